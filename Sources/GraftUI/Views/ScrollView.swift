import Foundation

/// A scrollable view, backed by a `UIScrollView`.
///
/// The scroll view takes all the space it is offered. Its content is offered the scroll view's
/// size across the scrollable axes and its ideal size along them, and several views in the
/// content stack as they would in a `VStack` (or an `HStack` for a horizontal-only scroll view),
/// so the content can be as long as it likes:
///
/// ```swift
/// ScrollView {
///   ForEach(0..<100) { index in
///     Text("Row \(index)")
///   }
/// }
/// ```
///
/// The mouse wheel scrolls it, as do Page Up, Page Down, Home and End from a focused view inside
/// it. Content shorter or narrower than the scroll view sits at its top, centred across the
/// scrollable axis, as in SwiftUI.
public struct ScrollView<Content: View>: View {
  /// The scroll view's content.
  public var content: Content
  /// The scrollable axes of the scroll view.
  public var axes: Axis.Set
  /// Whether the scroll view shows indicators for the scrollable axes.
  public var showsIndicators: Bool

  /// Creates a new instance that's scrollable in the direction of the given axis and can show
  /// indicators while scrolling.
  ///
  /// - Parameters:
  ///   - axes: The scroll view's scrollable axes. The default is the vertical axis.
  ///   - showsIndicators: Whether the scroll view shows a bar at the edge of each scrollable
  ///     axis that has more content than fits. The default is `true`.
  ///   - content: The view builder that creates the scrollable view.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { ScrollLayout() }
    layout.node = node
    if layout.axes != axes {
      layout.axes = axes
      node.invalidateLayout()
    }
    let scrollView = layout.scrollView
    scrollView.isScrollEnabled = !axes.isEmpty
    if scrollView.showsVerticalScrollIndicator != showsIndicators {
      scrollView.showsVerticalScrollIndicator = showsIndicators
      scrollView.showsHorizontalScrollIndicator = showsIndicators
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A scroll view's layout: as large as offered, with its content measured free along the
/// scrollable axes and placed in the scroll view's content coordinates.
///
/// NB: The graph places a hosting node's children in the host view's bounds, which for a scroll
/// view would be the visible size; the content needs its own size, so this layout ignores the
/// bounds it is given beyond their size.
@MainActor
package final class ScrollLayout: LayoutState, NodeLayout {
  package let scrollView = ScrollHostingView(frame: .zero)
  package var axes: Axis.Set = .vertical
  /// The scroll view's node, so a finished layout can reach the readers above it.
  @Unretained package var node: ViewNode?
  /// The size the content was last laid out in: what container-relative frames inside measured
  /// against.
  private var laidOutSize: CGSize?

  override init() {
    super.init()
    scrollView.didLayout = { [weak self] in self?.didLayoutScrollView() }
  }

  package var hostView: UIView? { scrollView }
  package var isInvalidatedByEveryUpdate: Bool { false }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The stack the content's views form: vertical unless only the horizontal axis scrolls.
  private var stack: StackLayout {
    StackLayout(axis: axes == .horizontal ? .horizontal : .vertical)
  }

  /// What the content is offered inside a scroll view of `size`: nothing along the axes that
  /// scroll, so it takes its ideal length there.
  private func contentProposal(for size: CGSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : size.width,
      height: axes.contains(.vertical) ? nil : size.height)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let size = bounds.size
    if let laidOutSize, laidOutSize != size { node.graph.containerSizeDidChange(in: node) }
    laidOutSize = size
    let proposal = contentProposal(for: size)
    let children = node.layoutChildren
    let stack = self.stack
    let contentSize = stack.sizeThatFits(proposal, children: children)
    // NB: Along a fixed axis the content is centred and cannot scroll, even when it overflows.
    let origin = CGPoint(
      x: axes.contains(.horizontal) ? 0 : ((size.width - contentSize.width) / 2).rounded(.down),
      y: axes.contains(.vertical) ? 0 : ((size.height - contentSize.height) / 2).rounded(.down))
    scrollView.contentSize = CGSize(
      width: axes.contains(.horizontal) ? contentSize.width : size.width,
      height: axes.contains(.vertical) ? contentSize.height : size.height)
    let frame = CGRect(origin: origin, size: contentSize)
    if proposal[stack.axis] == nil {
      place(children, stack: stack, proposal: proposal, in: frame)
    } else {
      stack.place(children, in: frame)
    }
    clampContentOffset()
  }

  /// Places `children` one after another along the stack's axis at their ideal lengths, each
  /// measured with the same `proposal` the content was measured with.
  private func place(
    _ children: [ViewNode], stack: StackLayout, proposal: ProposedViewSize, in frame: CGRect
  ) {
    let axis = stack.axis
    var position = axis == .horizontal ? frame.minX : frame.minY
    for child in children {
      let size = child.sizeThatFits(proposal)
      let cross = ((frame.size[axis.other] - size[axis.other]) * stack.crossAlignment)
        .rounded(.down)
      let origin =
        axis == .horizontal
        ? CGPoint(x: position, y: frame.minY + cross) : CGPoint(x: frame.minX + cross, y: position)
      child.place(in: CGRect(origin: origin, size: size), proposal: proposal)
      position += size[axis] + stack.spacing
    }
  }

  /// Keeps the offset within the content after the content or the view changed size, as
  /// SwiftUI does when content shrinks under a scrolled view.
  private func clampContentOffset() {
    let offset = scrollView.contentOffset
    let clamped = scrollView.clampedContentOffset(offset)
    if clamped != offset { scrollView.contentOffset = clamped }
  }

  private func didLayoutScrollView() {
    var ancestor = node?.parent
    while let current = ancestor {
      (current.primitiveState as? ScrollViewReaderState)?.resolvePendingRequests()
      ancestor = current.parent
    }
  }
}

/// The `UIScrollView` behind a `ScrollView`: it reports the end of each of its layouts, by which
/// time the hosting view has placed the whole tree, so pending `scrollTo` requests can resolve,
/// and tells the lazy stacks inside when it scrolls, so they build the rows coming on screen.
@MainActor
package final class ScrollHostingView: UIScrollView {
  var didLayout: () -> Void = {}
  /// The lazy stacks inside, by identity, as long as they live.
  private var lazyStacks: [ObjectIdentifier: WeakLazyStack] = [:]

  /// Tells `stack` when the visible region moves, until it ends.
  func observeVisibleRegion(of stack: LazyStackLayout) {
    let key = ObjectIdentifier(stack)
    guard lazyStacks[key]?.value == nil else { return }
    lazyStacks[key] = WeakLazyStack(value: stack)
  }

  package override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      guard super.bounds.origin != oldOrigin, !lazyStacks.isEmpty else { return }
      for (key, stack) in lazyStacks {
        guard let stack = stack.value else {
          lazyStacks[key] = nil
          continue
        }
        stack.visibleRegionDidChange()
      }
    }
  }

  package override func layoutSubviews() {
    super.layoutSubviews()
    didLayout()
  }

  /// `offset` limited to the offsets the content allows, as a user's scroll is.
  package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let inset = adjustedContentInset
    func clamp(_ value: CGFloat, _ lower: CGFloat, _ content: CGFloat, _ visible: CGFloat)
      -> CGFloat
    {
      min(max(value, lower), max(lower, content - visible))
    }
    return CGPoint(
      x: clamp(offset.x, -inset.left, contentSize.width + inset.right, bounds.width),
      y: clamp(offset.y, -inset.top, contentSize.height + inset.bottom, bounds.height))
  }
}

/// A lazy stack a scroll view tells when it scrolls, without keeping it.
private struct WeakLazyStack {
  weak var value: LazyStackLayout?
}
