// The keyboard, for tests that drive a screen the way a terminal user does: Tab through the
// controls, type into whatever has focus.

extension ViewHost {
  /// Presses and releases `key`, with `modifiers` held, and flushes.
  ///
  /// The press goes where a real one goes: to the first responder, else the focused view, and
  /// up the responder chain; Tab and Shift-Tab move focus.
  ///
  /// ```swift
  /// host.press(.tab)
  /// #expect(host.focusedView?.description == "Button \"Save\"")
  /// host.press(.space)   // presses it
  /// ```
  public func press(
    _ key: Keystroke, modifiers: UIKeyModifierFlags = [], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      window.sendKey(key.uiKey(modifiers: modifiers))
    }
  }

  /// Types `text` into the first responder, and flushes; a `"\n"` presses Return.
  ///
  /// Without a first responder the characters are key presses, so a space presses the
  /// focused button. To type into a particular field, use
  /// ``InspectedView/type(_:fileID:filePath:line:column:)``.
  public func type(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      sendTyped(text)
    }
  }

  /// The view that has keyboard focus, or the first responder when nothing else has focus.
  public var focusedView: InspectedView<UIView>? {
    guard let focused = window.focusedView ?? (window.firstResponder as? UIView) else {
      return nil
    }
    return searchScope.search(firstOnly: true) { $0.backing === focused ? focused : nil }.first
  }

  /// Sends `text` as a terminal does: runs of characters as typed text, line breaks as Return.
  func sendTyped(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if index > 0 { window.sendKey(Keystroke.return.uiKey(modifiers: [])) }
      if !line.isEmpty { window.sendText(String(line)) }
    }
  }
}
