import Foundation

/// What the runtime needs from a representable, for UIKit views and view controllers alike.
@MainActor
package protocol PlatformRepresentation {
  associatedtype Representable: View
  associatedtype Platform: AnyObject
  associatedtype Coordinator
  associatedtype Context

  /// The plural name in the value-type precondition's message.
  static var kind: String { get }
  static func makeCoordinator(_ representable: Representable) -> Coordinator
  static func makeContext(coordinator: Coordinator, transaction: Transaction, environment: EnvironmentValues) -> Context
  static func make(_ representable: Representable, context: Context) -> Platform
  static func update(_ representable: Representable, _ platform: Platform, context: Context)
  static func dismantle(_ platform: Platform, coordinator: Coordinator)
  static func sizeThatFits(_ representable: Representable, _ proposal: ProposedViewSize, _ platform: Platform, context: Context) -> CGSize?
  /// The view the host shows.
  static func view(of platform: Platform) -> UIView
  /// Called after the host entered or left a window.
  static func hostDidMoveToWindow(_ platform: Platform, host: UIView)
  /// Called before and after the user's dismantle, around dropping the platform object.
  static func willDismantle(_ platform: Platform)
  static func didDismantle(_ platform: Platform)
  /// Whether a lazy container may hand the platform object and coordinator of a row that left
  /// the screen to a row coming on screen (``ReusableUIViewRepresentable``).
  static var isReusable: Bool { get }
  /// Prepares a platform object and coordinator that showed another row for this one.
  static func reset(_ platform: Platform, coordinator: Coordinator)
}

extension PlatformRepresentation {
  package static func hostDidMoveToWindow(_ platform: Platform, host: UIView) {}
  package static func willDismantle(_ platform: Platform) {}
  package static func didDismantle(_ platform: Platform) {}
  package static var isReusable: Bool { false }
  package static func reset(_ platform: Platform, coordinator: Coordinator) {}
}

/// What a representable's node keeps: the coordinator, the UIKit object, and the host view.
///
/// One mechanism runs both kinds of representable through SwiftUI's lifecycle
/// (docs/Behaviour.md, "Representable lifecycle"):
/// `makeCoordinator`, make and update in one pass, updates only when an input changed (the
/// graph decides), `sizeThatFits` before the default sizing, and dismantle exactly once when the
/// identity ends, after which both references are dropped. In a row of a lazy container that
/// leaves the screen, the identity lives on but the UIKit object goes, as in SwiftUI: it is
/// dismantled, or for a reusable representable handed to the container's pool, from which a row
/// coming on screen takes it, resets it and updates it instead of making another.
@MainActor
package final class RepresentableHost<Representation: PlatformRepresentation>: RepresentableSizing,
  OffscreenObserving
{
  private(set) var coordinator: Representation.Coordinator?
  private(set) var platform: Representation.Platform?
  let layout = PlatformViewLayout()
  // NB: Through the node's handle, not `weak`: a weak reference would give the node a side table,
  // which slows every retain and release of it.
  @Unretained private var node: ViewNode?
  private static var name: String { String(describing: Representation.Representable.self) }

  private init(node: ViewNode) {
    self.node = node
    layout.sizing = self
    layout.host.windowDidChange = { [weak self] _ in
      guard let self, let platform = self.platform else { return }
      Representation.hostDidMoveToWindow(platform, host: self.layout.host)
    }
    node.teardownActions.append { [weak self] in self?.dismantle() }
  }

  /// Updates `node`, which shows `representable`, creating its host the first time.
  package static func update(_ node: ViewNode, with representable: Representation.Representable) {
    let host = node.primitiveState as? Self ?? {
      precondition(
        !(Representation.Representable.self is AnyClass),
        "\(Representation.kind) must be value types: \(Representation.Representable.self)")
      let host = Self(node: node)
      node.primitiveState = host
      node.layout = host.layout
      return host
    }()
    host.update(with: representable, node: node)
  }

  private func update(with representable: Representation.Representable, node: ViewNode) {
    let trace = node.graph.trace
    var reason = node.updateReason ?? "unknown"
    node.tracking {
      node.installDynamicProperties(of: representable)
      if platform == nil, coordinator == nil, Representation.isReusable, let reused = takeReusable(for: node) {
        trace?.record(.reset(Self.name))
        Update.perform(for: nil) { Representation.reset(reused.platform, coordinator: reused.coordinator) }
        coordinator = reused.coordinator
        platform = reused.platform
        host(Representation.view(of: reused.platform), node: node)
        reason = "reuse"
      }
      if coordinator == nil {
        trace?.record(.makeCoordinator(Self.name))
        coordinator = Representation.makeCoordinator(representable)
      }
      let context = makeContext(node: node, transaction: node.transaction, tracked: true)
      if platform == nil {
        trace?.record(.make(Self.name))
        node.graph.storedCounters.representableMakes += 1
        let made = Representation.make(representable, context: context)
        platform = made
        host(Representation.view(of: made), node: node)
        reason = "make"
      }
      trace?.record(.update(Self.name, reason: reason))
      if let platform {
        node.graph.storedCounters.representableUpdates += 1
        Representation.update(representable, platform, context: context)
      }
    }
    layout.invalidateSizes()
    layout.hostView?.setNeedsLayout()
  }

  /// A platform object and coordinator of this type that a row which left the screen gave the
  /// lazy container around `node`, if there is one.
  private func takeReusable(
    for node: ViewNode
  ) -> (platform: Representation.Platform, coordinator: Representation.Coordinator)? {
    guard let pool = node.enclosingReusePool,
      let entry = pool.take(Representation.Representable.self)
    else { return nil }
    return (entry.platform as! Representation.Platform, entry.coordinator as! Representation.Coordinator)
  }

  // MARK: - Leaving the screen

  /// The row left a lazy container's screen: the UIKit object goes, into `pool` when another
  /// row may reuse it.
  package func nodeDidLeaveScreen(_ node: ViewNode, pool: RepresentableReusePool) {
    guard let platform, let coordinator else { return }
    guard Representation.isReusable else { return dismantle() }
    Representation.view(of: platform).intrinsicContentSizeDidChange = nil
    layout.unhost()
    self.platform = nil
    self.coordinator = nil
    let trace = node.graph.trace
    pool.put(platform, coordinator: coordinator, of: Representation.Representable.self) { [weak trace] in
      trace?.record(.dismantle(Self.name))
      Self.dismantle(platform, coordinator: coordinator)
    }
  }

  /// The row comes back: the next update makes the UIKit object again, or reuses one.
  package func nodeWillReturnToScreen(_ node: ViewNode) {
    node.invalidate(reason: "appear")
  }

  private func host(_ view: UIView, node: ViewNode) {
    layout.host(view)
    // NB: `invalidateIntrinsicContentSize()` on the hosted view makes SwiftUI measure again.
    view.intrinsicContentSizeDidChange = { [weak node, weak layout] in
      layout?.invalidateSizes()
      node?.invalidateLayout()
      node?.graph.requestFlush()
    }
  }

  private func makeContext(node: ViewNode, transaction: Transaction, tracked: Bool) -> Representation.Context {
    Representation.makeContext(
      coordinator: coordinator!, transaction: transaction,
      environment: tracked ? node.trackedEnvironment : node.environment)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
    guard let node, let platform, coordinator != nil,
      let representable = node.view as? Representation.Representable
    else { return nil }
    // NB: Inside sizeThatFits the context carries an empty transaction, as SwiftUI's does.
    let context = makeContext(node: node, transaction: Transaction(), tracked: false)
    let size = Update.perform(for: nil) {
      Representation.sizeThatFits(representable, proposal, platform, context: context)
    }
    node.graph.trace?.record(.sizeThatFits(Self.name, proposal: proposal, result: size))
    return size
  }

  private func dismantle() {
    guard let platform, let coordinator else { return }
    node?.graph.trace?.record(.dismantle(Self.name))
    Self.dismantle(platform, coordinator: coordinator) {
      Representation.view(of: platform).intrinsicContentSizeDidChange = nil
      layout.unhost()
    }
    self.platform = nil
    self.coordinator = nil
  }

  /// Runs the user's dismantle, with the runtime's own work around it; `removeView` takes the
  /// UIKit view out of its host, between the two.
  private static func dismantle(
    _ platform: Representation.Platform, coordinator: Representation.Coordinator,
    removingView removeView: () -> Void = {}
  ) {
    Representation.willDismantle(platform)
    Update.perform(for: nil) { Representation.dismantle(platform, coordinator: coordinator) }
    removeView()
    Representation.didDismantle(platform)
  }
}
