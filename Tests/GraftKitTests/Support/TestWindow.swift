import Foundation
import GraftKit

/// A visible key window of the given size, as tests host views in.
@MainActor
func makeWindow(width: Int = 40, height: Int = 10) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.makeKeyAndVisible()
  return window
}

extension UIWindow {
  /// The window's next frame as plain text, one line per row with trailing blanks trimmed.
  func screen() -> String {
    render().plainText
  }

  /// Taps the centre of `view`, as a pointer press and release.
  func tap(_ view: UIView) {
    sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }

  /// Presses a key without modifiers.
  func press(_ keyCode: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
    sendKey(UIKey(keyCode: keyCode, modifierFlags: modifiers))
  }
}

/// Records calls in order, so a test can compare the whole sequence.
@MainActor
final class Trace {
  private(set) var events: [String] = []
  func record(_ event: String) { events.append(event) }
  func reset() { events.removeAll() }
}
