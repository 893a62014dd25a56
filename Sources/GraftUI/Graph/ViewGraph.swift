import Foundation

/// The graph of one hosted view tree: its nodes, the updates waiting to run, and the pass that
/// runs them.
///
/// A state write marks the nodes that read the state and schedules one flush on the main queue.
/// The host also flushes synchronously from `layoutIfNeeded()`. A flush runs until nothing is
/// left: dirty bodies (parents first), then removals, then the actions queued during the pass
/// (`onAppear`, `onChange`, `onPreferenceChange`), which may dirty more.
@MainActor
package final class ViewGraph {
  /// The view the root's UIKit views are placed in.
  package unowned let hostView: UIView
  package private(set) var root: ViewNode?
  /// Called once when the graph goes from quiescent to having work: the host decides when the
  /// work runs (its window's next frame, the main queue's next turn, a test's flush) and calls
  /// ``flushIfScheduled()`` then. The graph keeps no clock of its own.
  package var requestFlush: () -> Void = {}
  package var needsLayout = true
  /// How many nodes the tree holds.
  package var nodeCount: Int { storedNodeCount }
  /// What the graph has done so far.
  package var counters: Counters { storedCounters }
  // NB: Counted in storage only this module sees, read through the properties above, so that
  // the compiler drops the run-time exclusivity check on every increment (ARCHITECTURE.md,
  // Conventions).
  var storedNodeCount = 0
  var storedCounters = Counters()
  /// The nodes whose size depends on their container's (`containerRelativeFrame`), forgotten
  /// once they end (Modifiers/ContainerRelativeFrameModifier.swift).
  package var containerSizeReaders: [NodeHandle] = []
  /// Whether any view in the graph was ever given a z-index, so that syncing subviews looks
  /// for one only then.
  package var usesZIndex = false
  /// Records representable calls when set; tests and tools turn it on.
  package var trace: LifecycleTrace?
  /// The most passes one flush runs before it declares an update cycle.
  package static let maximumPasses = 16

  private var dirtyNodes: [ViewNode] = []
  /// Nodes to measure again, by depth, deepest resolved first (Layout/LayoutInvalidation).
  package var layoutQueue = LayoutQueue()
  /// Whether the root-level layout must run again: a root-level node's size changed, or the
  /// root is new.
  package var rootNeedsLayout = true
  /// The bounds of the last root-level layout.
  private var laidOutBounds: CGRect?
  private var removedNodes: [ViewNode] = []
  private var pendingActions: [() -> Void] = []
  private var deferredWrites: [() -> Void] = []
  private var containersToSync: [ObjectIdentifier: ViewNode?] = [:]
  private var preferenceObservers: [any PreferenceDelivering] = []
  /// Counts frames, so a preference cycle can be detected within one.
  private var frame = 0
  private var flushScheduled = false
  private var isFlushing = false
  /// The transaction of the changes being flushed.
  package private(set) var transaction = Transaction()
  private var pendingTransaction: Transaction?

  /// What the graph has done, for tests and benchmarks: plain integers, cheap enough to stay on
  /// in release builds.
  package struct Counters {
    /// Node evaluations: bodies run, and primitives or representables updated.
    package var evaluations = 0
    /// User `body` properties run (composite views only).
    package var bodies = 0
    /// Passes of the flush loop.
    package var flushes = 0
    /// Updates that found every input equal and skipped the body.
    package var cutoffs = 0
    /// `make…View` / `make…ViewController` calls of representables.
    package var representableMakes = 0
    /// `update…View` / `update…ViewController` calls of representables, the first included.
    package var representableUpdates = 0
    /// Nodes asked for a size or placed during layout passes.
    package var layoutNodesVisited = 0
  }

  package init(hostView: UIView) {
    self.hostView = hostView
  }

  // MARK: - The root

  /// Shows `view` as the root of the tree, updating the existing root when it can.
  package func setRootView(_ view: any View, environment: EnvironmentValues) {
    Update.perform(for: nil) {
      if let root, root.canUpdate(to: view, id: nil) {
        root.update(to: view, environment: environment)
      } else {
        root?.unmount()
        let node = ViewNode(graph: self, parent: nil, view: view, environment: environment, explicitID: nil)
        root = node
        rootNeedsLayout = true
        markSubviewsDirty(in: nil)
        node.evaluate()
      }
    }
    needsLayout = true
    flush()
  }

  // MARK: - Scheduling

  package func scheduleUpdate(of node: ViewNode, transaction: Transaction) {
    dirtyNodes.append(node)
    if pendingTransaction == nil || pendingTransaction?.animation == nil { pendingTransaction = transaction }
    scheduleFlush()
  }

  /// Runs `action` after the current update, outside it, as SwiftUI runs `onAppear` and friends.
  package func enqueueAction(_ action: @escaping () -> Void) {
    pendingActions.append(action)
    scheduleFlush()
  }

  /// Applies a write made during an update once the update is over.
  package func deferAfterUpdate(_ write: @escaping () -> Void) {
    deferredWrites.append(write)
    scheduleFlush()
  }

  package func addPreferenceObserver(_ observer: any PreferenceDelivering) {
    preferenceObservers.append(observer)
  }

  package func scheduleTeardown(_ node: ViewNode) {
    removedNodes.append(node)
  }

  package func markSubviewsDirty(in container: ViewNode?) {
    containersToSync[container.map(ObjectIdentifier.init) ?? ObjectIdentifier(self)] = container
  }

  private func scheduleFlush() {
    guard !flushScheduled else { return }
    flushScheduled = true
    requestFlush()
  }

  /// Flushes if a flush was requested and nothing has flushed since.
  package func flushIfScheduled() {
    guard flushScheduled else { return }
    flush()
  }

  /// Whether anything is waiting to run.
  package var hasPendingWork: Bool {
    !dirtyNodes.isEmpty || !pendingActions.isEmpty || !deferredWrites.isEmpty
      || !removedNodes.isEmpty || !containersToSync.isEmpty
  }

  // MARK: - Flushing

  /// Runs every pending update until the graph is quiescent.
  package func flush() {
    guard !isFlushing else { return }
    isFlushing = true
    defer { isFlushing = false }
    flushScheduled = false
    frame += 1
    var passes = 0
    while hasPendingWork {
      passes += 1
      if passes > Self.maximumPasses {
        RuntimeIssues.report(
          "View update cycle detected: an update kept invalidating views for \(Self.maximumPasses) passes; the rest is left for the next frame."
        )
        break
      }
      storedCounters.flushes += 1
      transaction = pendingTransaction ?? Transaction()
      pendingTransaction = nil
      let writes = deferredWrites
      deferredWrites.removeAll()
      Update.outside { for write in writes { write() } }

      while !dirtyNodes.isEmpty {
        let batch = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll()
        for node in batch where node.isDirty && node.isMounted {
          Transaction.with(transaction) { Update.perform(for: nil) { node.evaluate() } }
        }
      }
      tearDownRemovedNodes()
      syncSubviews()
      preferenceObservers.removeAll { !$0.deliverIfChanged(pass: frame) }
      let actions = pendingActions
      pendingActions.removeAll()
      Update.outside { for action in actions { action() } }
    }
    flushScheduled = hasPendingWork && flushScheduled
    transaction = Transaction()
  }

  /// Ends every identity in the tree, as SwiftUI does when its host goes away (docs/Behaviour.md,
  /// "Dismantle once, when the identity ends"): each
  /// representable is dismantled once and each `onDisappear` runs, and the graph keeps no node.
  ///
  /// NB: It never touches ``hostView``, which may be deinitializing.
  package func tearDownAll() {
    dirtyNodes.removeAll()
    pendingActions.removeAll()
    deferredWrites.removeAll()
    root?.unmount()
    root = nil
    tearDownRemovedNodes()
    let actions = pendingActions
    pendingActions.removeAll()
    Update.outside { for action in actions { action() } }
    dirtyNodes.removeAll()
    deferredWrites.removeAll()
    containersToSync.removeAll()
    preferenceObservers.removeAll()
  }

  private func tearDownRemovedNodes() {
    while !removedNodes.isEmpty {
      let nodes = removedNodes
      removedNodes.removeAll()
      for node in nodes { node.tearDown() }
    }
  }

  /// Gives the containers waiting for it their subviews now, in the middle of a layout: what
  /// a lazy stack does with the rows it built before it places them.
  package func syncSubviewsNow() {
    syncSubviews()
  }

  private func syncSubviews() {
    let containers = containersToSync
    containersToSync.removeAll()
    for container in containers.values {
      if let container {
        guard container.isMounted, let view = container.layout?.hostView else { continue }
        Self.sync(view, to: container.hostedViews)
      } else if let root {
        Self.sync(hostView, to: root.hostViews)
      }
    }
  }

  /// Makes `view`'s managed subviews exactly `desired`, in order, in front of any views it
  /// manages itself.
  ///
  /// NB: Written as loops: closures made on the main actor are checked for isolation at every
  /// call, and a list of 10,000 rows syncs 20,000 views at once.
  private static func sync(_ view: UIView, to desired: [UIView]) {
    var managed: [UIView] = []
    for subview in view.subviews where subview.isManagedByGraph { managed.append(subview) }
    if managed.count == desired.count {
      var index = 0
      while index < managed.count, managed[index] === desired[index] { index += 1 }
      if index == managed.count { return }
    }
    if !managed.isEmpty {
      var keep = Set<ObjectIdentifier>(minimumCapacity: desired.count)
      for subview in desired { keep.insert(ObjectIdentifier(subview)) }
      for subview in managed where !keep.contains(ObjectIdentifier(subview)) {
        subview.removeFromSuperview()
      }
    }
    for index in desired.indices {
      let subview = desired[index]
      subview.isManagedByGraph = true
      // NB: Position by index, not `firstIndex(of:)`, which made syncing n subviews O(n²).
      if subview.superview !== view || index >= view.subviews.count || view.subviews[index] !== subview {
        view.insertSubview(subview, at: index)
      }
    }
  }

  // MARK: - Layout

  /// Measures and places the tree in `bounds` of the host view, centring it as SwiftUI centres a
  /// hosting controller's content.
  package func layout(in bounds: CGRect) {
    guard let root else { return }
    needsLayout = false
    if let laidOutBounds, laidOutBounds.size != bounds.size { containerSizeDidChange(in: nil) }
    resolveDirtyLayouts()
    guard rootNeedsLayout || bounds != laidOutBounds else { return }
    rootNeedsLayout = false
    laidOutBounds = bounds
    let children = root.laysOut ? [root] : root.layoutChildren
    let proposal = ProposedViewSize(bounds.size)
    let size = StackLayout.vertical.sizeThatFits(proposal, children: children)
    let origin = CGPoint(
      x: bounds.minX + ((bounds.width - size.width) / 2).rounded(.down),
      y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down))
    StackLayout.vertical.place(children, in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  /// The size the tree wants for `proposal`.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    guard let root else { return .zero }
    resolveDirtyLayouts()
    let children = root.laysOut ? [root] : root.layoutChildren
    return StackLayout.vertical.sizeThatFits(proposal, children: children)
  }
}
