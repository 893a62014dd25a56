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
}

extension PlatformRepresentation {
  package static func hostDidMoveToWindow(_ platform: Platform, host: UIView) {}
  package static func willDismantle(_ platform: Platform) {}
  package static func didDismantle(_ platform: Platform) {}
}

/// What a representable's node keeps: the coordinator, the UIKit object, and the host view.
///
/// One mechanism runs both kinds of representable through SwiftUI's lifecycle
/// (docs/Behaviour.md, "Representable lifecycle"):
/// `makeCoordinator`, make and update in one pass, updates only when an input changed (the
/// graph decides), `sizeThatFits` before the default sizing, and dismantle exactly once when the
/// identity ends, after which both references are dropped.
@MainActor
package final class RepresentableHost<Representation: PlatformRepresentation>: RepresentableSizing {
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
    let reason = node.updateReason
    node.tracking {
      node.installDynamicProperties(of: representable)
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
        trace?.record(.update(Self.name, reason: "make"))
      } else {
        trace?.record(.update(Self.name, reason: reason ?? "unknown"))
      }
      if let platform {
node.graph.storedCounters.representableUpdates += 1
                Representation.update(representable, platform, context: context)
      }
    }
    layout.invalidateSizes()
    layout.hostView?.setNeedsLayout()
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
    Representation.willDismantle(platform)
    Update.perform(for: nil) { Representation.dismantle(platform, coordinator: coordinator) }
    Representation.view(of: platform).intrinsicContentSizeDidChange = nil
    layout.unhost()
    Representation.didDismantle(platform)
    self.platform = nil
    self.coordinator = nil
  }
}
