import Foundation
import GraftKit
import Testing

@Suite @MainActor struct FocusTests {
  private func button(_ title: String, x: CGFloat, y: CGFloat, in window: UIWindow) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.sizeToFit()
    button.frame.origin = CGPoint(x: x, y: y)
    window.addSubview(button)
    return button
  }

  @Test func tabMovesInReadingOrderAndWraps() {
    let window = makeWindow(width: 40, height: 6)
    // Added out of order on purpose: reading order is by position, not by insertion.
    let c = button("C", x: 0, y: 4, in: window)
    let b = button("B", x: 20, y: 0, in: window)
    let a = button("A", x: 0, y: 0, in: window)
    var order: [String] = []
    for _ in 0..<4 {
      window.press(.keyboardTab)
      order.append([a, b, c].first { $0.isFocused }?.currentTitle ?? "none")
    }
    #expect(order == ["A", "B", "C", "A"])
  }

  @Test func shiftTabMovesBackwards() {
    let window = makeWindow(width: 40, height: 6)
    let a = button("A", x: 0, y: 0, in: window)
    let b = button("B", x: 0, y: 2, in: window)
    window.press(.keyboardTab, .shift)
    #expect(b.isFocused)
    window.press(.keyboardTab, .shift)
    #expect(a.isFocused)
    #expect(a.state == .focused)
  }

  @Test func hiddenDisabledAndNonInteractiveControlsAreSkipped() {
    let window = makeWindow(width: 40, height: 8)
    let a = button("A", x: 0, y: 0, in: window)
    let hidden = button("H", x: 0, y: 2, in: window)
    let disabled = button("D", x: 0, y: 4, in: window)
    let last = button("L", x: 0, y: 6, in: window)
    hidden.isHidden = true
    disabled.isEnabled = false
    window.press(.keyboardTab)
    #expect(a.isFocused)
    window.press(.keyboardTab)
    #expect(last.isFocused)
  }

  @Test func hidingTheFocusedViewDropsFocus() {
    let window = makeWindow()
    let a = button("A", x: 0, y: 0, in: window)
    window.press(.keyboardTab)
    #expect(a.isFocused)
    a.isHidden = true
    #expect(!a.isFocused)
    a.isHidden = false
    a.removeFromSuperview()
    #expect(!a.isFocused)
  }
}
