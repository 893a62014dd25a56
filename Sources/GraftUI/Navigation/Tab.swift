import Foundation

/// The content of a tab in a tab view, with its label and the selection value it stands for:
/// iOS 18's tab builder form.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Home", systemImage: "house", value: 0) { HomeView() }
///   Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let title: String
  let image: UIImage?
  let value: Value?
  let content: Content

  /// The tab's content, as a tab view shows it when the tab is selected.
  public var body: some View { content }
}

/// A tab's default label: its title and system image.
public struct DefaultTabLabel: View {
  /// An empty label; a tab view draws the tab's title.
  public var body: some View { EmptyView() }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a title, a system image, and the selection value it stands for.
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    image = UIImage(systemName: systemImage)
    self.value = value
    self.content = content()
  }

  /// Creates a tab with a localized title, a system image, and the selection value it stands for.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.title = Text(titleKey).string
    image = UIImage(systemName: systemImage)
    self.value = value
    self.content = content()
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a title and a system image, for a tab view without a selection.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    image = UIImage(systemName: systemImage)
    value = nil
    self.content = content()
  }
}

/// A view that describes its own tab, as `Tab` does.
@MainActor
protocol TabDescribing {
  var tabDescription: TabDescription { get }
}

extension Tab: TabDescribing {
  var tabDescription: TabDescription {
    TabDescription(content: AnyView(content), title: title, image: image, tag: value.map { AnyHashable($0) })
  }
}
