import Foundation
import GraftKit
import Testing

/// Records the keyboard notifications posted while it lives.
@MainActor
private final class KeyboardObserver {
  private(set) var events: [String] = []
  struct Info: Sendable {
    var begin: CGRect?
    var end: CGRect?
    var duration: Double?
    var curve: Int?
    var isLocal: Bool?
  }
  private(set) var last = Info()
  private var tokens: [any NSObjectProtocol] = []

  init() {
    let names: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
      (UIResponder.keyboardDidHideNotification, "didHide"),
      (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
    ]
    for (name, label) in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] notification in
          let userInfo = notification.userInfo ?? [:]
          let info = Info(
            begin: userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
            end: userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
            duration: userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
            curve: userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
            isLocal: userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool)
          MainActor.assumeIsolated {
            self?.events.append(label)
            self?.last = info
          }
        })
    }
  }

  func stop() {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }
}

@Suite(.serialized) @MainActor struct KeyboardAndInputViewTests {
  @Test func editingShowsAndHidesAZeroHeightKeyboard() {
    let window = makeWindow(width: 20, height: 5)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let trace = Trace()
    let delegate = RecordingTextFieldDelegate(trace)
    field.delegate = delegate
    window.addSubview(field)
    let observer = KeyboardObserver()
    defer { observer.stop() }
    window.tap(field)
    #expect(field.isFirstResponder)
    #expect(observer.events == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    let screen = UIScreen.main.bounds
    #expect(observer.last.end == CGRect(x: 0, y: screen.maxY, width: screen.width, height: 0))
    #expect(observer.last.begin == observer.last.end)
    #expect(observer.last.duration == 0)
    #expect(observer.last.isLocal == true)
    #expect(observer.last.curve == 0)
    field.resignFirstResponder()
    #expect(
      observer.events.suffix(4) == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    #expect(trace.events.contains("didEnd"))
  }

  @Test func movingBetweenFieldsKeepsTheKeyboardUp() {
    let window = makeWindow(width: 20, height: 5)
    let first = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let second = UITextField(frame: CGRect(x: 0, y: 1, width: 10, height: 1))
    window.addSubview(first)
    window.addSubview(second)
    let observer = KeyboardObserver()
    defer { observer.stop() }
    first.becomeFirstResponder()
    second.becomeFirstResponder()
    #expect(second.isFirstResponder)
    #expect(!observer.events.contains("willHide"))
    #expect(observer.events.filter { $0 == "willShow" }.count == 2)
    second.resignFirstResponder()
    #expect(observer.events.last == "didHide")
  }

  @Test func anAccessoryToolbarShowsAtTheBottomWhileEditingAndItsItemsWork() {
    let window = makeWindow(width: 20, height: 5)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.text = "abc"
    var taps = 0
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    toolbar.items = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(
        title: "Done",
        primaryAction: UIAction { _ in
          taps += 1
          field.resignFirstResponder()
        }),
    ]
    field.inputAccessoryView = toolbar
    window.addSubview(field)
    #expect(field.inputAccessoryView === toolbar)
    #expect(toolbar.superview == nil)
    window.tap(field)
    window.layoutIfNeeded()
    #expect(toolbar.superview === window)
    #expect(toolbar.frame == CGRect(x: 0, y: 4, width: 20, height: 1))
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("abc"))
    #expect(lines[4].trimmingCharacters(in: .whitespaces).hasSuffix("Done"))
    window.sendTap(at: CGPoint(x: 18, y: 4))
    #expect(taps == 1)
    #expect(!field.isFirstResponder)
    #expect(toolbar.superview == nil)
    #expect(!window.screen().contains("Done"))
  }

  @Test func anInputViewSitsBelowTheAccessory() {
    let window = makeWindow(width: 20, height: 8)
    let text = UITextView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
    let keypad = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
    keypad.text = "1 2 3"
    let accessory = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    accessory.text = "accessory"
    text.inputView = keypad
    text.inputAccessoryView = accessory
    window.addSubview(text)
    #expect(text.becomeFirstResponder())
    #expect(keypad.frame == CGRect(x: 0, y: 7, width: 20, height: 1))
    #expect(accessory.frame == CGRect(x: 0, y: 6, width: 20, height: 1))
    text.resignFirstResponder()
    #expect(keypad.superview == nil && accessory.superview == nil)
  }
}
