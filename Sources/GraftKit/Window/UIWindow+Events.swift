package import Foundation

extension UIWindow {
  // MARK: - Event entry points for hosts

  /// Delivers a pointer event at `point`, in window coordinates: `.began` for a press, `.moved`
  /// for a drag, `.ended` for a release.
  package func sendPointer(_ phase: UITouch.Phase, at point: CGPoint) {
    let touch: UITouch
    if phase == .began || activeTouch == nil {
      guard phase == .began else { return }
      touch = UITouch(window: self, location: point, tapCount: tapCount(forPressAt: point))
      activeTouch = touch
    } else {
      touch = activeTouch!
      touch.move(to: point, phase: phase)
    }
    if phase == .ended || phase == .cancelled {
      activeTouch = nil
      lastRelease = phase == .ended ? (point, touch.timestamp, touch.tapCount) : nil
    }
    sendEvent(UIEvent(type: .touches, touches: [touch]))
  }

  /// The tap count of a press at `point`: one more than the last release's, when that was
  /// within the multiple-tap interval and a cell of here, else 1.
  private func tapCount(forPressAt point: CGPoint) -> Int {
    guard let last = lastRelease,
      ProcessInfo.processInfo.systemUptime - last.time <= Self.multipleTapInterval,
      abs(last.location.x - point.x) <= 1, abs(last.location.y - point.y) <= 1
    else { return 1 }
    return last.tapCount + 1
  }

  /// How soon a press must follow a release to count as the next tap of a multiple tap: the
  /// usual double-click interval.
  static let multipleTapInterval: TimeInterval = 0.5

  /// Presses and releases the pointer at `point`, in window coordinates.
  package func sendTap(at point: CGPoint) {
    sendPointer(.began, at: point)
    sendPointer(.ended, at: point)
  }

  /// Presses and releases `key`.
  package func sendKey(_ key: UIKey) {
    let press = UIPress(key: key)
    sendEvent(UIPressesEvent(presses: [press]))
    press.phase = .ended
    sendEvent(UIPressesEvent(presses: [press]))
  }

  /// Types `text`: into the first responder when it takes text, else as key presses.
  package func sendText(_ text: String) {
    if let input = firstResponder as? any UIKeyInput {
      input.insertText(text)
      return
    }
    for character in text {
      let keyCode: UIKeyboardHIDUsage =
        switch character {
        case " ": .keyboardSpacebar
        case "\r", "\n": .keyboardReturnOrEnter
        case "\t": .keyboardTab
        default: .keyboardErrorUndefined
        }
      sendKey(UIKey(keyCode: keyCode, characters: String(character)))
    }
  }

  /// Scrolls the scroll view under `point` by `delta`, as a mouse wheel does.
  package func sendScroll(by delta: CGPoint, at point: CGPoint) {
    sendEvent(UIEvent(type: .scroll, scrollDelta: delta, scrollLocation: point))
  }
}

/// A view that scrolls its content when the mouse wheel turns over it.
@MainActor
package protocol ScrollEventHandling: AnyObject {
  /// Scrolls by `delta`; returns `false` when the view cannot scroll, so an outer view may.
  func handleScroll(by delta: CGPoint) -> Bool
  /// Scrolls by `delta` with the pointer at `point`, in the view's coordinates; the default
  /// ignores where the pointer is.
  func handleScroll(by delta: CGPoint, at point: CGPoint) -> Bool
}

extension ScrollEventHandling {
  package func handleScroll(by delta: CGPoint, at point: CGPoint) -> Bool {
    handleScroll(by: delta)
  }
}
