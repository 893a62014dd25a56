import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed in SwiftUI; backed by a plain container view.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading) {
///     ForEach(1...100, id: \.self) { value in
///       Text("Row \(value)")
///     }
///   }
/// }
/// ```
///
/// Unlike a `VStack`, a lazy stack fills the width it is offered, as in SwiftUI, so its
/// alignment places rows within that whole width.
///
/// NB: Graft builds every row at once, as a `VStack` does: a terminal's content is small, and
/// eager rows keep `onAppear`, `scrollTo` and state the same whether or not a row is on screen.
public struct LazyVStack<Content: View>: View {
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
  /// behavior, and content.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the subviews in this stack.
  ///   - spacing: The distance between adjacent subviews, or `nil` for the default, which in a
  ///     terminal is no blank line.
  ///   - pinnedViews: The kinds of child views that will be pinned. Graft does not pin.
  ///   - content: A view builder that creates the content of this stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVStack: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { LazyStackLayout() }
    layout.stack = StackLayout(
      axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing)
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw value of the set.
  public let rawValue: UInt32

  /// Creates a set from its raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The header view of each section will be pinned.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The footer view of each section will be pinned.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A lazy stack's layout: a stack as long across its axis as its finite proposal there (a
/// vertical one as wide as offered, a horizontal one as tall).
@MainActor
package final class LazyStackLayout: LayoutState, NodeLayout {
  package let view = UIView()
  package var stack = StackLayout(axis: .vertical)

  package var hostView: UIView? { view }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    var size = stack.sizeThatFits(proposal, children: node.layoutChildren)
    let cross = stack.axis.other
    if let length = proposal[cross], length.isFinite { size[cross] = max(size[cross], length) }
    return size
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    stack.place(node.layoutChildren, in: bounds)
  }
}
