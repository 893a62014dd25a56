import Foundation
import GraftKit
import Testing

/// A delegate that records every call, each answer settable.
@MainActor
private final class ViewDelegate: UITextViewDelegate {
  let trace: Trace
  var allowsBeginning = true
  var allowsEnding = true
  var refusedText: String?

  init(_ trace: Trace) {
    self.trace = trace
  }

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    trace.record("shouldBegin")
    return allowsBeginning
  }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    trace.record("shouldEnd")
    return allowsEnding
  }
  func textViewDidBeginEditing(_ textView: UITextView) { trace.record("didBegin") }
  func textViewDidEndEditing(_ textView: UITextView) { trace.record("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let shown = text.replacingOccurrences(of: "\n", with: "\\n")
    trace.record("shouldChange \(range.location)+\(range.length) '\(shown)'")
    return text != refusedText
  }
  func textViewDidChange(_ textView: UITextView) {
    trace.record("didChange '\(textView.text.replacingOccurrences(of: "\n", with: "\\n"))'")
  }
  func textViewDidChangeSelection(_ textView: UITextView) {
    trace.record(
      "didChangeSelection \(textView.selectedRange.location)+\(textView.selectedRange.length)")
  }
}

/// The shape SwiftUI wrappers use for a `TextEditor`: an `NSObject` coordinator.
private class Coordinator: NSObject, UITextViewDelegate {
  var text = ""
  var changes = 0

  func textViewDidChange(_ textView: UITextView) {
    changes += 1
    text = textView.text
  }
}

/// A text view filling a window of the given size, already editing `text`.
@MainActor
private func editingView(_ text: String, width: Int = 20, height: Int = 4) -> (UIWindow, UITextView)
{
  let window = makeWindow(width: width, height: height)
  let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  view.text = text
  window.addSubview(view)
  view.becomeFirstResponder()
  return (window, view)
}

@Suite @MainActor struct UITextViewTests {
  @Test func typingAsksThenReportsTheSelectionThenTheChange() {
    let (window, view) = editingView("ab")
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    view.delegate = delegate
    window.sendText("c")
    #expect(view.text == "abc")
    #expect(view.selectedRange == NSRange(location: 3, length: 0))
    #expect(trace.events == ["shouldChange 2+0 'c'", "didChangeSelection 3+0", "didChange 'abc'"])
  }

  @Test func settingTextInCodeNeverCallsTextViewDidChange() {
    let (window, view) = editingView("one")
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    view.delegate = delegate
    view.selectedRange = NSRange(location: 1, length: 0)
    trace.reset()
    view.text = "two"
    #expect(view.selectedRange == NSRange(location: 3, length: 0))
    #expect(trace.events == ["didChangeSelection 3+0"])
    #expect(view.resignFirstResponder())
    #expect(window.firstResponder == nil)
    trace.reset()
    view.text = "three"
    view.attributedText = NSAttributedString(string: "four")
    #expect(view.text == "four")
    #expect(trace.events.isEmpty)
  }

  @Test func anNSObjectCoordinatorHearsTypingButNotCode() {
    let (window, view) = editingView("")
    let coordinator = Coordinator()
    view.delegate = coordinator
    window.sendText("hi")
    view.text = "from code"
    #expect(coordinator.text == "hi")
    #expect(coordinator.changes == 1)
  }

  @Test func returnInsertsANewline() {
    let (window, view) = editingView("ab", height: 3)
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    view.delegate = delegate
    window.press(.keyboardReturnOrEnter)
    window.sendText("cd")
    #expect(view.text == "ab\ncd")
    #expect(window.screen() == "ab\ncd\n")
    #expect(window.caretLocation! == (2, 1))
    #expect(
      trace.events == [
        "shouldChange 2+0 '\\n'", "didChangeSelection 3+0", "didChange 'ab\\n'",
        "shouldChange 3+0 'cd'", "didChangeSelection 5+0", "didChange 'ab\\ncd'",
      ])
  }

  @Test func aDelegateCanRefuseTheNewline() {
    let (window, view) = editingView("ab")
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    delegate.refusedText = "\n"
    view.delegate = delegate
    window.press(.keyboardReturnOrEnter)
    #expect(view.text == "ab")
    #expect(trace.events == ["shouldChange 2+0 '\\n'"])
  }

  @Test func textWrapsAtWordsWithinTheWidth() {
    let window = makeWindow(width: 10, height: 4)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
    view.text = "the quick brown fox jumps"
    window.addSubview(view)
    #expect(window.screen() == "the quick\nbrown fox\njumps\n")
    view.textAlignment = .right
    #expect(window.screen() == " the quick\n brown fox\n     jumps\n")
  }

  @Test func upAndDownMoveBetweenLinesKeepingTheColumn() {
    let (window, view) = editingView("hello\nhi\nworld")
    #expect(view.selectedRange.location == 14)
    window.press(.keyboardUpArrow)
    #expect(view.selectedRange.location == 8)
    window.press(.keyboardUpArrow)
    #expect(view.selectedRange.location == 5)
    window.press(.keyboardDownArrow)
    #expect(view.selectedRange.location == 8)
    window.press(.keyboardDownArrow)
    #expect(view.selectedRange.location == 14)
    window.press(.keyboardHome)
    #expect(view.selectedRange.location == 9)
    window.press(.keyboardUpArrow)
    window.press(.keyboardUpArrow)
    window.press(.keyboardUpArrow)
    #expect(view.selectedRange.location == 0)
    window.press(.keyboardEnd)
    #expect(view.selectedRange.location == 5)
  }

  @Test func backspaceJoinsLinesAndDeletesWholeGraphemes() {
    let (window, view) = editingView("a\n👍🏽")
    window.press(.keyboardDeleteOrBackspace)
    #expect(view.text == "a\n")
    window.press(.keyboardDeleteOrBackspace)
    #expect(view.text == "a")
    view.selectedRange = NSRange(location: 0, length: 0)
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    view.delegate = delegate
    view.deleteBackward()
    #expect(view.text == "a")
    #expect(trace.events.isEmpty)
  }

  @Test func theViewScrollsToKeepTheCaretInSight() {
    let (window, view) = editingView("1\n2\n3\n4", width: 5, height: 2)
    #expect(view.bounds.origin.y == 2)
    #expect(window.screen() == "3\n4   ┃")
    #expect(window.caretLocation! == (1, 1))
    window.press(.keyboardUpArrow)
    window.press(.keyboardUpArrow)
    #expect(view.bounds.origin.y == 1)
    #expect(window.screen() == "2\n3   ┃")
    #expect(window.caretLocation! == (1, 0))
  }

  @Test func tappingBeginsEditingAtTheTappedCharacter() {
    let window = makeWindow(width: 10, height: 3)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    view.text = "abc\ndefg"
    window.addSubview(view)
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    view.delegate = delegate
    window.sendTap(at: CGPoint(x: 2, y: 1))
    #expect(view.isFirstResponder)
    #expect(view.selectedRange == NSRange(location: 6, length: 0))
    window.sendTap(at: CGPoint(x: 8, y: 0))
    #expect(view.selectedRange == NSRange(location: 3, length: 0))
    #expect(
      trace.events == [
        "shouldBegin", "didBegin", "didChangeSelection 6+0", "didChangeSelection 3+0",
      ])
  }

  @Test func beginningAndEndingEditingAskTheDelegate() {
    let window = makeWindow(width: 10, height: 3)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    window.addSubview(view)
    let trace = Trace()
    let delegate = ViewDelegate(trace)
    delegate.allowsBeginning = false
    view.delegate = delegate
    #expect(view.becomeFirstResponder() == false)
    delegate.allowsBeginning = true
    #expect(view.becomeFirstResponder())
    delegate.allowsEnding = false
    #expect(view.resignFirstResponder() == false)
    delegate.allowsEnding = true
    #expect(view.resignFirstResponder())
    #expect(
      trace.events == [
        "shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd",
      ])
  }

  @Test func aReadOnlyViewTakesNoFocusOrTyping() {
    let window = makeWindow(width: 10, height: 3)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    view.text = "fixed"
    view.isEditable = false
    window.addSubview(view)
    #expect(view.becomeFirstResponder() == false)
    window.press(.keyboardTab)
    window.sendText("x")
    #expect(view.text == "fixed")
    #expect(!view.isFocused)
  }

  @Test func tabMovesFocusOutOfATextView() {
    let window = makeWindow(width: 10, height: 4)
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    let field = UITextField(frame: CGRect(x: 0, y: 3, width: 10, height: 1))
    window.addSubview(view)
    window.addSubview(field)
    window.press(.keyboardTab)
    #expect(view.isFirstResponder)
    window.press(.keyboardTab)
    #expect(field.isEditing)
    #expect(!view.isFirstResponder)
    #expect(view.text == "")
  }

  @Test func sizeThatFitsWrapsAtTheGivenWidth() {
    let view = UITextView()
    view.text = "the quick brown fox"
    #expect(view.sizeThatFits(CGSize(width: 10, height: 0)) == CGSize(width: 10, height: 2))
    view.textContainerInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    #expect(view.sizeThatFits(CGSize(width: 11, height: 0)) == CGSize(width: 11, height: 4))
  }
}
