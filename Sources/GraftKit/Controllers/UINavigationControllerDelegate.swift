import Foundation

/// The methods a navigation controller's delegate implements to hear which controller it
/// shows.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called just before the navigation controller shows a controller's view and navigation
  /// item.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// Called just after the navigation controller showed a controller's view and navigation
  /// item.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
