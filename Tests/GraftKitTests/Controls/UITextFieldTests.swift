import Foundation
import GraftKit
import Testing

/// A delegate that records every call, each answer settable.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
  let trace: Trace
  let prefix: String
  var allowsBeginning = true
  var allowsEnding = true
  var allowsChange = true
  var allowsClear = true
  var allowsReturn = true

  init(_ trace: Trace, name: String = "") {
    self.trace = trace
    self.prefix = name.isEmpty ? "" : name + " "
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    trace.record(prefix + "shouldBegin")
    return allowsBeginning
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { trace.record(prefix + "didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    trace.record(prefix + "shouldEnd")
    return allowsEnding
  }
  // NB: Only the plain variant: the default `textFieldDidEndEditing(_:reason:)` must call it.
  func textFieldDidEndEditing(_ textField: UITextField) { trace.record(prefix + "didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    trace.record(
      prefix
        + "shouldChange \(range.location)+\(range.length) '\(string)' text='\(textField.text!)'")
    return allowsChange
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    trace.record(
      prefix + "didChangeSelection text='\(textField.text!)' caret=\(textField.caretOffset)")
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    trace.record(prefix + "shouldClear")
    return allowsClear
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    trace.record(prefix + "shouldReturn")
    return allowsReturn
  }
}

/// The shape SwiftUI wrappers use: an `NSObject` subclass that adopts the delegate protocol.
private class Coordinator: NSObject, UITextFieldDelegate {
  var text: String
  var selectionChanges = 0

  init(text: String) {
    self.text = text
  }

  func textFieldDidChangeSelection(_ textField: UITextField) {
    selectionChanges += 1
    text = textField.text ?? ""
  }
}

extension UITextField {
  /// The caret's offset in UTF-16 code units (the selection's end).
  var caretOffset: Int {
    offset(from: beginningOfDocument, to: selectedTextRange!.end)
  }
}

/// Records the given control events in `trace`, with the text and caret at that moment.
@MainActor
func recordTextFieldEvents(_ events: UIControl.Event, of field: UITextField, into trace: Trace) {
  let names: [(String, UIControl.Event)] = [
    ("touchUpInside", .touchUpInside), ("editingDidBegin", .editingDidBegin),
    ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
    ("editingDidEndOnExit", .editingDidEndOnExit),
    ("primaryActionTriggered", .primaryActionTriggered),
  ]
  for (name, event) in names where events.contains(event) {
    field.addAction(
      UIAction { _ in trace.record("\(name) text='\(field.text!)' caret=\(field.caretOffset)") },
      for: event)
  }
}

/// A field of the given width in a window one row high, already editing `text`.
@MainActor
func makeEditingTextField(_ text: String = "", width: Int = 20) -> (UIWindow, UITextField) {
  let window = makeWindow(width: width, height: 1)
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: width, height: 1))
  field.text = text
  window.addSubview(field)
  field.becomeFirstResponder()
  return (window, field)
}

@Suite @MainActor struct UITextFieldTests {
  // MARK: - Typing

  @Test func typingAsksThenChangesThenSendsEditingChangedThenReportsTheSelection() {
    let (window, field) = makeEditingTextField("ab")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.allEditingEvents, of: field, into: trace)
    window.sendText("c")
    #expect(field.text == "abc")
    #expect(
      trace.events == [
        "shouldChange 2+0 'c' text='ab'",
        "editingChanged text='abc' caret=3",
        "didChangeSelection text='abc' caret=3",
      ])
  }

  @Test func typingInsertsAtTheCaretAndReplacesTheSelection() {
    let (window, field) = makeEditingTextField("ac")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    window.press(.keyboardLeftArrow)
    window.sendText("b")
    #expect(field.text == "abc")
    #expect(field.caretOffset == 2)
    trace.reset()
    field.selectedTextRange = field.textRange(
      from: field.position(from: field.beginningOfDocument, offset: 1)!,
      to: field.endOfDocument)
    window.sendText("X")
    #expect(field.text == "aX")
    #expect(
      trace.events == [
        "didChangeSelection text='abc' caret=3",
        "shouldChange 1+2 'X' text='abc'",
        "didChangeSelection text='aX' caret=2",
      ])
  }

  @Test func anNSObjectCoordinatorHearsTheUsersTyping() {
    let (window, field) = makeEditingTextField()
    let coordinator = Coordinator(text: "")
    field.delegate = coordinator
    window.sendText("h")
    window.sendText("i")
    #expect(coordinator.text == "hi")
    #expect(coordinator.selectionChanges == 2)
  }

  @Test func aDeclinedChangeLeavesTheTextAlone() {
    let (window, field) = makeEditingTextField("ab")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    delegate.allowsChange = false
    field.delegate = delegate
    recordTextFieldEvents(.editingChanged, of: field, into: trace)
    window.sendText("c")
    window.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "ab")
    #expect(field.caretOffset == 2)
    #expect(trace.events == ["shouldChange 2+0 'c' text='ab'", "shouldChange 1+1 '' text='ab'"])
  }

  @Test func typingDoesNothingWhileNotEditing() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    window.addSubview(field)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    field.insertText("x")
    field.deleteBackward()
    #expect(field.text == "")
    #expect(trace.events.isEmpty)
  }

  // MARK: - Programmatic changes

  @Test func settingTextInCodeSendsNothingWhileNotEditing() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    window.addSubview(field)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.allEvents, of: field, into: trace)
    field.text = "hello"
    field.attributedText = NSAttributedString(string: "styled")
    #expect(field.text == "styled")
    #expect(trace.events.isEmpty)
  }

  @Test func settingTextWhileEditingMovesTheCaretToTheEndAndReportsOneSelectionChange() {
    let (window, field) = makeEditingTextField("hello")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.allEvents, of: field, into: trace)
    window.press(.keyboardLeftArrow)
    window.press(.keyboardLeftArrow)
    #expect(field.caretOffset == 3)
    trace.reset()
    field.text = "hello world"
    #expect(field.caretOffset == 11)
    #expect(trace.events == ["didChangeSelection text='hello world' caret=11"])
  }

  @Test func writingTheSameTextBackMakesTheCaretJumpToTheEnd() {
    // The bug an unconditional `uiView.text = text` in `updateUIView` causes.
    let (window, field) = makeEditingTextField("abc")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    window.press(.keyboardHome)
    window.sendText("X")
    #expect(field.caretOffset == 1)
    trace.reset()
    field.text = field.text
    #expect(field.text == "Xabc")
    #expect(field.caretOffset == 4)
    #expect(trace.events == ["didChangeSelection text='Xabc' caret=4"])
    trace.reset()
    field.text = "Xabc"
    #expect(trace.events.isEmpty)
  }

  @Test func theTextIsNeverNil() {
    let field = UITextField()
    #expect(field.text == "")
    field.text = "a"
    field.text = nil
    #expect(field.text == "")
    #expect(field.hasText == false)
    #expect(field.attributedText?.string == "")
  }

  @Test func onlyTheUsersEditsPostTextDidChange() {
    /// Collects notification names; notifications post synchronously on the main thread.
    final class Names: @unchecked Sendable { var names: [String] = [] }
    let (window, field) = makeEditingTextField()
    let seen = Names()
    let center = NotificationCenter.default
    let tokens = [
      UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: field, queue: nil) {
        seen.names.append($0.name.rawValue)
      }
    }
    defer { tokens.forEach(center.removeObserver) }
    window.sendText("a")
    field.text = "code"
    field.resignFirstResponder()
    #expect(
      seen.names == [
        "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification",
      ])
  }

  // MARK: - Beginning and ending editing

  @Test func beginningAndEndingEditingReportInOrder() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    field.text = "hi"
    window.addSubview(field)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    recordTextFieldEvents(.allEditingEvents, of: field, into: trace)
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing)
    #expect(field.isFirstResponder)
    #expect(trace.events == ["shouldBegin", "didBegin", "editingDidBegin text='hi' caret=2"])
    trace.reset()
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing)
    #expect(trace.events == ["shouldEnd", "didEnd", "editingDidEnd text='hi' caret=2"])
  }

  @Test func aDeclinedBeginningKeepsTheFieldFromEditing() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    window.addSubview(field)
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    delegate.allowsBeginning = false
    field.delegate = delegate
    #expect(field.becomeFirstResponder() == false)
    window.tap(field)
    #expect(!field.isEditing)
    #expect(!field.isFirstResponder)
    #expect(trace.events == ["shouldBegin", "shouldBegin"])
  }

  @Test func aDeclinedEndingKeepsTheFieldEditing() {
    let (window, field) = makeEditingTextField("a")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    delegate.allowsEnding = false
    field.delegate = delegate
    #expect(field.resignFirstResponder() == false)
    window.press(.keyboardEscape)
    #expect(field.isEditing)
    #expect(field.isFirstResponder)
    #expect(window.firstResponder === field)
    #expect(trace.events == ["shouldEnd", "shouldEnd"])
  }

  @Test func becomingFirstResponderOutsideAWindowFailsWithoutAsking() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    #expect(field.becomeFirstResponder() == false)
    #expect(!field.isEditing)
    #expect(trace.events.isEmpty)
  }

  @Test func aDisabledFieldCannotEditAndDisablingEndsEditing() {
    let (window, field) = makeEditingTextField("a")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    field.isEnabled = false
    #expect(!field.isEditing)
    #expect(window.firstResponder == nil)
    #expect(!field.canBecomeFirstResponder)
    #expect(field.becomeFirstResponder() == false)
    #expect(trace.events == ["shouldEnd", "didEnd"])
  }

  @Test func leavingTheWindowEndsEditingEvenWhenTheDelegateRefuses() {
    let (window, field) = makeEditingTextField("a")
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    delegate.allowsEnding = false
    field.delegate = delegate
    field.removeFromSuperview()
    #expect(!field.isEditing)
    #expect(window.firstResponder == nil)
    #expect(trace.events == ["shouldEnd", "didEnd"])
  }

  @Test func clearsOnBeginEditingEmptiesTheFieldQuietly() {
    let window = makeWindow(width: 20, height: 1)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    field.text = "old"
    field.clearsOnBeginEditing = true
    window.addSubview(field)
    let trace = Trace()
    recordTextFieldEvents(.editingChanged, of: field, into: trace)
    field.becomeFirstResponder()
    #expect(field.text == "")
    #expect(trace.events.isEmpty)
  }
}
