import Foundation
import GraftKit
import Testing

/// Taps, focus, caret keys, deletion and Return in a text field.
@Suite @MainActor struct UITextFieldKeyboardTests {
  // MARK: - Taps and focus

  @Test func tappingAFieldBeginsEditingAndASecondTapMovesTheCaret() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    field.text = "hello"
    window.addSubview(field)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents([.editingDidBegin, .primaryActionTriggered], of: field, into: trace)
    window.tap(field)
    #expect(field.isEditing)
    #expect(field.caretOffset == 5)
    #expect(trace.events == ["shouldBegin", "didBegin", "editingDidBegin text='hello' caret=5"])
    trace.reset()
    window.sendTap(at: CGPoint(x: 2, y: 0))
    #expect(field.caretOffset == 2)
    window.sendTap(at: CGPoint(x: 15, y: 0))
    #expect(field.caretOffset == 5)
    #expect(
      trace.events == [
        "didChangeSelection text='hello' caret=2", "didChangeSelection text='hello' caret=5",
      ])
  }

  @Test func spaceAndReturnNeverActivateAFocusedFieldLikeAButton() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    window.addSubview(field)
    let trace = Trace()
    recordTextFieldEvents(
      [.touchUpInside, .editingDidBegin, .editingDidEnd], of: field, into: trace)
    window.press(.keyboardTab)
    #expect(field.isFocused)
    #expect(field.isEditing)
    window.press(.keyboardSpacebar)
    #expect(field.text == " ")
    window.press(.keyboardEscape)
    #expect(!field.isEditing)
    #expect(field.isFocused)
    window.press(.keyboardReturnOrEnter)
    #expect(field.isEditing)
    #expect(
      trace.events == [
        "editingDidBegin text='' caret=0", "editingDidEnd text=' ' caret=1",
        "editingDidBegin text=' ' caret=1",
      ])
  }

  @Test func tabFromAnEditingFieldMovesFocusAndEndsEditing() {
    let window = makeWindow(width: 20, height: 2)
    let first = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let second = UITextField(frame: CGRect(x: 0, y: 1, width: 20, height: 1))
    window.addSubview(first)
    window.addSubview(second)
    let trace = Trace()
    let firstDelegate = RecordingTextFieldDelegate(trace, name: "first")
    let secondDelegate = RecordingTextFieldDelegate(trace, name: "second")
    first.delegate = firstDelegate
    second.delegate = secondDelegate
    window.tap(first)
    trace.reset()
    window.press(.keyboardTab)
    #expect(!first.isEditing)
    #expect(second.isEditing)
    #expect(second.isFocused)
    #expect(
      trace.events == ["second shouldBegin", "first shouldEnd", "first didEnd", "second didBegin"])
  }

  @Test func tabToAButtonEndsEditing() {
    let window = makeWindow(width: 20, height: 2)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let button = UIButton(frame: CGRect(x: 0, y: 1, width: 10, height: 1))
    window.addSubview(field)
    window.addSubview(button)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    window.tap(field)
    trace.reset()
    window.press(.keyboardTab)
    #expect(!field.isEditing)
    #expect(button.isFocused)
    #expect(trace.events == ["shouldEnd", "didEnd"])
  }

  // MARK: - Caret movement and deletion

  @Test func arrowsHomeAndEndMoveTheCaret() {
    let (window, field) = makeEditingTextField("abc")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    for key in [
      UIKeyboardHIDUsage.keyboardLeftArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardHome,
      .keyboardLeftArrow, .keyboardEnd, .keyboardRightArrow,
    ] {
      window.press(key)
    }
    #expect(
      trace.events == [
        "didChangeSelection text='abc' caret=2", "didChangeSelection text='abc' caret=1",
        "didChangeSelection text='abc' caret=2", "didChangeSelection text='abc' caret=0",
        "didChangeSelection text='abc' caret=3",
      ])
  }

  @Test func shiftArrowsSelectAndBackspaceDeletesTheSelection() {
    let (window, field) = makeEditingTextField("abcd")
    window.press(.keyboardLeftArrow, .shift)
    window.press(.keyboardLeftArrow, .shift)
    let range = field.selectedTextRange!
    #expect(field.offset(from: field.beginningOfDocument, to: range.start) == 2)
    #expect(field.offset(from: field.beginningOfDocument, to: range.end) == 4)
    #expect(field.text(in: range) == "cd")
    #expect(field.caretRect == nil)
    window.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "ab")
    #expect(field.caretOffset == 2)
  }

  @Test func backspaceAtTheStartDoesNothingAndAsksNothing() {
    let (window, field) = makeEditingTextField("ab")
    window.press(.keyboardHome)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.allEvents, of: field, into: trace)
    window.press(.keyboardDeleteOrBackspace)
    field.deleteBackward()
    #expect(field.text == "ab")
    #expect(trace.events.isEmpty)
  }

  @Test func backspaceDeletesAWholeEmojiOrAccentedLetter() {
    let (window, field) = makeEditingTextField("a👍🏽e\u{301}")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    #expect(field.caretOffset == 7)
    window.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "a👍🏽")
    window.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "a")
    #expect(
      trace.events == [
        "shouldChange 5+2 '' text='a👍🏽é'", "didChangeSelection text='a👍🏽' caret=5",
        "shouldChange 1+4 '' text='a👍🏽'", "didChangeSelection text='a' caret=1",
      ])
  }

  @Test func arrowsStepOverAWholeEmoji() {
    let (window, field) = makeEditingTextField("👍🏽x")
    window.press(.keyboardLeftArrow)
    #expect(field.caretOffset == 4)
    window.press(.keyboardLeftArrow)
    #expect(field.caretOffset == 0)
    window.press(.keyboardRightArrow)
    #expect(field.caretOffset == 4)
  }

  @Test func deleteForwardRemovesTheNextCharacter() {
    let (window, field) = makeEditingTextField("abc")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    window.press(.keyboardDeleteForward)
    window.press(.keyboardHome)
    window.press(.keyboardDeleteForward)
    #expect(field.text == "bc")
    #expect(field.caretOffset == 0)
    #expect(
      trace.events == [
        "didChangeSelection text='abc' caret=0", "shouldChange 0+1 '' text='abc'",
        "didChangeSelection text='bc' caret=0",
      ])
  }

  // MARK: - Return

  @Test func returnAsksTheDelegateThenSendsEditingDidEndOnExitAndEndsEditing() {
    let (window, field) = makeEditingTextField("go")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.allEditingEvents.union(.primaryActionTriggered), of: field, into: trace)
    window.press(.keyboardReturnOrEnter)
    #expect(field.text == "go")
    #expect(!field.isEditing)
    #expect(
      trace.events == [
        "shouldReturn", "editingDidEndOnExit text='go' caret=2",
        "primaryActionTriggered text='go' caret=2", "shouldEnd", "didEnd",
        "editingDidEnd text='go' caret=2",
      ])
  }

  @Test func aTypedNewlineIsReturnAndIsNeverInserted() {
    let (window, field) = makeEditingTextField()
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.primaryActionTriggered, of: field, into: trace)
    window.sendText("ab\ncd")
    #expect(field.text == "abcd")
    #expect(field.isEditing)
    #expect(
      trace.events == [
        "shouldChange 0+0 'ab' text=''", "didChangeSelection text='ab' caret=2", "shouldReturn",
        "primaryActionTriggered text='ab' caret=2", "shouldChange 2+0 'cd' text='ab'",
        "didChangeSelection text='abcd' caret=4",
      ])
  }

  @Test func aDeclinedReturnSendsNothing() {
    let (window, field) = makeEditingTextField("x")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    delegate.allowsReturn = false
    field.delegate = delegate
    recordTextFieldEvents(.allEvents, of: field, into: trace)
    window.press(.keyboardReturnOrEnter)
    #expect(field.isEditing)
    #expect(trace.events == ["shouldReturn"])
  }
}
