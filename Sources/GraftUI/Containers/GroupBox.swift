import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content: drawn as a line box around the content, the label on its top edge.
///
/// ```swift
/// GroupBox("Storage") {
///   Text("12 GB used")
/// }
/// // ┌─Storage──────┐
/// // │              │
/// // │  12 GB used  │
/// // │              │
/// // └──────────────┘
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  package let label: Label
  package let content: Content

  /// Creates a group box with the provided label and view content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a group box with the provided label and view content.
  @available(*, deprecated, message: "Use init(content:label:)")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  /// The content in a box, the label over its top line.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) { content }
      .padding(.horizontal, 2)
      .padding(.vertical, 1)
      .border(Color.secondary)
      .overlay(alignment: .topLeading) {
        // NB: The label's cells replace the border's, as iOS puts the title inside the box.
        if Label.self != EmptyView.self { label.padding(.leading, 2).lineLimit(1) }
      }
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates an unlabeled group box with the provided view content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box with the provided view content and title from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a group box with the provided view content and a title string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
