import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
///
/// ```swift
/// struct ThirdPartyViewRepresentable: UIViewRepresentable {
///   var shouldAdd: Bool
///
///   func makeUIView(context: Context) -> ThirdPartyUIView {
///     ThirdPartyUIView()
///   }
///
///   func updateUIView(_ uiView: ThirdPartyUIView, context: Context) {
///     uiView.shouldAdd = shouldAdd
///   }
/// }
/// ```
///
/// The lifecycle is SwiftUI's: `makeCoordinator`, `makeUIView` and `updateUIView` run in that
/// order in one update, once per identity for the first two. `updateUIView` runs again only when
/// an input changed: a field of the representable (closures always count as changed), a dynamic
/// property it holds, an environment value read through `context.environment`, or an
/// `@Observable` property read in `makeUIView` or `updateUIView`. When the identity ends,
/// `dismantleUIView` runs once and every reference to the view and coordinator is dropped.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context a representable's methods receive.
  typealias Context = UIViewRepresentableContext<Self>

  /// Creates the view object and configures its initial state.
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Updates the state of the specified view with new information from SwiftUI.
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface.
  func makeCoordinator() -> Self.Coordinator
  /// Given a proposed size, returns the preferred size of the composite view; `nil` uses the
  /// default sizing from the view's intrinsic content size and priorities.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    nil
  }

  /// Representables have no body; the runtime hosts their UIKit view instead.
  public var body: Never {
    fatalError("\(Self.self) is a UIViewRepresentable; its body is never called")
  }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
///
/// The runtime creates contexts; you don't create them yourself.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction.
  public var transaction: Transaction
  /// The current environment. Values read here are tracked: changing them updates the view.
  public var environment: EnvironmentValues

  package init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.transaction = transaction
    self.environment = environment
  }

  /// Animates changes using the animation in the current transaction.
  ///
  /// A terminal shows the end state at once, so `changes` runs immediately and then
  /// `completion`, as SwiftUI does when the transaction has no animation.
  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}

extension UIViewRepresentable {
  /// Updates the node that hosts this representable.
  package func updateRepresentable(_ node: ViewNode) {
    let host = node.primitiveState as? RepresentableHost<Self> ?? {
      precondition(!(Self.self is AnyClass), "UIViewRepresentables must be value types: \(Self.self)")
      let host = RepresentableHost<Self>(node: node)
      node.primitiveState = host
      node.layout = host.layout
      return host
    }()
    host.update(with: self, node: node)
  }
}

/// What a representable's node keeps: the coordinator, the UIKit view, and its host view.
@MainActor
package final class RepresentableHost<Representable: UIViewRepresentable>: RepresentableSizing {
  private(set) var coordinator: Representable.Coordinator?
  private(set) var uiView: Representable.UIViewType?
  let layout: PlatformViewLayout
  private weak var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
    layout = PlatformViewLayout()
    layout.sizing = self
    node.teardownActions.append { [weak self] in self?.dismantle() }
  }

  func update(with representable: Representable, node: ViewNode) {
    let trace = node.graph.trace
    let name = String(describing: Representable.self)
    let reason = node.updateReason
    node.tracking {
      node.installDynamicProperties(of: representable)
      if coordinator == nil {
        trace?.record(.makeCoordinator(name))
        coordinator = representable.makeCoordinator()
      }
      let context = makeContext(node: node, transaction: node.transaction, tracked: true)
      if uiView == nil {
        trace?.record(.make(name))
        let view = representable.makeUIView(context: context)
        uiView = view
        layout.host(view)
        view.intrinsicContentSizeDidChange = { [weak node, weak layout] in
          layout?.invalidateSizes()
          node?.invalidateLayout()
          node?.graph.needsUpdateHandler()
        }
        trace?.record(.update(name, reason: "make"))
      } else {
        trace?.record(.update(name, reason: reason ?? "unknown"))
      }
      if let uiView {
        representable.updateUIView(uiView, context: context)
      }
    }
    layout.invalidateSizes()
    layout.hostView?.setNeedsLayout()
  }

  private func makeContext(node: ViewNode, transaction: Transaction, tracked: Bool) -> Representable.Context {
    UIViewRepresentableContext(
      coordinator: coordinator!, transaction: transaction,
      environment: tracked ? node.trackedEnvironment : node.environment)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
    guard let node, let uiView, let representable = node.view as? Representable, coordinator != nil else { return nil }
    let context = makeContext(node: node, transaction: Transaction(), tracked: false)
    let size = Update.perform(for: nil) { representable.sizeThatFits(proposal, uiView: uiView, context: context) }
    node.graph.trace?.record(
      .sizeThatFits(String(describing: Representable.self), proposal: proposal, result: size))
    return size
  }

  private func dismantle() {
    guard let uiView, let coordinator else { return }
    node?.graph.trace?.record(.dismantle(String(describing: Representable.self)))
    Update.perform(for: nil) { Representable.dismantleUIView(uiView, coordinator: coordinator) }
    uiView.intrinsicContentSizeDidChange = nil
    layout.unhost()
    self.uiView = nil
    self.coordinator = nil
  }
}
