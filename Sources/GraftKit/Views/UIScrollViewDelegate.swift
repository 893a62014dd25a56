public import Foundation

/// Methods a scroll view calls as it scrolls, so its owner can respond.
///
/// Every method is optional: the protocol extension supplies UIKit's defaults. Graft has no
/// touch dragging, deceleration or zooming, so it calls only ``scrollViewDidScroll(_:)`` (for
/// every change of `contentOffset`, from code, the mouse wheel or the Page keys),
/// ``scrollViewDidEndScrollingAnimation(_:)`` (after an animated scroll in code) and
/// ``scrollViewDidChangeAdjustedContentInset(_:)``. The others exist so UIKit code compiles.
///
/// ```swift
/// final class Controller: UIViewController, UIScrollViewDelegate {
///   func scrollViewDidScroll(_ scrollView: UIScrollView) {
///     header.isHidden = scrollView.contentOffset.y > 0
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
  /// Tells the delegate that the content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate that the zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Tells the delegate that the user is about to drag the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate that the user lifted their finger, and where scrolling will stop.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Tells the delegate that dragging ended, and whether the content will keep moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Tells the delegate that the content is about to slow down after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that the content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that an animated scroll started in code finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Asks the delegate for the view to scale when zooming; `nil` (the default) disables zoom.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Tells the delegate that zooming is about to start.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// Tells the delegate that zooming ended at `scale`.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// Asks whether the scroll view should scroll to the top. The default is `true`.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// Tells the delegate that the scroll view scrolled to the top.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// Tells the delegate that the adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Returns `nil`: no view zooms.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Returns `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
