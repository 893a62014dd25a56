import Foundation

/// Incremental layout: a change is measured where it happened, and travels up only while sizes
/// change.
///
/// A node that lays itself out caches its answers per proposal. When it changes (its view
/// updated, its children changed, its UIKit view's intrinsic size changed), it is queued with
/// the answers its parent last saw. Before the next layout the queue is settled, deepest node
/// first: a node asked again every proposal its parent asked gives the same sizes (and keeps its
/// stack priority) is placed again in the rectangle it already has, and nothing above it is
/// touched; otherwise its nearest laying-out ancestor is queued in turn, up to the root-level
/// layout. A parent only ever sees a child through those answers, so when they are all the same
/// the parent's own layout cannot change.
///
/// This keeps a change inside one row of 10,000 from measuring the other 9,999 again.
extension ViewNode {
  /// Queues this node's layout (or, for a node that only groups children, its nearest
  /// laying-out ancestor's) to be measured again before the next layout pass.
  package func invalidateLayout() {
    graph.needsLayout = true
    if laysOut {
      markLayoutDirty()
    } else if let ancestor = layoutAncestor {
      ancestor.markLayoutDirty()
    } else {
      graph.rootNeedsLayout = true
    }
  }

  /// The nearest ancestor that lays itself out: the one whose cached sizes depend on this node.
  package var layoutAncestor: ViewNode? {
    var node = parent
    while let current = node {
      if current.laysOut { return current }
      node = current.parent
    }
    return nil
  }

  /// Forgets the cached sizes, remembering the ones the parent saw, and queues the node.
  private func markLayoutDirty() {
    guard let layout = storedLayout else { return }
    // NB: A node never measured nor placed since it was made has no answers for its parent to
    // compare: whatever lays out its container will measure it, and the change that added it
    // invalidated that container. Queuing it would only send the parent the same way, one
    // queue entry for every new node that lays itself out, several a row in a list.
    if layout.placedRect == nil, layout.answers.isEmpty, !layout.isLayoutDirty { return }
    if !layout.isLayoutDirty {
      layout.isLayoutDirty = true
      graph.layoutQueue.insert(self, parentSaw: layout.answers, priority: layoutPriority)
    }
    layout.forgetAnswers()
    layout.discardMeasurements()
    layout.needsPlacement = true
  }

  /// Measures the node again: places it where it was if its parent would see no difference
  /// from `previous` and `previousPriority` (what it saw before the node was invalidated), else
  /// queues its parent.
  fileprivate func resolveLayout(previous: SizeCache, previousPriority: Double) {
    guard let layout = storedLayout, layout.isLayoutDirty else { return }
    layout.isLayoutDirty = false
    guard isMounted else { return }
    if layoutPriority != previousPriority {
      // NB: A priority can come from a descendant (a frame takes its content's), so an ancestor
      // queued now could not see the change: measure the whole path again.
      invalidateAncestorsForPriorityChange()
      return
    }
    if let rect = layout.placedRect, let proposal = layout.placedProposal,
      previous[proposal] != nil, previous.allSatisfy({ sizeThatFits($0) == $1 })
    {
      layout.needsPlacement = true
      place(in: rect, proposal: proposal)
      return
    }
    if let ancestor = layoutAncestor {
      ancestor.markLayoutDirty()
    } else {
      graph.rootNeedsLayout = true
    }
  }

  private func invalidateAncestorsForPriorityChange() {
    var node = layoutAncestor
    while let current = node {
      current.markLayoutDirty()
      node = current.layoutAncestor
    }
    graph.rootNeedsLayout = true
  }
}

extension ViewGraph {
  /// Settles every queued node, deepest first, so cached sizes are current from here up.
  package func resolveDirtyLayouts() {
    while let entry = layoutQueue.popDeepest() {
      entry.node.resolveLayout(previous: entry.parentSaw, previousPriority: entry.priority)
    }
  }
}

/// Nodes waiting to be measured again, each with the answers its parent saw, bucketed by depth
/// so the deepest comes out first.
@MainActor
package struct LayoutQueue {
  package struct Entry {
    package let node: ViewNode
    /// The sizes the node's parent saw before the node was invalidated.
    package let parentSaw: SizeCache
    /// The stack priority the node's parent saw then.
    package let priority: Double
  }

  private var buckets: [[Entry]] = []
  private var deepest = -1

  package var isEmpty: Bool { deepest < 0 }

  mutating func insert(_ node: ViewNode, parentSaw sizes: SizeCache, priority: Double) {
    while buckets.count <= node.depth { buckets.append([]) }
    buckets[node.depth].append(Entry(node: node, parentSaw: sizes, priority: priority))
    deepest = max(deepest, node.depth)
  }

  mutating func popDeepest() -> Entry? {
    while deepest >= 0 {
      if let node = buckets[deepest].popLast() { return node }
      deepest -= 1
    }
    return nil
  }
}
