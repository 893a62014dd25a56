/// The object that gives a page view controller the pages before and after the one shown.
///
/// Implement ``presentationCount(for:)`` and ``presentationIndex(for:)`` as well for the
/// scroll style to draw a page indicator, as UIKit does; the defaults (0) draw none.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` at the first page.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or `nil` at the last page.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of pages the indicator shows. The default, 0, shows no indicator.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The index of the page shown, for the indicator. The default is 0.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// Returns 0: no page indicator.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// Returns 0.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The object told when the user turns a page of a page view controller.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {
  /// Tells the delegate that the user started turning to `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// Tells the delegate that a turn the user started finished, and whether it completed.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  /// Does nothing.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
