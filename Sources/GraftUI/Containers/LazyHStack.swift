import Foundation

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed in SwiftUI.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHStack {
///     ForEach(1...100, id: \.self) { Text("\($0)") }
///   }
/// }
/// ```
///
/// As a `LazyVStack` fills the width offered, a lazy horizontal stack fills the height, and
/// Graft builds every item at once.
public struct LazyHStack<Content: View>: View {
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default, which in a
  ///     terminal is one cell.
  ///   - pinnedViews: The kinds of child views that will be pinned. Graft does not pin.
  ///   - content: A view builder that creates the content of this stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHStack: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { LazyStackLayout() }
    layout.stack = StackLayout(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing)
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}
