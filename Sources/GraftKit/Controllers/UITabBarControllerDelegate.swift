import Foundation

/// The methods a tab bar controller's delegate implements to allow and hear of tab changes the
/// user makes.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
  /// Asks whether the user may select a tab's controller. The default is `true`.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// Tells the delegate that the user selected a tab's controller.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Lets the user select any tab.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    true
  }
  /// Does nothing.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
