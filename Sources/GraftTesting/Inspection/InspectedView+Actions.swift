import Foundation

// What a user does to a view, through the window's real event path. Each action checks the
// user could reach the view, delivers the events, and flushes, so the next line of the test
// sees the result.

extension InspectedView {
  /// Taps the view at the centre of its visible part: a press and a release, hit-tested by the
  /// window as a mouse click in the terminal is.
  ///
  /// ```swift
  /// try host.find(button: "Perform Action").tap()
  /// ```
  ///
  /// - Throws: ``InspectionError/unreachable(_:action:reason:)`` when the view is hidden,
  ///   disabled, off screen, or covered by another view (the message names it).
  public func tap(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) {
      host.window.sendTap(at: try touchPoint(for: "tap"))
    }
  }

  /// Moves keyboard focus to the view, as Tab would; a view that takes text also becomes the
  /// first responder and begins editing.
  ///
  /// - Throws: ``InspectionError/unreachable(_:action:reason:)`` when the view is hidden,
  ///   disabled or cannot take focus; ``InspectionError/actionFailed(_:action:reason:)`` when it
  ///   refused (a delegate said no).
  public func focus(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) {
      try checkShown(for: "focus")
      if let control = uiView as? UIControl, !control.isEnabled {
        throw unreachable("focus", "it is disabled")
      }
      guard uiView.canBecomeFocused || uiView.canBecomeFirstResponder else {
        throw unreachable("focus", "it cannot take focus")
      }
      host.window.setFocus(uiView)
      guard host.window.focusedView === uiView || host.window.firstResponder === uiView else {
        throw actionFailed("focus", "it refused to become focused")
      }
    }
  }

  /// Whether the view has keyboard focus or is the first responder.
  public var isFocused: Bool {
    host.window.focusedView === uiView || host.window.firstResponder === uiView
  }
}

extension InspectedView where Backing: UISwitch {
  /// Taps the switch, as a user flips a `Toggle`, and checks that it flipped.
  ///
  /// ```swift
  /// try host.find(toggle: "Add?").toggle()
  /// ```
  ///
  /// - Throws: ``InspectionError/unreachable(_:action:reason:)`` as
  ///   ``tap(fileID:filePath:line:column:)`` does;
  ///   ``InspectionError/actionFailed(_:action:reason:)`` when the switch did not change.
  public func toggle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) {
      let wasOn = uiView.isOn
      host.window.sendTap(at: try touchPoint(for: "toggle"))
      guard uiView.isOn != wasOn else {
        throw actionFailed("toggle", "it stayed \(wasOn ? "on" : "off")")
      }
    }
  }
}

extension InspectedView where Backing: UIKeyInput {
  /// Types `text` into the view: taps it first unless it is already the first responder (which
  /// puts the caret at the end), then types at the caret. A `"\n"` presses Return.
  ///
  /// ```swift
  /// try host.find(textField: "User name").type("ada\n")   // "\n" submits
  /// ```
  ///
  /// - Throws: ``InspectionError/unreachable(_:action:reason:)`` when a user could not tap the
  ///   view; ``InspectionError/actionFailed(_:action:reason:)`` when it would not begin editing.
  public func type(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) {
      try beginEditing(for: "type into")
      host.sendTyped(text)
    }
  }

  /// Taps the view to make it the first responder, unless it is already.
  func beginEditing(for action: String) throws {
    guard host.window.firstResponder !== uiView else { return }
    host.window.sendTap(at: try touchPoint(for: action))
    guard host.window.firstResponder === uiView else {
      throw actionFailed(action, "it did not begin editing")
    }
  }
}

extension InspectedView where Backing: UITextField {
  /// Empties the field as a user would: taps it, selects everything, and presses Backspace.
  ///
  /// - Throws: ``InspectionError/actionFailed(_:action:reason:)`` when text remains (a delegate
  ///   refused the change).
  public func clear(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) {
      try beginEditing(for: "clear")
      host.window.sendKey(Keystroke.end.uiKey(modifiers: []))
      host.window.sendKey(Keystroke.home.uiKey(modifiers: .shift))
      host.window.sendKey(Keystroke.delete.uiKey(modifiers: []))
      if let text = uiView.text, !text.isEmpty {
        throw actionFailed("clear", "it still holds \(text.debugDescription)")
      }
    }
  }
}
