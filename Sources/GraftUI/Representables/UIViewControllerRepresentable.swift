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
  /// Updates the node that hosts this representable.
  package func updateRepresentable(_ node: ViewNode) {
    RepresentableHost<ControllerRepresentation<Self>>.update(node, with: self)
  }
}

/// How the runtime drives a `UIViewControllerRepresentable`.
@MainActor
package enum ControllerRepresentation<Representable: UIViewControllerRepresentable>: PlatformRepresentation {
  package static var kind: String { "UIViewControllerRepresentables" }

  package static func makeCoordinator(_ representable: Representable) -> Representable.Coordinator {
    representable.makeCoordinator()
  }

  package static func makeContext(
    coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues
  ) -> Representable.Context {
    UIViewControllerRepresentableContext(coordinator: coordinator, transaction: transaction, environment: environment)
  }

  package static func make(
    _ representable: Representable, context: Representable.Context
  ) -> Representable.UIViewControllerType {
    representable.makeUIViewController(context: context)
  }

  package static func update(
    _ representable: Representable, _ platform: Representable.UIViewControllerType,
    context: Representable.Context
  ) {
    representable.updateUIViewController(platform, context: context)
  }

  package static func dismantle(
    _ platform: Representable.UIViewControllerType, coordinator: Representable.Coordinator
  ) {
    Representable.dismantleUIViewController(platform, coordinator: coordinator)
  }

  /// The representable's answer, else a positive `preferredContentSize` as the ideal size
  /// (docs/Behaviour.md, "Default sizing from the intrinsic size").
  package static func sizeThatFits(
    _ representable: Representable, _ proposal: ProposedViewSize,
    _ platform: Representable.UIViewControllerType, context: Representable.Context
  ) -> CGSize? {
    if let size = representable.sizeThatFits(proposal, uiViewController: platform, context: context) {
      return size
    }
    let preferred = platform.preferredContentSize
    guard preferred.width > 0 || preferred.height > 0 else { return nil }
    return CGSize(
      width: preferred.width > 0 ? preferred.width : (proposal.width ?? 0),
      height: preferred.height > 0 ? preferred.height : (proposal.height ?? 0))
  }

  package static func view(of platform: Representable.UIViewControllerType) -> UIView { platform.view }

  /// Joins the nearest containing view controller as a child when the host enters a window
  /// (docs/Behaviour.md, "A view controller joins the containing controller").
  package static func hostDidMoveToWindow(_ platform: Representable.UIViewControllerType, host: UIView) {
    guard host.window != nil, platform.parent == nil else { return }
    var responder: UIResponder? = host.superview
    while let current = responder {
      if let parent = current as? UIViewController {
        parent.addChild(platform)
        platform.didMove(toParent: parent)
        return
      }
      responder = current.next
    }
  }

  /// Leaves the containing controller as the identity ends.
  package static func willDismantle(_ platform: Representable.UIViewControllerType) {
    if platform.parent != nil { platform.willMove(toParent: nil) }
  }

  package static func didDismantle(_ platform: Representable.UIViewControllerType) {
    platform.removeFromParent()
  }
}
