import Foundation
import GraftKit
import Testing

@MainActor
private final class ScrollingTextDelegate: UITextViewDelegate {
  let trace = Trace()
  func textViewDidBeginEditing(_ textView: UITextView) { trace.record("didBegin") }
  func textViewDidChange(_ textView: UITextView) {
    trace.record("didChange contentSize \(Int(textView.contentSize.height))")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    trace.record("didScroll \(Int(scrollView.contentOffset.y))")
  }
}

@Suite @MainActor struct UITextViewScrollingTests {
  @Test func aTextViewIsAScrollViewWhoseContentFollowsTheText() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
    let scrollView: UIScrollView = view
    #expect(scrollView.isScrollEnabled)
    view.text = "one two three four"
    #expect(view.contentSize == CGSize(width: 6, height: 4))
    view.text = "a\nb\nc\nd\ne"
    #expect(view.contentSize.height == 5)
    view.textContainerInset = UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
    #expect(view.contentSize.height == 7)
    #expect(view.textContainer.size.width == 6)
    #expect(view.textContainer.lineFragmentPadding == 0)
    #expect(view.textContainer.maximumNumberOfLines == 0)
    #expect(view.layoutManager.usedRect(for: view.textContainer).size == CGSize(width: 1, height: 5))
  }

  @Test func theWheelScrollsItAndTheDelegateHearsAsAScrollViewDelegate() {
    let window = makeWindow(width: 6, height: 2)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
    view.showsVerticalScrollIndicator = false
    view.text = "1\n2\n3\n4"
    let delegate = ScrollingTextDelegate()
    view.delegate = delegate
    window.addSubview(view)
    #expect(window.screen() == "1\n2")
    window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 1, y: 1))
    #expect(view.contentOffset.y == 1)
    #expect(window.screen() == "2\n3")
    window.sendScroll(by: CGPoint(x: 0, y: 5), at: CGPoint(x: 1, y: 1))
    #expect(view.contentOffset.y == 2)
    #expect(delegate.trace.events == ["didScroll 1", "didScroll 2"])
    view.scrollRangeToVisible(NSRange(location: 0, length: 1))
    #expect(view.contentOffset.y == 0)
    #expect(window.screen() == "1\n2")
  }

  @Test func typingScrollsToTheCaretAndGrowsTheContent() {
    let window = makeWindow(width: 6, height: 2)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
    view.showsVerticalScrollIndicator = false
    let delegate = ScrollingTextDelegate()
    view.delegate = delegate
    window.addSubview(view)
    window.tap(view)
    for key in ["a", "\n", "b", "\n", "c"] { window.sendText(key) }
    #expect(view.text == "a\nb\nc")
    #expect(view.contentSize.height == 3)
    #expect(view.contentOffset.y == 1)
    #expect(window.screen() == "b\nc")
    #expect(delegate.trace.events.first == "didBegin")
    #expect(delegate.trace.events.contains("didScroll 1"))
    #expect(delegate.trace.events.last == "didChange contentSize 3")
  }

  @Test func withScrollingOffItSizesItselfToItsText() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    view.isScrollEnabled = false
    view.text = "one"
    #expect(view.intrinsicContentSize.height == 1)
    view.text = "one two three"
    #expect(view.intrinsicContentSize.height == 3)
    #expect(view.sizeThatFits(CGSize(width: 6, height: 0)).height == 3)
    let unsized = UITextView(frame: .zero)
    unsized.isScrollEnabled = false
    unsized.text = "ab\nabcd"
    #expect(unsized.intrinsicContentSize == CGSize(width: 4, height: 2))
    // Without scrolling the wheel does nothing.
    let window = makeWindow(width: 6, height: 1)
    window.addSubview(view)
    window.sendScroll(by: CGPoint(x: 0, y: 1), at: .zero)
    #expect(view.contentOffset.y == 0)
  }

  @Test func dynamicTypeScalesFonts() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17)
    let large = UIFont.preferredFont(
      forTextStyle: .body,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
    #expect(large.pointSize == 53)
    let small = UIFont.preferredFont(
      forTextStyle: .headline,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
    #expect(small.pointSize == 14)
    let metrics = UIFontMetrics(forTextStyle: .title1)
    let custom = UIFont.systemFont(ofSize: 20)
    #expect(metrics.scaledFont(for: custom).pointSize == 20)
    #expect(
      metrics.scaledFont(
        for: custom, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
      ).pointSize == 27)
    #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
    let label = UILabel()
    #expect(!label.adjustsFontForContentSizeCategory)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.adjustsFontForContentSizeCategory)
    let button = UIButton(type: .system)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    #expect(button.titleLabel?.adjustsFontForContentSizeCategory == true)
    let field = UITextField()
    field.adjustsFontForContentSizeCategory = true
    #expect(field.adjustsFontForContentSizeCategory)
  }
}
