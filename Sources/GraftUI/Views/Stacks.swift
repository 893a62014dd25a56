import Foundation
/// A view that arranges its subviews in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text("Title")
///   Text("Subtitle")
/// }
/// ```
public struct VStack<Content: View>: View {
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
  ///
  /// - Parameter spacing: The distance between adjacent subviews, or `nil` for the default,
  ///   which in a terminal is no blank line.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let content: Content

  /// Creates an instance with the given spacing and vertical alignment.
  ///
  /// - Parameter spacing: The distance between adjacent subviews, or `nil` for the default,
  ///   which in a terminal is one cell.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
  package let alignment: Alignment
  package let content: Content

  /// Creates an instance with the given alignment.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension VStack: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.updateStack(StackLayout(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing), content: content)
  }
}

extension HStack: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.updateStack(StackLayout(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing), content: content)
  }
}

extension ZStack: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { OverlayLayout() }
    layout.alignment = alignment
    node.updateContent(content)
  }
}

extension ViewNode {
  fileprivate func updateStack(_ stack: StackLayout, content: some View) {
    let layout = self.layout { StackNodeLayout(stack: stack) }
    if layout.stack != stack {
      layout.stack = stack
      invalidateLayout()
    }
    updateContent(content)
  }
}

/// Lays children on top of each other, each aligned in the node's rectangle; the node is as
/// large as its largest child. Like a stack, it has no view of its own: the children's views
/// are layered, back to front, in the nearest view above.
@MainActor
package final class OverlayLayout: LayoutState, NodeLayout {
  package var alignment: Alignment = .center

  package var hostView: UIView? { nil }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.layoutChildren.reduce(CGSize.zero) { size, child in
      let childSize = child.sizeThatFits(proposal)
      return CGSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
    }
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let proposal = ProposedViewSize(bounds.size)
    for child in node.layoutChildren {
      let size = child.sizeThatFits(proposal)
      child.place(in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: proposal)
    }
  }
}

/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack.
public struct Spacer: View {
  /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { SpacerLayout() }
    layout.minLength = minLength ?? 0
  }
}

/// A spacer's layout: as long as offered along its stack's axis, nothing across it.
@MainActor
package final class SpacerLayout: LayoutState, NodeLayout {
  var minLength: CGFloat = 0
  package var hostView: UIView? { nil }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let axis = node.enclosingStackAxis
    func length(_ proposed: CGFloat?) -> CGFloat {
      // NB: Infinite when offered infinity, so a stack sees a spacer as the most flexible
      // child and offers it space last.
      guard let proposed else { return minLength }
      return max(minLength, proposed)
    }
    switch axis {
    case .horizontal?: return CGSize(width: length(proposal.width), height: 0)
    case .vertical?: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {}

}

extension ViewNode {
  /// The axis of the stack this node is laid out in, or `nil` when something else lays it out;
  /// how a spacer knows which way to grow and a divider which way to run.
  ///
  /// Modifiers that only position their content (frame, padding, priority) are part of the
  /// node, not its container.
  package var enclosingStackAxis: Axis? {
    var ancestor = parent
    while let current = ancestor {
      if let layout = current.layout {
        if let stack = layout as? StackNodeLayout { return stack.stack.axis }
        // NB: A grid's cells stand in rows, as an `HStack`'s children do.
        if layout is GridLayout { return .horizontal }
        if layout.hostView != nil || layout is OverlayLayout { return nil }
      }
      ancestor = current.parent
    }
    return .vertical
  }
}
