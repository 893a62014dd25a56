import Foundation

// Zooming, paging, pulling to refresh and dismissing the keyboard: what a user's scroll does
// besides moving the content.
//
// A terminal cannot magnify characters, so a zoom resizes the delegate's view for zooming to
// its unzoomed size times the scale, in whole cells, and makes the content size that size, as
// UIKit's transform does to the frame: the view lays out and draws again at its new size (an
// image view scales its image, a label wraps in more room). The point at the centre of the
// visible part stays there. `+` (or `=`) doubles the scale and `-` halves it when the key
// reaches the scroll view up the responder chain; there is no pinch.

extension UIScrollView {
  /// Zooms the view for zooming to `scale`, pinned to the scale limits.
  ///
  /// - Returns: Whether the scale changed.
  @discardableResult
  func applyZoomScale(_ scale: CGFloat) -> Bool {
    guard !scale.isNaN, let view = delegate?.viewForZooming(in: self) else { return false }
    let lower = min(storedMinimumZoomScale, storedMaximumZoomScale)
    let upper = max(storedMinimumZoomScale, storedMaximumZoomScale)
    let clamped = min(max(scale, lower), upper)
    let sizes =
      unzoomedSizes
      ?? (
        view: CGSize(
          width: view.frame.width / storedZoomScale, height: view.frame.height / storedZoomScale),
        content: .zero
      )
    unzoomedSizes = sizes
    guard clamped != storedZoomScale else { return false }
    let oldScale = storedZoomScale
    let anchor = CGPoint(
      x: (contentOffset.x + bounds.width / 2) / oldScale,
      y: (contentOffset.y + bounds.height / 2) / oldScale)
    storedZoomScale = clamped
    let size = CGSize(
      width: max(1, (sizes.view.width * clamped).rounded()),
      height: max(1, (sizes.view.height * clamped).rounded()))
    view.frame = CGRect(origin: view.frame.origin, size: size)
    contentSize = size
    if clamped == 1 { unzoomedSizes = nil }
    let range = scrollRange
    contentOffset = CGPoint(
      x: min(max((anchor.x * clamped - bounds.width / 2).rounded(), range.x.lowerBound),
        range.x.upperBound),
      y: min(max((anchor.y * clamped - bounds.height / 2).rounded(), range.y.lowerBound),
        range.y.upperBound))
    delegate?.scrollViewDidZoom(self)
    return true
  }

  /// Zooms so that `rect` of the zooming view fills the visible part, then scrolls to it.
  func zoomToRect(_ rect: CGRect) {
    guard !rect.isNull, rect.width.isFinite, rect.height.isFinite, rect.width > 0,
      rect.height > 0
    else { return }
    let oldScale = storedZoomScale
    applyZoomScale(min(bounds.width / rect.width, bounds.height / rect.height) * oldScale)
    let factor = storedZoomScale / oldScale
    let target = CGRect(
      x: rect.minX * factor, y: rect.minY * factor, width: rect.width * factor,
      height: rect.height * factor)
    scrollRectToVisible(target, animated: false)
  }

  /// Zooms in for `+` or `=` and out for `-`, telling the delegate as a user's zoom does.
  ///
  /// - Returns: Whether the key zoomed.
  func handleZoomKey(_ key: UIKey?) -> Bool {
    guard let key, key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]),
      let view = delegate?.viewForZooming(in: self)
    else { return false }
    let factor: CGFloat
    switch key.characters {
    case "+", "=": factor = 2
    case "-": factor = 0.5
    default: return false
    }
    let lower = min(storedMinimumZoomScale, storedMaximumZoomScale)
    let upper = max(storedMinimumZoomScale, storedMaximumZoomScale)
    let target = min(max(storedZoomScale * factor, lower), upper)
    guard target != storedZoomScale else { return false }
    delegate?.scrollViewWillBeginZooming(self, with: view)
    zoomInProgress = true
    applyZoomScale(target)
    zoomInProgress = false
    delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
    return true
  }

  // MARK: - Paging

  /// Scrolls to the next multiple of the view's size in the direction of `delta`.
  func scrollToNextPage(by delta: CGPoint) -> Bool {
    func target(_ offset: CGFloat, _ delta: CGFloat, _ page: CGFloat) -> CGFloat {
      guard delta != 0, page >= 1 else { return offset }
      let position = offset / page
      let index = delta > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
      return index * page
    }
    let x = target(contentOffset.x, delta.x, bounds.width)
    let y = target(contentOffset.y, delta.y, bounds.height)
    return scrollWithinContent(by: CGPoint(x: x - contentOffset.x, y: y - contentOffset.y))
  }

  // MARK: - Keyboard

  /// Ends editing when the user scrolls, as ``keyboardDismissMode`` asks.
  func dismissKeyboardForUserScroll() {
    guard keyboardDismissMode != .none, let responder = window?.firstResponder,
      responder is any UIKeyInput
    else { return }
    responder.resignFirstResponder()
  }

  // MARK: - Refreshing

  /// Starts the refresh control refreshing, as a pull does, when the content is at its top.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  func pullToRefreshIfAtTop() -> Bool {
    guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing,
      contentOffset.y <= scrollRange.y.lowerBound
    else { return false }
    refreshControl.beginRefreshing()
    // NB: A pull shows the control; a refresh begun in code does not scroll, as in UIKit.
    contentOffset.y = scrollRange.y.lowerBound
    refreshControl.sendActions(for: .valueChanged)
    return true
  }

  /// Places the refresh control on the row above the content.
  func layoutRefreshControl() {
    guard let refreshControl else { return }
    refreshControl.frame = CGRect(
      x: contentOffset.x, y: -contentInset.top - 1, width: bounds.width, height: 1)
  }

  /// Called when the refresh control starts or stops refreshing, which adds or removes the row
  /// above the content.
  func refreshingDidChange() {
    layoutRefreshControl()
    let range = scrollRange
    if contentOffset.y < range.y.lowerBound { contentOffset.y = range.y.lowerBound }
    updateScrollIndicators()
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }
}
