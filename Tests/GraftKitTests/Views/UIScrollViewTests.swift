import Foundation
import GraftKit
import Testing

/// Records the delegate calls a scroll view makes, with the offset at each.
@MainActor
private final class ScrollRecorder: UIScrollViewDelegate {
  let trace: Trace
  let name: String
  init(_ trace: Trace, name: String = "") {
    self.trace = trace
    self.name = name
  }

  private func offset(_ scrollView: UIScrollView) -> String {
    "\(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))"
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    trace.record("\(name)didScroll \(offset(scrollView))")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    trace.record("\(name)didEndScrollingAnimation \(offset(scrollView))")
  }
}

/// A scroll view `width` × `height` at `origin`, over one label per row reading "Row n", with a
/// content size of `width` × `rows`.
@MainActor
private func makeRowsScrollView(
  at origin: CGPoint = .zero, width: CGFloat = 10, height: CGFloat = 3, rows: Int = 10
) -> UIScrollView {
  let scrollView = UIScrollView(
    frame: CGRect(origin: origin, size: CGSize(width: width, height: height)))
  for row in 0..<rows {
    let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row), width: width - 2, height: 1))
    label.text = "Row \(row)"
    scrollView.addSubview(label)
  }
  scrollView.contentSize = CGSize(width: width, height: CGFloat(rows))
  return scrollView
}

@Suite @MainActor struct UIScrollViewTests {
  @Test func contentOffsetMovesWhatIsDrawn() {
    let window = makeWindow(width: 10, height: 3)
    let scrollView = makeRowsScrollView()
    window.addSubview(scrollView)
    #expect(
      window.screen() == """
        Row 0    ┃
        Row 1
        Row 2
        """)

    scrollView.contentOffset = CGPoint(x: 0, y: 4)

    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 4))
    #expect(
      window.screen() == """
        Row 4
        Row 5    ┃
        Row 6
        """)
  }

  @Test func scrollIndicatorShowsOnlyWhenContentOverflowsAndDrawsOverContent() {
    let window = makeWindow(width: 10, height: 3)
    let scrollView = makeRowsScrollView()
    window.addSubview(scrollView)
    // A label added after the indicator still draws beneath it.
    let wide = UILabel(frame: CGRect(x: 0, y: 9, width: 10, height: 1))
    wide.text = "abcdefghij"
    scrollView.addSubview(wide)
    scrollView.contentOffset = CGPoint(x: 0, y: 7)
    #expect(
      window.screen() == """
        Row 7
        Row 8
        abcdefghi┃
        """)

    scrollView.showsVerticalScrollIndicator = false
    #expect(
      window.screen() == """
        Row 7
        Row 8
        abcdefghij
        """)

    scrollView.showsVerticalScrollIndicator = true
    scrollView.contentSize = CGSize(width: 10, height: 3)
    #expect(scrollView.subviews.count == 11)
    #expect(
      window.screen() == """
        Row 7
        Row 8
        abcdefghij
        """)
  }

  @Test func defaults() {
    let scrollView = UIScrollView()
    #expect(scrollView.clipsToBounds == true)
    #expect(scrollView.contentSize == .zero)
    #expect(scrollView.contentOffset == .zero)
    #expect(scrollView.contentInset == .zero)
    #expect(scrollView.isScrollEnabled == true)
    #expect(scrollView.showsVerticalScrollIndicator == true)
    #expect(scrollView.showsHorizontalScrollIndicator == true)
    #expect(scrollView.bounces == true)
    #expect(scrollView.alwaysBounceVertical == false)
    #expect(scrollView.scrollsToTop == true)
    #expect(scrollView.isDragging == false)
    #expect(scrollView.isDecelerating == false)
    #expect(scrollView.canBecomeFocused == false)
    #expect(scrollView.subviews.isEmpty)
  }

  @Test func hitTestingFollowsTheOffset() {
    let window = makeWindow(width: 10, height: 3)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 0, y: 5, width: 6, height: 1)
    let trace = Trace()
    button.addAction(UIAction { _ in trace.record("tapped") }, for: .touchUpInside)
    scrollView.addSubview(button)
    scrollView.contentSize = CGSize(width: 10, height: 8)
    window.addSubview(scrollView)

    window.sendTap(at: CGPoint(x: 2, y: 1))
    #expect(trace.events == [])

    scrollView.contentOffset = CGPoint(x: 0, y: 4)
    #expect(
      window.screen() == """

        [ Go ]
                 ┃
        """)
    #expect(window.hitTest(CGPoint(x: 2, y: 1), with: nil) === button)
    window.sendTap(at: CGPoint(x: 2, y: 1))
    #expect(trace.events == ["tapped"])
  }

  @Test func contentOffsetSetInCodeIsNotClampedAndTellsTheDelegateOnlyOnChange() {
    let trace = Trace()
    let recorder = ScrollRecorder(trace)
    let scrollView = makeRowsScrollView()
    scrollView.delegate = recorder

    scrollView.contentOffset = CGPoint(x: 0, y: 2)
    scrollView.contentOffset = CGPoint(x: 0, y: 2)
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    scrollView.setContentOffset(CGPoint(x: 0, y: -3), animated: false)
    scrollView.setContentOffset(CGPoint(x: 0, y: 1), animated: true)
    scrollView.setContentOffset(CGPoint(x: 0, y: 1), animated: true)
    scrollView.bounds.origin = CGPoint(x: 1, y: 1)

    #expect(scrollView.contentOffset == CGPoint(x: 1, y: 1))
    #expect(
      trace.events == [
        "didScroll 0,2", "didScroll 0,50", "didScroll 0,-3", "didScroll 0,1",
        "didEndScrollingAnimation 0,1", "didScroll 1,1",
      ])
  }

  @Test func scrollRectToVisibleScrollsTheLeastDistance() {
    let trace = Trace()
    let recorder = ScrollRecorder(trace)
    let scrollView = makeRowsScrollView()
    scrollView.contentSize = CGSize(width: 20, height: 10)
    scrollView.delegate = recorder

    scrollView.scrollRectToVisible(CGRect(x: 0, y: 5, width: 1, height: 1), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 3))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 1, width: 1, height: 1), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1))
    // Already visible: nothing moves and the delegate hears nothing.
    scrollView.scrollRectToVisible(CGRect(x: 2, y: 1, width: 5, height: 3), animated: true)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1))
    scrollView.scrollRectToVisible(CGRect(x: 15, y: 2, width: 2, height: 1), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 7, y: 1))
    // Beyond the content: the offset stops at the end of the content.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 12, width: 1, height: 1), animated: true)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 7))

    #expect(
      trace.events == [
        "didScroll 0,3", "didScroll 0,1", "didScroll 7,1", "didScroll 0,7",
        "didEndScrollingAnimation 0,7",
      ])
  }

  @Test func wheelScrollingStaysWithinTheContent() {
    let window = makeWindow(width: 10, height: 3)
    let trace = Trace()
    let recorder = ScrollRecorder(trace)
    let scrollView = makeRowsScrollView()
    scrollView.delegate = recorder
    window.addSubview(scrollView)
    let point = CGPoint(x: 3, y: 1)

    for delta in [3, 3, 3, 3, -10, -1] {
      window.sendScroll(by: CGPoint(x: 0, y: delta), at: point)
    }
    #expect(trace.events == ["didScroll 0,3", "didScroll 0,6", "didScroll 0,7", "didScroll 0,0"])

    scrollView.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
    trace.reset()
    window.sendScroll(by: CGPoint(x: 0, y: -5), at: point)
    window.sendScroll(by: CGPoint(x: 0, y: 20), at: point)
    window.sendScroll(by: CGPoint(x: 4, y: 0), at: point)
    #expect(trace.events == ["didScroll 0,-1", "didScroll 0,9"])
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)

    scrollView.isScrollEnabled = false
    window.sendScroll(by: CGPoint(x: 0, y: -2), at: point)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 9))
  }

  @Test func nestedScrollViewsHandTheWheelOutwardAtTheEdge() {
    let window = makeWindow(width: 10, height: 4)
    let trace = Trace()
    let outerRecorder = ScrollRecorder(trace, name: "outer ")
    let innerRecorder = ScrollRecorder(trace, name: "inner ")
    let outer = makeRowsScrollView(height: 4, rows: 8)
    outer.delegate = outerRecorder
    let inner = makeRowsScrollView(height: 2, rows: 4)
    inner.delegate = innerRecorder
    outer.addSubview(inner)
    window.addSubview(outer)
    let point = CGPoint(x: 1, y: 0)

    for _ in 0..<4 { window.sendScroll(by: CGPoint(x: 0, y: 1), at: point) }
    // The inner view scrolled to its end, then the outer view moved it up and out of the way.
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 1, y: 3))

    #expect(
      trace.events == [
        "inner didScroll 0,1", "inner didScroll 0,2", "outer didScroll 0,1",
        "outer didScroll 0,2", "outer didScroll 0,1",
      ])
  }

  @Test func pageKeysReachTheScrollViewFromAFocusedControlInside() {
    let window = makeWindow(width: 10, height: 3)
    let trace = Trace()
    let recorder = ScrollRecorder(trace)
    let scrollView = makeRowsScrollView()
    scrollView.delegate = recorder
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 8, y: 0, width: 1, height: 1)
    scrollView.addSubview(button)
    window.addSubview(scrollView)
    window.press(.keyboardTab)
    #expect(button.isFocused)

    window.press(.keyboardPageDown)
    window.press(.keyboardPageDown)
    window.press(.keyboardPageDown)
    window.press(.keyboardEnd)
    window.press(.keyboardPageUp)
    window.press(.keyboardHome)

    #expect(
      trace.events == [
        "didScroll 0,3", "didScroll 0,6", "didScroll 0,7", "didScroll 0,4", "didScroll 0,0",
      ])
  }

  @Test func descriptionListsOffsetAndSize() {
    let scrollView = makeRowsScrollView()
    scrollView.contentOffset = CGPoint(x: 0, y: 4)
    #expect(
      scrollView.description
        == "<UIScrollView; frame = (0 0; 10 3); contentOffset = {0, 4}; contentSize = {10, 10}>")
  }
}
