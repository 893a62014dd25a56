import Foundation

extension UITextField {
  // MARK: - Programmatic changes

  /// Changes the text as code does: no `.editingChanged`, no delegate questions. While editing,
  /// the caret moves to the end and the delegate hears of the selection change.
  func setTextProgrammatically(_ change: (EditableText) -> Void) {
    let oldText = editor.string
    let oldSelection = editor.selection
    change(editor)
    contentDidChange()
    guard isEditing else { return }
    editor.collapse(at: editor.length)
    scrollCaretIntoView()
    // NB: UIKit moves the caret even when the text is unchanged, which is what makes an
    // unconditional `uiView.text = text` in `updateUIView` jump the caret. Graft reports the
    // move only when the text or the selection really changed, so a delegate that writes the
    // text back cannot keep the cycle going.
    if editor.string != oldText || editor.selection != oldSelection {
      delegate?.textFieldDidChangeSelection(self)
    }
  }

  /// Redraws, and resizes for the new text or placeholder.
  func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  func overlayViewDidChange(from oldView: UIView?, to newView: UIView?) {
    if oldView !== newView, oldView?.superview === self { oldView?.removeFromSuperview() }
    if let newView { addSubview(newView) }
    contentDidChange()
  }

  // MARK: - Editing sessions

  func beginEditingSession() {
    editing = true
    if clearsOnBeginEditing { editor.setText("") }
    editor.collapse(at: editor.length)
    horizontalScroll = 0
    scrollCaretIntoView()
    contentDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
  }

  func endEditingSession() {
    editing = false
    horizontalScroll = 0
    contentDidChange()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
  }

  // MARK: - User edits

  /// The one path of every user edit: ask the delegate, change the text, move the caret after
  /// the new text, send `.editingChanged`, then report the selection change.
  ///
  /// - Returns: Whether the edit happened.
  @discardableResult
  func performUserEdit(replacing range: NSRange, with string: String) -> Bool {
    guard isEditing else { return false }
    if let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
    {
      return false
    }
    applyEdit(replacing: range, with: string)
    return true
  }

  /// Applies an edit already allowed, and reports it as the user's.
  private func applyEdit(replacing range: NSRange, with string: String) {
    editor.replace(range, with: string)
    editor.collapse(at: range.location + string.utf16.count)
    scrollCaretIntoView()
    contentDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Typing: each line of `text` is inserted, and each line break between them is Return.
  func insertTyped(_ text: String) {
    guard isEditing, !text.isEmpty else { return }
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      if index > 0 {
        performReturn()
        guard isEditing else { return }
      }
      if !line.isEmpty { performUserEdit(replacing: editor.selection, with: String(line)) }
    }
  }

  /// Backspace or Delete: removes the selection, or the grapheme beside the caret.
  func deleteTyped(forward: Bool) {
    guard isEditing else { return }
    let selection = editor.selection
    if selection.length > 0 {
      performUserEdit(replacing: selection, with: "")
      return
    }
    let caret = editor.active
    if forward {
      guard let next = editor.boundary(after: caret) else { return }
      performUserEdit(replacing: NSRange(location: caret, length: next - caret), with: "")
    } else {
      guard let previous = editor.boundary(before: caret) else { return }
      performUserEdit(replacing: NSRange(location: previous, length: caret - previous), with: "")
    }
  }

  /// `replace(_:withText:)`: an edit by the text-input system, which does not ask the delegate.
  func replaceFromInputSystem(_ range: NSRange, with text: String) {
    guard range.location >= 0, range.location + range.length <= editor.length else { return }
    if isEditing {
      applyEdit(replacing: range, with: text)
    } else {
      editor.replace(range, with: text)
      editor.collapse(at: range.location + text.utf16.count)
      contentDidChange()
    }
  }

  /// Return: unless the delegate declines, sends `.editingDidEndOnExit` and
  /// `.primaryActionTriggered`. As in UIKit, a field with an action for `.editingDidEndOnExit`
  /// then ends editing.
  func performReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    sendActions(for: .primaryActionTriggered)
    if endsEditing, isFirstResponder { resignFirstResponder() }
  }

  // MARK: - Selection

  /// Selects `range`, reporting the change to the delegate while editing.
  func select(_ range: NSRange) {
    let old = editor.selection
    editor.select(range)
    selectionDidChange(from: old)
  }

  /// Moves the caret to `offset`, or with `extending`, moves only the selection's moving end.
  func moveCaret(to offset: Int, extending: Bool) {
    let old = editor.selection
    if extending {
      editor.select(anchor: editor.anchor, active: offset)
    } else {
      editor.collapse(at: offset)
    }
    selectionDidChange(from: old)
  }

  private func selectionDidChange(from old: NSRange) {
    guard editor.selection != old else { return }
    scrollCaretIntoView()
    setNeedsDisplay()
    if isEditing { delegate?.textFieldDidChangeSelection(self) }
  }

  // MARK: - Taps and keys

  func handleTap(at location: CGPoint?) {
    if let location, isClearButtonVisible, clearButtonRect(forBounds: bounds).contains(location) {
      tapClearButton()
    } else if !isEditing {
      becomeFirstResponder()
    } else if let location {
      moveCaret(to: offset(atColumn: location.x), extending: false)
    }
  }

  /// The clear button: asks `textFieldShouldClear(_:)`, begins editing if need be, empties the
  /// text and sends `.editingChanged`.
  private func tapClearButton() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !isEditing { guard becomeFirstResponder() else { return } }
    let old = editor.selection
    editor.replace(NSRange(location: 0, length: editor.length), with: "")
    editor.collapse(at: 0)
    horizontalScroll = 0
    contentDidChange()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    if editor.selection != old { delegate?.textFieldDidChangeSelection(self) }
  }

  /// Handles one key while editing; returns `false` for keys the field does not use.
  func handleKey(_ key: UIKey?) -> Bool {
    guard let key else { return false }
    let extending = key.modifierFlags.contains(.shift)
    let selection = editor.selection
    switch key.keyCode {
    case .keyboardLeftArrow:
      if !extending, selection.length > 0 {
        moveCaret(to: selection.location, extending: false)
      } else {
        moveCaret(to: editor.boundary(before: editor.active) ?? 0, extending: extending)
      }
    case .keyboardRightArrow:
      if !extending, selection.length > 0 {
        moveCaret(to: selection.location + selection.length, extending: false)
      } else {
        moveCaret(to: editor.boundary(after: editor.active) ?? editor.length, extending: extending)
      }
    case .keyboardHome, .keyboardUpArrow, .keyboardPageUp:
      moveCaret(to: 0, extending: extending)
    case .keyboardEnd, .keyboardDownArrow, .keyboardPageDown:
      moveCaret(to: editor.length, extending: extending)
    case .keyboardDeleteOrBackspace:
      deleteBackward()
    case .keyboardDeleteForward:
      deleteTyped(forward: true)
    case .keyboardReturnOrEnter:
      performReturn()
    case .keyboardTab, .keyboardEscape:
      return false
    case .keyboardSpacebar where key.characters.isEmpty:
      insertText(" ")
    default:
      guard let typed = UITextField.typedText(of: key) else { return false }
      insertText(typed)
    }
    return true
  }

  /// The text a key types, or `nil` for a key that types nothing: a command or control
  /// shortcut, or a key whose characters are controls.
  static func typedText(of key: UIKey) -> String? {
    guard !key.characters.isEmpty,
      key.modifierFlags.isDisjoint(with: [.command, .control]),
      !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    return key.characters
  }
}
