import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// The label draws as a button with `▸` before it while collapsed and `▾` while expanded;
/// a tap, or Space or Return while it has focus, toggles it. The content shows below, indented
/// two cells.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///   Toggle("Verbose logging", isOn: $verbose)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  package let label: Label
  package let content: Content
  package let isExpanded: Binding<Bool>?
  @State private var storedIsExpanded = false

  /// Creates a disclosure group with the given label and content views.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// Creates a disclosure group with the given label and content views, and a binding to the
  /// expansion state (expanded or collapsed).
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  /// The label as a button, and the content below it while expanded.
  public var body: some View {
    let expanded = isExpanded?.wrappedValue ?? storedIsExpanded
    VStack(alignment: .leading, spacing: 0) {
      Button {
        if let isExpanded { isExpanded.wrappedValue.toggle() } else { storedIsExpanded.toggle() }
      } label: {
        HStack(spacing: 1) {
          Text(expanded ? "▾" : "▸")
          label
        }
      }
      if expanded {
        VStack(alignment: .leading, spacing: 0) { content }
          .padding(.leading, 2)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group, using a provided localized string key to create a text view
  /// for the label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a disclosure group, using a provided localized string key to create a text view
  /// for the label, and a binding to the expansion state.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// Creates a disclosure group, using a provided string to create a text view for the label.
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  /// Creates a disclosure group, using a provided string to create a text view for the label,
  /// and a binding to the expansion state.
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}
