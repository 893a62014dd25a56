import Foundation

/// How a node that lays itself out is measured and placed, and the UIKit view that shows it.
///
/// This is SwiftUI's layout model: a parent proposes a size, the node answers with the size it
/// wants, and the parent places it. One point is one cell.
@MainActor
package protocol NodeLayout: LayoutState {
  /// The UIKit view that shows the node; `nil` for a node that only positions its children.
  var hostView: UIView? { get }
  /// How readily the node receives space in a stack; higher goes first.
  var layoutPriority: Double { get }
  /// Whether the node must be measured again whenever its view updates.
  ///
  /// `false` for layouts that only arrange their children (stacks, scroll views): a child that
  /// changes size invalidates itself, a change to the list of children invalidates the
  /// container, and the view's update invalidates the layout only when it changes one of the
  /// layout's own settings. A stack holding a `ForEach` of 10,000 rows then does not measure
  /// every row again because its content closure (never equal) made it update.
  var isInvalidatedByEveryUpdate: Bool { get }
  /// The size the node wants for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Places the node's children inside `bounds`: the host view's bounds when it has one, or the
  /// node's rectangle in its container otherwise.
  func placeContent(of node: ViewNode, in bounds: CGRect)
  /// Forgets what measuring the children found, because they or the layout changed: the
  /// counterpart of the cache SwiftUI's `Layout` keeps between measuring and placing.
  func discardMeasurements()
}

extension NodeLayout {
  package var layoutPriority: Double { 0 }
  package var isInvalidatedByEveryUpdate: Bool { true }
  package func discardMeasurements() {}
}

extension ViewNode {
  /// The size this node wants for `proposal`, cached until the node or a descendant changes.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    graph.storedCounters.layoutNodesVisited += 1
    guard let layout = storedLayout else {
      return StackLayout.vertical.sizeThatFits(proposal, children: layoutChildren)
    }
    if let cached = layout.cachedSize(for: proposal) { return cached }
    let size = layout.sizeThatFits(proposal, node: self)
    layout.cacheSize(size, for: proposal)
    return size
  }

  /// Places the node at `rect` in its container's coordinates; `proposal` is what the container
  /// measured it with to get that rectangle's size.
  package func place(in rect: CGRect, proposal: ProposedViewSize) {
    graph.storedCounters.layoutNodesVisited += 1
    guard let layout = storedLayout else {
      StackLayout.vertical.place(layoutChildren, in: rect, proposal: proposal)
      return
    }
    if !layout.needsPlacement, layout.wasPlaced(at: rect, proposal: proposal) { return }
    layout.needsPlacement = false
    layout.recordPlacement(at: rect, proposal: proposal)
    if let hostView = layout.hostView {
      hostView.frame = rect
      layout.placeContent(of: self, in: CGRect(origin: .zero, size: rect.size))
    } else {
      layout.placeContent(of: self, in: rect)
    }
  }

  /// The priority this node has in a stack.
  package var layoutPriority: Double { layout?.layoutPriority ?? 0 }
}

/// What a layout keeps between layout passes for its node: the answers it gave and where it
/// was placed.
///
/// Every ``NodeLayout`` is one, so a node that lays itself out holds one object for its layout
/// and this state, and each step of a layout pass reaches both through one reference. A node
/// that only groups children has neither.
@MainActor
package class LayoutState {
  /// The node's answers so far, until it changes.
  ///
  /// NB: Private, and reached through the final methods below, so that the compiler sees every
  /// access, and none of them calls anything that could reach the cache again while it lasts:
  /// a change that may grow or empty the array is made out of place, taken out with `swap`.
  /// The compiler can then drop their run-time exclusivity checks (ARCHITECTURE.md,
  /// Conventions), which every measurement would otherwise pay.
  private final var sizeCache = SizeCache()
  // NB: The flags follow the size cache, so they fill the bytes it leaves over.
  /// Whether the node must be placed again even in the same rectangle.
  final var needsPlacement = true
  /// Whether the node waits in the graph's queue to be measured again (Layout/LayoutInvalidation).
  final var isLayoutDirty = false
  private final var isPlaced = false
  private final var storedRect = CGRect.zero
  private final var storedProposal = PackedProposal(.unspecified)

  init() {}

  /// The answers the node gave since it last changed.
  final var answers: SizeCache { sizeCache }

  /// The size the node answered for `proposal` since it last changed, if it was asked.
  final func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
    sizeCache[proposal]
  }

  /// Remembers `size` as the node's answer to `proposal`, which it was not asked before.
  final func cacheSize(_ size: CGSize, for proposal: ProposedViewSize) {
    if sizeCache.insertInline(size, for: proposal) { return }
    var cache = SizeCache()
    swap(&cache, &sizeCache)
    cache.insert(size, for: proposal)
    swap(&cache, &sizeCache)
  }

  /// Forgets every answer, because the node changed.
  final func forgetAnswers() {
    var cache = SizeCache()
    swap(&cache, &sizeCache)
    cache.removeAll()
    swap(&cache, &sizeCache)
  }

  /// Where the node was last placed, in its container's coordinates.
  package var placedRect: CGRect? { isPlaced ? storedRect : nil }
  /// The proposal the parent measured the node with when it placed it at ``placedRect``: what
  /// the node shares out among its children, and what it is measured with again when only it
  /// changed.
  package var placedProposal: ProposedViewSize? { isPlaced ? storedProposal.proposal : nil }

  /// Whether the node was last placed at `rect` after being measured with `proposal`.
  package func wasPlaced(at rect: CGRect, proposal: ProposedViewSize) -> Bool {
    isPlaced && storedRect == rect && storedProposal == PackedProposal(proposal)
  }

  package func recordPlacement(at rect: CGRect, proposal: ProposedViewSize) {
    isPlaced = true
    storedRect = rect
    storedProposal = PackedProposal(proposal)
  }
}

/// A node that shows one UIKit view and measures it with a closure.
@MainActor
package final class LeafLayout<HostView: UIView>: LayoutState, NodeLayout {
  package let view: HostView
  package let measure: (HostView, ProposedViewSize) -> CGSize

  package init(_ view: HostView, measure: @escaping (HostView, ProposedViewSize) -> CGSize) {
    self.view = view
    self.measure = measure
  }

  package var hostView: UIView? { view }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    measure(view, proposal)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}

/// A stack's layout: its children one after another along its axis.
///
/// Like SwiftUI's stacks, it has no view of its own. Its children's views live in the nearest
/// view above, and it places them in that view's coordinates, so a change deep inside nested
/// stacks touches only the views that changed.
@MainActor
package final class StackNodeLayout: LayoutState, NodeLayout {
  package var stack: StackLayout {
    didSet { discardMeasurements() }
  }
  /// What the latest measurement found, until the stack is placed with the same proposal;
  /// empty when there is none.
  ///
  /// A parent measures a stack, then places it with the proposal it measured it with; without
  /// this, placing would ask every child every proposal again (in an `HStack` of two texts, six
  /// questions). Kept only until placing, so a placed stack holds nothing.
  private var lastMeasurement: StackLayout.Measurement = []
  /// The proposal that ``lastMeasurement`` answered.
  private var lastMeasuredProposal = PackedProposal(.unspecified)

  package init(stack: StackLayout) {
    self.stack = stack
  }

  package var hostView: UIView? { nil }
  /// The stack's owner invalidates it when it changes ``stack``.
  package var isInvalidatedByEveryUpdate: Bool { false }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let measured = stack.measure(proposal, children: node.layoutChildren)
    lastMeasurement = measured
    lastMeasuredProposal = PackedProposal(proposal)
    return stack.size(of: measured)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    // NB: Share space out as measuring did, from the size the parent offered, not the size the
    // node ended up with; otherwise flexible children can be split differently.
    let children = node.layoutChildren
    defer { discardMeasurements() }
    if !lastMeasurement.isEmpty, let proposal = node.placedProposal,
      lastMeasuredProposal == PackedProposal(proposal), lastMeasurement.count == children.count
    {
      stack.place(children, in: bounds, measured: lastMeasurement)
    } else {
      stack.place(children, in: bounds, proposal: node.placedProposal)
    }
  }

  package func discardMeasurements() {
    lastMeasurement = []
  }
}
