import Foundation

/// A view that represents a UIKit view controller.
///
/// The lifecycle matches `UIViewRepresentable`'s. In addition, when the representable's host
/// enters a window, the controller becomes a child of the nearest containing view controller
/// (usually the `UIHostingController`), so it receives UIKit's appearance callbacks.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController
  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void
  /// The context a representable's methods receive.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Creates the view controller object and configures its initial state.
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  /// Updates the state of the specified view controller with new information from SwiftUI.
  func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view controller
  /// to other parts of your SwiftUI interface.
  func makeCoordinator() -> Self.Coordinator
  /// Given a proposed size, returns the preferred size of the composite view; `nil` uses the
  /// default sizing, where a positive `preferredContentSize` overrides the ideal size.
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? {
    nil
  }

  /// Representables have no body; the runtime hosts their view controller's view instead.
  public var body: Never {
    fatalError("\(Self.self) is a UIViewControllerRepresentable; its body is never called")
  }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The view controller's associated coordinator.
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

  /// Animates changes using the animation in the current transaction; in a terminal, at once.
  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}

extension UIViewControllerRepresentable {
  package func updateRepresentable(_ node: ViewNode) {
    let host = node.primitiveState as? ControllerRepresentableHost<Self> ?? {
      precondition(!(Self.self is AnyClass), "UIViewControllerRepresentables must be value types: \(Self.self)")
      let host = ControllerRepresentableHost<Self>(node: node)
      node.primitiveState = host
      node.layout = host.layout
      return host
    }()
    host.update(with: self, node: node)
  }
}

/// What a view controller representable's node keeps.
@MainActor
package final class ControllerRepresentableHost<Representable: UIViewControllerRepresentable>: RepresentableSizing {
  private(set) var coordinator: Representable.Coordinator?
  private(set) var controller: Representable.UIViewControllerType?
  let layout: PlatformViewLayout
  private weak var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
    layout = PlatformViewLayout()
    layout.sizing = self
    layout.host.windowDidChange = { [weak self] window in self?.windowDidChange(window) }
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
      if controller == nil {
        trace?.record(.make(name))
        let controller = representable.makeUIViewController(context: context)
        self.controller = controller
        layout.host(controller.view)
        trace?.record(.update(name, reason: "make"))
      } else {
        trace?.record(.update(name, reason: reason ?? "unknown"))
      }
      if let controller {
        representable.updateUIViewController(controller, context: context)
      }
    }
    layout.invalidateSizes()
    layout.hostView?.setNeedsLayout()
  }

  private func makeContext(node: ViewNode, transaction: Transaction, tracked: Bool) -> Representable.Context {
    UIViewControllerRepresentableContext(
      coordinator: coordinator!, transaction: transaction,
      environment: tracked ? node.trackedEnvironment : node.environment)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
    guard let node, let controller, let representable = node.view as? Representable, coordinator != nil else { return nil }
    let context = makeContext(node: node, transaction: Transaction(), tracked: false)
    var size = Update.perform(for: nil) {
      representable.sizeThatFits(proposal, uiViewController: controller, context: context)
    }
    if size == nil {
      let preferred = controller.preferredContentSize
      if preferred.width > 0 || preferred.height > 0 {
        size = CGSize(
          width: preferred.width > 0 ? preferred.width : (proposal.width ?? 0),
          height: preferred.height > 0 ? preferred.height : (proposal.height ?? 0))
      }
    }
    node.graph.trace?.record(.sizeThatFits(String(describing: Representable.self), proposal: proposal, result: size))
    return size
  }

  /// Joins the nearest containing view controller as a child when the host enters a window
  /// (B16), and leaves it when the host leaves.
  private func windowDidChange(_ window: UIWindow?) {
    guard let controller else { return }
    if window != nil, controller.parent == nil, let parent = containingController() {
      parent.addChild(controller)
      controller.didMove(toParent: parent)
    }
  }

  private func containingController() -> UIViewController? {
    var responder: UIResponder? = layout.host.superview
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }

  private func dismantle() {
    guard let controller, let coordinator else { return }
    node?.graph.trace?.record(.dismantle(String(describing: Representable.self)))
    Update.perform(for: nil) { Representable.dismantleUIViewController(controller, coordinator: coordinator) }
    if controller.parent != nil { controller.willMove(toParent: nil) }
    layout.unhost()
    controller.removeFromParent()
    self.controller = nil
    self.coordinator = nil
  }
}
