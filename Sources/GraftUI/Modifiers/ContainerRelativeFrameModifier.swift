import Foundation

/// Sizes its content relative to its nearest container: the nearest scroll view's visible
/// size, or else the hosting view's.
package struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let axes: Axis.Set
  let alignment: Alignment
  let count: Int
  let span: Int
  let spacing: CGFloat
  let length: ((CGFloat, Axis) -> CGFloat)?

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout {
      let layout = ContainerRelativeFrameLayout()
      node.graph.containerSizeReaders.append(node.handle)
      return layout
    }
    layout.axes = axes
    layout.alignment = alignment
    layout.length = length ?? { [count, span, spacing] container, _ in
      guard count > 0 else { return container }
      let count = CGFloat(count)
      let span = CGFloat(max(1, span))
      return (container - spacing * (count - 1)) / count * span + spacing * (span - 1)
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A fixed frame whose lengths along its axes come from the container's size.
@MainActor
private final class ContainerRelativeFrameLayout: LayoutState, NodeLayout {
  var axes: Axis.Set = []
  var alignment = Alignment.center
  var length: (CGFloat, Axis) -> CGFloat = { container, _ in container }

  var hostView: UIView? { nil }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let offer = childProposal(for: proposal, node: node)
    let child = StackLayout.vertical.sizeThatFits(offer, children: node.layoutChildren)
    return CGSize(
      width: axes.contains(.horizontal) ? offer.width ?? child.width : child.width,
      height: axes.contains(.vertical) ? offer.height ?? child.height : child.height)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let offer = childProposal(for: node.placedProposal ?? ProposedViewSize(bounds.size), node: node)
    let children = node.layoutChildren
    let size = StackLayout.vertical.sizeThatFits(offer, children: children)
    StackLayout.vertical.place(
      children, in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: offer)
  }

  private func childProposal(for proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
    let container = node.containerSize
    func length(_ axis: Axis) -> CGFloat {
      let value = self.length(container[axis], axis).rounded(.down)
      return value.isFinite ? max(0, value) : 0
    }
    return ProposedViewSize(
      width: axes.contains(.horizontal) ? length(.horizontal) : proposal.width,
      height: axes.contains(.vertical) ? length(.vertical) : proposal.height)
  }
}

extension ViewNode {
  /// The nearest scroll view above this node, whose size is its container's.
  fileprivate var enclosingScrollNode: ViewNode? {
    var ancestor = parent
    while let current = ancestor {
      if current.layout is ScrollLayout { return current }
      ancestor = current.parent
    }
    return nil
  }

  /// The size of this node's container: the nearest scroll view's visible size, or else the
  /// hosting view's.
  fileprivate var containerSize: CGSize {
    enclosingScrollNode?.layout?.placedRect?.size ?? graph.hostView.bounds.size
  }
}

extension ViewGraph {
  /// Forgets what the container-relative frames inside `container` (a scroll view's node, or
  /// `nil` for the hosting view) and every node above them up to it measured, because the
  /// container's size changed: no cached answer of theirs holds any more.
  ///
  /// NB: Called while the container is laid out, before it measures its content, so the path
  /// is measured and placed again in this same pass, from the container down.
  package func containerSizeDidChange(in container: ViewNode?) {
    containerSizeReaders.removeAll { $0.node?.isMounted != true }
    for handle in containerSizeReaders {
      guard let reader = handle.node, reader.enclosingScrollNode === container else { continue }
      var node: ViewNode? = reader
      while let current = node, current !== container {
        if let layout = current.storedLayout {
          layout.forgetAnswers()
          layout.discardMeasurements()
          layout.needsPlacement = true
        }
        node = current.parent
      }
    }
  }
}

extension View {
  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container.
  ///
  /// The container is the nearest scroll view (its visible size) or else the window. Along
  /// the given axes the view is offered, and takes, the container's length; along the others
  /// it keeps its own.
  ///
  /// ```swift
  /// Color.gray.containerRelativeFrame(.horizontal)
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment, count: 1, span: 1, spacing: 0, length: nil))
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container.
  ///
  /// The container's length is divided into `count` columns (or rows) with `spacing` between
  /// them, and the view takes `span` of them and the spacing inside, rounded down to whole
  /// cells:
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   HStack(spacing: 2) {
  ///     ForEach(cards) { card in
  ///       CardView(card).containerRelativeFrame(.horizontal, count: 3, spacing: 2)
  ///     }
  ///   }
  /// }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment, count: count, span: span, spacing: spacing, length: nil))
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container, computed by a closure.
  ///
  /// ```swift
  /// Text("Half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }
  /// ```
  ///
  /// - Parameter length: Given the container's length along an axis and the axis, returns
  ///   the view's length.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment, count: 1, span: 1, spacing: 0, length: length))
  }
}
