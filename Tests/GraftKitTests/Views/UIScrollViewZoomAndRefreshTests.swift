import Foundation
import GraftKit
import Testing

@MainActor
private final class ZoomRecorder: UIScrollViewDelegate {
  let trace = Trace()
  var zoomingView: UIView?

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    trace.record("didZoom \(scrollView.zoomScale) zooming \(scrollView.isZooming)")
  }
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    trace.record("willBeginZooming \(view === zoomingView)")
  }
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    trace.record("didEndZooming \(view === zoomingView) \(scale)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@MainActor
private func makeZoomable() -> (UIWindow, UIScrollView, UIView, ZoomRecorder) {
  let window = makeWindow(width: 10, height: 4)
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
  let content = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
  scrollView.addSubview(content)
  scrollView.contentSize = content.frame.size
  let recorder = ZoomRecorder()
  recorder.zoomingView = content
  scrollView.delegate = recorder
  window.addSubview(scrollView)
  return (window, scrollView, content, recorder)
}

@Suite @MainActor struct UIScrollViewZoomAndRefreshTests {
  @Test func zoomingScalesTheZoomingViewAndTheContentInWholeCells() {
    let (_, scrollView, content, recorder) = makeZoomable()
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1)
    scrollView.setZoomScale(2, animated: false)
    #expect(scrollView.zoomScale == 1)  // The maximum is 1 until raised.
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    scrollView.setZoomScale(2.5, animated: true)
    #expect(scrollView.zoomScale == 2.5)
    #expect(content.frame.size == CGSize(width: 25, height: 10))
    #expect(scrollView.contentSize == CGSize(width: 25, height: 10))
    // The centre of what was visible stays in the centre.
    #expect(scrollView.contentOffset == CGPoint(x: 8, y: 3))
    scrollView.zoomScale = 10
    #expect(scrollView.zoomScale == 3)
    scrollView.zoomScale = 1
    #expect(content.frame.size == CGSize(width: 10, height: 4))
    #expect(recorder.trace.events == ["didZoom 2.5 zooming false", "didZoom 3.0 zooming false", "didZoom 1.0 zooming false"])
  }

  @Test func badScalesAreClampedOrIgnored() {
    let (_, scrollView, _, recorder) = makeZoomable()
    defer { withExtendedLifetime(recorder) {} }
    scrollView.maximumZoomScale = 4
    scrollView.zoomScale = 2
    scrollView.zoomScale = .nan
    #expect(scrollView.zoomScale == 2)
    scrollView.zoomScale = 0
    #expect(scrollView.zoomScale == 1)
    scrollView.zoomScale = -3
    #expect(scrollView.zoomScale == 1)
    scrollView.zoomScale = .infinity
    #expect(scrollView.zoomScale == 4)
    scrollView.minimumZoomScale = .nan
    scrollView.maximumZoomScale = 0
    scrollView.minimumZoomScale = -1
    #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 4)
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 0), animated: false)
    scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 1), animated: true)
    #expect(scrollView.zoomScale == 4)
  }

  @Test func withoutAViewForZoomingNothingZooms() {
    let (_, scrollView, _, recorder) = makeZoomable()
    recorder.zoomingView = nil
    scrollView.maximumZoomScale = 4
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 1)
    #expect(recorder.trace.events.isEmpty)
  }

  @Test func zoomToARectFillsTheView() {
    let (_, scrollView, _, recorder) = makeZoomable()
    defer { withExtendedLifetime(recorder) {} }
    scrollView.maximumZoomScale = 4
    scrollView.zoom(to: CGRect(x: 5, y: 2, width: 5, height: 2), animated: false)
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 10, y: 4))
  }

  @Test func plusAndMinusZoomAsAUserDoes() {
    let (window, scrollView, content, recorder) = makeZoomable()
    scrollView.maximumZoomScale = 4
    // A key the focused view does not take reaches the scroll view.
    let button = UIButton(type: .system)
    button.setTitle("x", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    content.addSubview(button)
    window.press(.keyboardTab)
    window.sendKey(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0x2E), characters: "+", modifierFlags: .shift))
    #expect(scrollView.zoomScale == 2)
    window.sendKey(UIKey(keyCode: UIKeyboardHIDUsage(rawValue: 0x2D), characters: "-"))
    #expect(scrollView.zoomScale == 1)
    #expect(
      recorder.trace.events == [
        "willBeginZooming true", "didZoom 2.0 zooming true", "didEndZooming true 2.0",
        "willBeginZooming true", "didZoom 1.0 zooming true", "didEndZooming true 1.0",
      ])
  }

  @Test func pagingEndsScrollsOnMultiplesOfTheViewsSize() {
    let window = makeWindow(width: 10, height: 4)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
    scrollView.contentSize = CGSize(width: 10, height: 14)
    scrollView.isPagingEnabled = true
    window.addSubview(scrollView)
    window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 2, y: 2))
    #expect(scrollView.contentOffset.y == 4)
    window.sendScroll(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 2, y: 2))
    #expect(scrollView.contentOffset.y == 8)
    window.sendScroll(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 2, y: 2))
    #expect(scrollView.contentOffset.y == 10)  // The last page stops at the end.
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 2, y: 2))
    #expect(scrollView.contentOffset.y == 8)
  }

  @Test func scrollingDismissesTheKeyboardWhenAsked() {
    let window = makeWindow(width: 10, height: 4)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
    scrollView.contentSize = CGSize(width: 10, height: 20)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    scrollView.addSubview(field)
    window.addSubview(scrollView)
    field.becomeFirstResponder()
    window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 2, y: 2))
    #expect(field.isFirstResponder)
    scrollView.keyboardDismissMode = .onDrag
    window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 2, y: 2))
    #expect(!field.isFirstResponder)
    #expect(scrollView.contentOffset.y == 2)
  }

  @Test func pullingPastTheTopRefreshes() {
    let window = makeWindow(width: 12, height: 3)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
    for row in 0..<6 {
      let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row), width: 8, height: 1))
      label.text = "Row \(row)"
      scrollView.addSubview(label)
    }
    scrollView.contentSize = CGSize(width: 12, height: 6)
    scrollView.showsVerticalScrollIndicator = false
    let refresh = UIRefreshControl()
    refresh.attributedTitle = NSAttributedString(string: "Loading")
    var pulls = 0
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    scrollView.refreshControl = refresh
    window.addSubview(scrollView)
    #expect(refresh.superview === scrollView)
    window.sendScroll(by: CGPoint(x: 0, y: 2), at: CGPoint(x: 1, y: 1))
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 1, y: 1))
    #expect(pulls == 0)  // Not at the top yet.
    window.sendScroll(by: CGPoint(x: 0, y: -3), at: CGPoint(x: 1, y: 1))
    #expect(pulls == 0)
    #expect(scrollView.contentOffset.y == 0)
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 1, y: 1))
    #expect(pulls == 1)
    #expect(refresh.isRefreshing)
    #expect(scrollView.contentOffset.y == -1)
    window.layoutIfNeeded()
    #expect(
      window.screen() == """
         ⠋ Loading
        Row 0
        Row 1
        """)
    // Pulling again while refreshing sends nothing more.
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 1, y: 1))
    #expect(pulls == 1)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    #expect(scrollView.contentOffset.y == 0)
    #expect(
      window.screen() == """
        Row 0
        Row 1
        Row 2
        """)
    // Page Up at the top pulls too; beginRefreshing in code sends no action.
    let button = UIButton(type: .system)
    button.setTitle("x", for: .normal)
    button.frame = CGRect(x: 10, y: 0, width: 1, height: 1)
    scrollView.addSubview(button)
    window.press(.keyboardTab)
    window.press(.keyboardPageUp)
    #expect(pulls == 2)
    refresh.endRefreshing()
    refresh.beginRefreshing()
    #expect(pulls == 2)
    #expect(scrollView.contentOffset.y == 0)
    #expect(scrollView.adjustedContentInset.top == 1)
  }
}
