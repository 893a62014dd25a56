import Foundation

/// The placement of a search field in a view hierarchy.
///
/// Every placement draws the field on the line above the searchable view.
public struct SearchFieldPlacement: Sendable, Hashable {
  private let name: String

  /// The system determines the placement of the search field automatically.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The search field is placed in the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The search field is placed in the sidebar of a navigation view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// The search field is placed in a drawer of the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// The search field is placed in a drawer of the navigation bar, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }

  /// A mode that determines when to display a search field that appears in a navigation bar.
  public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
    private let name: String
    /// Enable hiding the search field in response to scrolling.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always display the search field regardless of the scroll activity.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}

/// An action that ends a search interaction: it clears the search text and takes focus from
/// the search field.
public struct DismissSearchAction {
  package let action: @MainActor () -> Void

  /// Dismisses the current search operation, if any.
  @MainActor public func callAsFunction() {
    action()
  }
}

private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

extension EnvironmentValues {
  /// A Boolean value that indicates when the user is searching: while the search field has
  /// focus or holds text.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// An action that ends the current search interaction.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}

extension View {
  /// Marks this view as searchable, which configures the display of a search field: a line
  /// above the view holding a text field, whose typing writes `text`.
  ///
  /// ```swift
  /// List(filtered) { Text($0.name) }
  ///   .searchable(text: $query, prompt: "Fruit")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to display and edit in the search field.
  ///   - placement: Where the field goes; every placement draws above the view.
  ///   - prompt: A `Text` view representing the prompt of the search field, or `nil` for
  ///     `Search`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableContent(content: self, text: text, isPresented: nil, prompt: prompt?.string ?? "Search")
  }

  /// Marks this view as searchable, with a prompt made from a localized string key.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    SearchableContent(content: self, text: text, isPresented: nil, prompt: Text(prompt).string)
  }

  /// Marks this view as searchable, with a prompt made from a string.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    SearchableContent(content: self, text: text, isPresented: nil, prompt: String(prompt))
  }

  /// Marks this view as searchable with programmatic presentation: `isPresented` follows
  /// whether the field has focus, and setting it focuses or dismisses the field.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    SearchableContent(content: self, text: text, isPresented: isPresented, prompt: prompt?.string ?? "Search")
  }

  /// Configures the search suggestions for this view.
  ///
  /// The suggestions are kept and not drawn: a terminal has no room for a suggestion menu
  /// under a one-line field.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }
}

/// A searchable view: its search field above it.
private struct SearchableContent<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: String
  @FocusState private var isFocused: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField(prompt, text: text)
        .textFieldStyle(.roundedBorder)
        .focused($isFocused)
      content
        .environment(\.isSearching, isFocused || !text.wrappedValue.isEmpty)
        .environment(\.dismissSearch, DismissSearchAction(action: dismiss))
    }
    .onChange(of: isFocused) { _, focused in
      if let isPresented, isPresented.wrappedValue != focused { isPresented.wrappedValue = focused }
    }
    .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
      if presented != isFocused { isFocused = presented }
    }
  }

  private func dismiss() {
    text.wrappedValue = ""
    isFocused = false
    if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
  }
}
