import Foundation

/// An object that manages the presentation of a view controller: where it draws, and whether
/// the user may dismiss it.
///
/// A controller's ``UIViewController/presentationController`` is made on first access, so a
/// delegate can be set before presenting:
///
/// ```swift
/// let editor = EditorViewController()
/// editor.presentationController?.delegate = self
/// present(editor, animated: true)
/// ```
@MainActor @preconcurrency
open class UIPresentationController {
  /// The controller being presented.
  public unowned let presentedViewController: UIViewController
  /// The controller that presents, once the presentation started.
  open var presentingViewController: UIViewController { storedPresenting ?? presentedViewController }
  weak var storedPresenting: UIViewController?
  /// The object that decides whether the user may dismiss the presentation, and hears of it.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    storedPresenting = presentingViewController
  }

  /// The style the presentation draws in.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.resolvedPresentationStyle
  }

  /// The view that holds the presented view while it is presented.
  open var containerView: UIView? { presentedViewController.containerState?.presentationContainer }

  /// The view that is presented: the presented controller's view.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
}

/// The methods a presentation controller's delegate implements to decide whether the user may
/// dismiss a sheet, and to hear of it.
///
/// In a terminal the user dismisses a sheet with Escape, where iOS would take a swipe down.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Asks whether the user may dismiss the presentation. The default is `true`.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// Tells the delegate that the user is dismissing the presentation.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Tells the delegate that the user dismissed the presentation.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Tells the delegate that the user tried to dismiss the presentation and was refused.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Lets the user dismiss.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
