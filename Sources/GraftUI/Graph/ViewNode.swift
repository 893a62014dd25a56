import Foundation
import Observation

/// One view in the expanded tree: the persistent home of a view's identity.
///
/// A node keeps what must outlive the view values that describe it: the storage of its
/// `@State` and `@StateObject` properties, the environment it received, what its body read last
/// time, its children, and — for views that draw — the layout that owns a UIKit view. Each update
/// hands the node a fresh view value; the node decides whether anything it depends on changed,
/// and re-runs the body only then.
@MainActor
package final class ViewNode {
  package unowned let graph: ViewGraph
  // NB: Fields that nothing outside GraftUI reads are internal, not package, so that the
  // compiler drops their run-time exclusivity checks (ARCHITECTURE.md, Conventions).
  /// The node whose child this is; `nil` for the root and once the node is torn down.
  ///
  /// NB: `unowned`, not `weak`: a parent owns its children and outlives them until both are
  /// torn down, and a weak reference would give every parent a side table, which makes every
  /// retain and release of it slow.
  private(set) unowned var parent: ViewNode?
  package var children: [ViewNode] { storedChildren }
  /// ``children``, in storage only this file sees and changed only through
  /// ``changeChildren(_:)`` (ARCHITECTURE.md, Conventions).
  private var storedChildren: [ViewNode] = []
  /// The latest view value this node shows.
  package internal(set) var view: any View
  /// The identity given by `.id(_:)` or `ForEach`, refining the structural one.
  package var explicitID: AnyHashable? {
    if rowIndex >= 0, let rows = parent?.primitiveState as? any IdentifiedRows { return rows.id(at: Int(rowIndex)) }
    return extras?.explicitID
  }
  /// The distance from the root, so dirty nodes update parents first.
  package var depth: Int { Int(storedDepth) }
  /// The environment this node received from its parent, without read tracking: a body's reads
  /// are tracked through ``trackedEnvironment``.
  var environment: EnvironmentValues {
    get { receivedEnvironment.environment }
    set { receivedEnvironment = newValue.values }
  }
  /// ``environment``, in one word.
  private var receivedEnvironment: EnvironmentValues.Values
  /// The layout of a node that lays itself out, with what it keeps between layout passes; `nil`
  /// for a node that only groups children.
  package var layout: (any NodeLayout)? {
    get { storedLayout }
    set {
      let hadLayout = storedLayout != nil
      hostsView = newValue?.hostView != nil
      storedLayout = newValue
      if hadLayout != (newValue != nil) { parent?.forgetLayoutChildren() }
    }
  }
  /// ``layout``, in storage only this module sees (see the note at the top).
  private(set) var storedLayout: (any NodeLayout)?
  /// Whether the node lays itself out, rather than only grouping children.
  package var laysOut: Bool { storedLayout != nil }
  /// ``layoutChildren``, kept until the children below change.
  var cachedLayoutChildren: [ViewNode]?
  /// Whatever a primitive view keeps between updates, such as a representable's coordinator.
  package var primitiveState: AnyObject?
  /// The node's ``handle``, once something asked for it.
  var storedHandle: NodeHandle?
  /// How the node's view is evaluated; its type never changes.
  private let evaluation: Evaluation
  /// Work to run when this node's identity ends, such as `onDisappear` or `dismantleUIView`.
  package var teardownActions: [() -> Void] {
    get { extras?.teardownActions ?? [] }
    set { extras(makingIf: !newValue.isEmpty)?.teardownActions = newValue }
  }
  /// What few nodes need, made the first time one does (see ``Extras``).
  private var extras: Extras?
  /// The drawing order `.zIndex(_:)` gives this node among its siblings; 0 for most.
  package var zIndex: Double {
    get { extras?.zIndex ?? 0 }
    set { extras(makingIf: newValue != 0)?.zIndex = newValue }
  }

  private(set) var isDirty = false
  /// Why the node is being evaluated: the input that changed, for the lifecycle trace.
  package private(set) var updateReason: String? {
    get { extras?.updateReason }
    set { extras(makingIf: newValue != nil)?.updateReason = newValue }
  }
  package private(set) var isMounted = true
  /// Whether the node's layout owns a UIKit view, kept beside the layout so that walks over
  /// many nodes (the subviews a container must hold) read one field of the node.
  private(set) var hostsView = false
  /// Whether the node's first evaluation has finished: until then it is being built, inside a
  /// subtree whose container was already told to sync its subviews.
  private(set) var hasEvaluated = false
  /// ``depth``, in 32 bits: with the flags above it fills one 8-byte word of every node.
  private let storedDepth: Int32

  /// The storage of the view's dynamic properties (see ViewNode+DynamicProperties.swift).
  var storage = PropertyStorage.none
  /// The state storage the body read, by identity.
  private var dependencies = IdentitySet<AnyObject>()
  /// What the body read from the environment, made when it first reads something: most nodes
  /// never do.
  private var storedEnvironmentTracker: EnvironmentTracker? { extras?.environmentTracker }
  package var environmentTracker: EnvironmentTracker {
    if let existing = storedEnvironmentTracker { return existing }
    let made = EnvironmentTracker()
    extras(makingIf: true)?.environmentTracker = made
    return made
  }

  /// What few nodes need, kept apart so that the others carry one pointer for all of it: an
  /// explicit identity (a `ForEach` row, `.id(_:)`), teardown work, the environment the body
  /// read, and why a node is being evaluated.
  private final class Extras {
    var explicitID: AnyHashable?
    var teardownActions: [() -> Void] = []
    var updateReason: String?
    var environmentTracker: EnvironmentTracker?
    var zIndex: Double = 0
  }

  /// ``Extras``, made first when `needed`: storing a field's default never makes them.
  private func extras(makingIf needed: Bool) -> Extras? {
    if let extras { return extras }
    guard needed else { return nil }
    let made = Extras()
    extras = made
    return made
  }
  /// Counts evaluations, so that an observation change reported late, for an evaluation that
  /// was already replaced, is ignored.
  private var observationGeneration: UInt32 = 0
  /// This node's position among the rows of the `ForEach` that is its parent, which keeps the
  /// rows' ids; -1 for a node that is not a row. A row's id is kept once, in the `ForEach`, not
  /// again in every row.
  var rowIndex: Int32 = -1
  /// The proposal the parent measured this node with when it last placed it: what the node
  /// shares out among its children.
  package var placedProposal: ProposedViewSize? { storedLayout?.placedProposal }

  package init(
    graph: ViewGraph, parent: ViewNode?, view: any View, environment: EnvironmentValues,
    explicitID: AnyHashable?
  ) {
    self.graph = graph
    self.parent = parent
    self.view = view
    self.receivedEnvironment = environment.values
    self.evaluation = Evaluation.of(type(of: view))
    self.storedDepth = (parent?.storedDepth ?? -1) + 1
    extras(makingIf: explicitID != nil)?.explicitID = explicitID
    graph.storedNodeCount += 1
  }

  deinit {
    Self.release(storedHandle)
  }

  // MARK: - Updating

  /// Whether a view value of this type and identity can update this node in place.
  package func canUpdate(to view: any View, id: AnyHashable?) -> Bool {
    type(of: view) == type(of: self.view) && id == explicitID
  }

  /// Gives the node a new view value and environment, re-evaluating only if an input changed.
  package func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    let environmentChanged = !newEnvironment.isIdentical(to: environment)
    environment = newEnvironment
    let viewChanged = !ViewComparison.areEqual(view, newView)
    let oldView = view
    if RuntimeIssues.reportsDiscardedStateInstances {
      ViewComparison.checkDiscardedState(old: oldView, new: newView)
    }
    view = newView
    let environmentDependencyChanged =
      environmentChanged && (evaluation.isPrimitive || storedEnvironmentTracker?.hasChanges(in: newEnvironment) == true)
    if viewChanged || isDirty || environmentDependencyChanged {
      if graph.trace != nil {
        if viewChanged {
          updateReason = "value: " + ViewComparison.differingFields(oldView, newView).joined(separator: ", ")
        } else if !isDirty {
          updateReason = "environment"
        }
      }
      evaluate()
    } else if environmentChanged {
      graph.storedCounters.cutoffs += 1
      // NB: Nothing this body read changed, but descendants may read what did.
      for child in children { child.update(to: child.view, environment: newEnvironment) }
    } else {
      graph.storedCounters.cutoffs += 1
    }
  }

  /// Re-runs the body, or the primitive's update, unconditionally.
  package func evaluate() {
    defer {
      updateReason = nil
      hasEvaluated = true
    }
    isDirty = false
    graph.storedCounters.evaluations += 1
    // NB: A node that only groups children has no layout of its own: its children invalidate
    // themselves when they change, and a change of its children list invalidates its container.
    if let layout, layout.isInvalidatedByEveryUpdate { invalidateLayout() }
    clearDependencies()
    storedEnvironmentTracker?.reset()
    observationGeneration &+= 1
    switch evaluation.kind {
    case .primitive(let type): Update.perform(for: nil) { updatePrimitive(type) }
    case .viewRepresentable(let type): updateRepresentable(type)
    case .viewControllerRepresentable(let type): updateRepresentable(type)
    case .body:
      graph.storedCounters.bodies += 1
      graph.trace?.record(.body(ViewComparison.typeName(of: view)))
      evaluateComposite(properties: view) { makeBody(of: view) }
    }
  }

  // NB: Casting to a concrete type is a comparison of types; casting to a protocol, as finding
  // the kind of view would take, is a conformance lookup. So the kind is found once per type.
  private func updatePrimitive<Primitive: PrimitiveView>(_: Primitive.Type) {
    (view as! Primitive).update(self)
  }

  private func updateRepresentable<Representable: UIViewRepresentable>(_: Representable.Type) {
    (view as! Representable).updateRepresentable(self)
  }

  private func updateRepresentable<Representable: UIViewControllerRepresentable>(_: Representable.Type) {
    (view as! Representable).updateRepresentable(self)
  }

  /// Runs a body the way SwiftUI runs one: with the dynamic properties of `properties`
  /// installed and reads recorded as dependencies, then reconciles the result as this node's
  /// single child.
  package func evaluateComposite(properties: Any, body makeBody: () -> any View) {
    let body = tracking {
      installDynamicProperties(of: properties)
      return makeBody()
    }
    updateChild(at: 0, with: body, environment: environment)
    trimChildren(to: 1)
  }

  /// Runs user code on behalf of this node: reads of state, the environment and `@Observable`
  /// properties become this node's dependencies.
  ///
  /// Children are reconciled outside this scope, so a child's reads never count as its
  /// parent's.
  package func tracking<Result>(_ body: () -> Result) -> Result {
    let generation = observationGeneration
    let handle = self.handle
    return Update.perform(for: self) {
      withObservationTracking(body) { Self.observationChanged(handle, generation: generation) }
    }
  }

  private func makeBody<V: View>(of view: V) -> any View {
    view.body
  }

  /// The environment as this node's body sees it: reads are recorded as dependencies.
  package var trackedEnvironment: EnvironmentValues {
    var environment = self.environment
    environment.tracker = environmentTracker
    return environment
  }

  // MARK: - Invalidation

  /// Marks the node as needing its body run again in the next flush.
  package func invalidate(transaction: Transaction = Transaction.current, reason: String = "state") {
    guard isMounted, !isDirty else { return }
    isDirty = true
    updateReason = reason
    graph.scheduleUpdate(of: self, transaction: transaction)
  }

  /// Carries an observation change from whatever thread made it to the node, on the main actor.
  nonisolated private static func observationChanged(_ handle: NodeHandle, generation: UInt32) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { handle.node?.observationChanged(generation: generation) }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { handle.node?.observationChanged(generation: generation) } }
    }
  }

  private func observationChanged(generation: UInt32) {
    if Update.isUpdating {
      // NB: An `@Observable` property written during a view update (in a body, a
      // representable's update, sizeThatFits or dismantle) is treated as a `@State` write:
      // Apple's warning, and the readers update in the next pass, after this update. So the
      // write is shown, and two bodies that keep writing what the other reads are cut after
      // the graph's pass limit instead of spinning within one pass. A change this node's own
      // body makes to what it read last time arrives through last time's tracking.
      guard generation == observationGeneration || Update.currentNode === self else { return }
      RuntimeIssues.report("Modifying state during view update, this will cause undefined behavior.")
      graph.deferAfterUpdate { [handle] in handle.node?.invalidate(reason: "observable") }
      return
    }
    guard generation == observationGeneration else { return }
    invalidate(reason: "observable")
  }

  /// Changes ``children`` through `change`, which must only change the array it is given.
  ///
  /// NB: The array is taken out of the node while it changes, so that no access to the storage
  /// lasts across a call (ARCHITECTURE.md, Conventions).
  @inline(__always)
  func changeChildren<Result>(_ change: (inout [ViewNode]) -> Result) -> Result {
    var children: [ViewNode] = []
    swap(&children, &storedChildren)
    defer {
      swap(&children, &storedChildren)
      forgetLayoutChildren()
    }
    return change(&children)
  }

  // MARK: - Dependencies

  // NB: The set is changed out of place, so that no access to it lasts across a call
  // (ARCHITECTURE.md, Conventions).

  package func recordDependency(_ storage: any StateStorage) {
    var dependencies = IdentitySet<AnyObject>()
    swap(&dependencies, &self.dependencies)
    dependencies.insert(storage)
    swap(&dependencies, &self.dependencies)
  }

  private func clearDependencies() {
    // NB: Most nodes read no state; one look at the set then does for two.
    guard !dependencies.isEmpty else { return }
    var dependencies = IdentitySet<AnyObject>()
    swap(&dependencies, &self.dependencies)
    for dependency in dependencies {
      (dependency as? any ReaderTracking)?.removeReader(self)
    }
    dependencies.removeAll()
    swap(&dependencies, &self.dependencies)
  }

  // MARK: - Removal

  /// Ends this node's identity: it leaves the tree now and is torn down at the end of the pass.
  package func unmount() {
    guard isMounted else { return }
    isMounted = false
    for child in children { child.unmount() }
    (primitiveState as? any LazyRowSource)?.unmountRowsAway()
    clearDependencies()
    graph.scheduleTeardown(self)
  }

  /// Runs the node's teardown actions and releases its storage.
  package func tearDown() {
    let actions = extras?.teardownActions ?? []
    extras?.teardownActions.removeAll()
    for action in actions { action() }
    storage = .none
    primitiveState = nil
    layout = nil
    parent = nil
    graph.storedNodeCount -= 1
  }
}

/// Storage that remembers its readers and can forget one.
@MainActor
package protocol ReaderTracking: AnyObject {
  func removeReader(_ node: ViewNode)
}

extension StoredLocation: ReaderTracking {}
