import Foundation

extension UITextView {
  // MARK: - Programmatic changes

  /// Changes the text as code does: no `textViewDidChange(_:)`, no delegate questions. The
  /// caret moves to the end; while editing, the delegate hears of that selection change.
  func setTextProgrammatically(_ change: (EditableText) -> Void) {
    let oldText = editor.string
    let oldSelection = editor.selection
    change(editor)
    editor.collapse(at: editor.length)
    textDidChange()
    guard editing else { return }
    scrollCaretIntoView()
    // NB: Reported only when something changed, so a delegate writing the same text back
    // cannot start a cycle.
    if editor.string != oldText || editor.selection != oldSelection {
      textViewDelegate?.textViewDidChangeSelection(self)
    }
  }

  /// Drops the wrapped lines and redraws.
  func textDidChange() {
    cachedLayout = nil
    goalColumn = nil
    layoutDidChange()
  }

  /// Redraws and resizes after the text or its insets changed.
  func layoutDidChange() {
    cachedLayout = nil
    updateContentSize()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  var defaultAttributes: [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [.foregroundColor: textColor ?? .label]
    if let font { attributes[.font] = font }
    return attributes
  }

  // MARK: - Editing sessions

  func beginEditingSession() {
    editing = true
    scrollCaretIntoView()
    setNeedsDisplay()
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
  }

  func endEditingSession() {
    editing = false
    goalColumn = nil
    setNeedsDisplay()
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
  }

  // MARK: - User edits

  /// The one path of every user edit: ask the delegate, change the text, move the caret after
  /// the new text, report the selection change, then report the text change.
  ///
  /// - Returns: Whether the edit happened.
  @discardableResult
  func performUserEdit(replacing range: NSRange, with string: String) -> Bool {
    guard editing else { return false }
    if let delegate = textViewDelegate,
      !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
    {
      return false
    }
    applyEdit(replacing: range, with: string)
    return true
  }

  private func applyEdit(replacing range: NSRange, with string: String) {
    editor.replace(range, with: string)
    editor.collapse(at: range.location + string.utf16.count)
    textDidChange()
    scrollCaretIntoView()
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  /// Backspace or Delete: removes the selection, or the grapheme beside the caret.
  func deleteTyped(forward: Bool) {
    guard editing else { return }
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
    if editing {
      applyEdit(replacing: range, with: text)
    } else {
      editor.replace(range, with: text)
      editor.collapse(at: range.location + text.utf16.count)
      textDidChange()
    }
  }

  // MARK: - Selection

  /// Selects `range`, reporting the change to the delegate while editing.
  func select(_ range: NSRange) {
    let old = editor.selection
    editor.select(range)
    goalColumn = nil
    selectionDidChange(from: old)
  }

  /// Moves the caret to `offset`, or with `extending`, moves only the selection's moving end.
  func moveCaret(to offset: Int, extending: Bool, keepingGoal: Bool = false) {
    let old = editor.selection
    if !keepingGoal { goalColumn = nil }
    if extending {
      editor.select(anchor: editor.anchor, active: offset)
    } else {
      editor.collapse(at: offset)
    }
    selectionDidChange(from: old)
  }

  private func selectionDidChange(from old: NSRange) {
    guard editor.selection != old else { return }
    setNeedsDisplay()
    guard editing else { return }
    scrollCaretIntoView()
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  /// Moves the caret `rows` lines up (negative) or down, aiming for the same column.
  func moveVertically(by rows: Int, extending: Bool) {
    let location = caretLocation(of: editor.active)
    let goal = goalColumn ?? location.column
    let target = offset(row: location.row + rows, column: goal)
    moveCaret(to: target, extending: extending, keepingGoal: true)
    goalColumn = goal
  }

  // MARK: - Taps and keys

  func handleTap(at location: CGPoint) {
    if !editing {
      guard becomeFirstResponder() else { return }
    }
    moveCaret(to: offset(at: location), extending: false)
  }

  /// Handles one key; returns `false` for keys the view does not use.
  func handleKey(_ key: UIKey?) -> Bool {
    guard let key else { return false }
    guard editing else {
      // NB: A focused view that stopped editing (Escape) begins again on Space or Return.
      let activates = key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar
      guard activates, isFocused else { return false }
      becomeFirstResponder()
      return true
    }
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
    case .keyboardUpArrow:
      moveVertically(by: -1, extending: extending)
    case .keyboardDownArrow:
      moveVertically(by: 1, extending: extending)
    case .keyboardPageUp:
      moveVertically(by: -max(1, Int(bounds.height)), extending: extending)
    case .keyboardPageDown:
      moveVertically(by: max(1, Int(bounds.height)), extending: extending)
    case .keyboardHome:
      moveCaret(to: lineBoundary(ofCaretAtEnd: false), extending: extending)
    case .keyboardEnd:
      moveCaret(to: lineBoundary(ofCaretAtEnd: true), extending: extending)
    case .keyboardDeleteOrBackspace:
      deleteBackward()
    case .keyboardDeleteForward:
      deleteTyped(forward: true)
    case .keyboardReturnOrEnter:
      insertText("\n")
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
}
