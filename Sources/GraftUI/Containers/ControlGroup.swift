import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context: in a terminal, side by side, a cell apart.
///
/// ```swift
/// ControlGroup {
///   Button("Bold") { toggleBold() }
///   Button("Italic") { toggleItalic() }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
  package let content: Content

  /// Creates a new control group with the specified children.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a new control group with the specified content and a label, which a terminal's
  /// inline group does not draw.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }

  /// Creates a new control group with the specified content and a title, which a terminal's
  /// inline group does not draw.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The controls in a row.
  public var body: some View {
    HStack(spacing: 1) { content }
  }
}
