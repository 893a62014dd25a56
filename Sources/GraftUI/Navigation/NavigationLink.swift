import Foundation

/// A view that controls a navigation presentation: a button that pushes its destination, or
/// appends its value to the path, on the nearest `NavigationStack`.
///
/// ```swift
/// NavigationLink("Details") { DetailView() }
/// NavigationLink("Mint", value: Color.mint)
/// ```
///
/// It draws as a button, `[ Details ]`. Outside a navigation stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  let value: AnyHashable?
  let isActive: Binding<Bool>?
  @Environment(\.navigationContext) private var context
  @Environment(\.listContext) private var listContext

  /// Creates a navigation link that presents the destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination()
    value = nil
    isActive = nil
  }

  /// Creates a navigation link that presents the destination view.
  @available(*, deprecated, message: "Pass a closure as the destination")
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    value = nil
    isActive = nil
  }

  /// Creates a navigation link that presents the destination view when active.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination()
    value = nil
    self.isActive = isActive
  }

  /// The link's content: a button, with the destination it drives when it has `isActive`.
  public var body: some View {
    link.modifier(PresentedDestinationModifier(isPresented: isActive, destination: destination.map { AnyView($0) }))
  }

  /// In a list or form, a row: the label, and a disclosure indicator at the trailing edge; elsewhere,
  /// a button.
  @ViewBuilder private var link: some View {
    if listContext == .none {
      Button(action: activate) { label }
    } else {
      // NB: The indicator is drawn over the row, not in the label: the button's title is the
      // label's alone.
      Button(action: activate) { label.frame(maxWidth: .infinity, alignment: .leading).padding(.trailing, 2) }
        .buttonStyle(.plain)
        .overlay(alignment: .trailing) { Text("›").foregroundColor(.secondary) }
    }
  }

  private func activate() {
    if let isActive {
      isActive.wrappedValue = true
    } else if let value {
      context?.stack?.append(value)
    } else if let destination {
      context?.stack?.push(AnyView(destination))
    }
  }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view, with a text label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a navigation link that presents a destination view when active, with a text
  /// label.
  @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.label = Text(title)
    self.destination = destination()
    value = nil
    self.isActive = isActive
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view for a value on the nearest stack.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value.map { AnyHashable($0) }
    isActive = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a navigation link that presents the view for a value, with a text label.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// Creates a navigation link that presents the view for a value, with a text label.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}
