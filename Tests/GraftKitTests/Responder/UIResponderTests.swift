import Foundation
import GraftKit
import Testing

/// A view that can become first responder and records key presses it receives.
@MainActor
private final class KeyView: UIView {
  var presses: [String] = []
  var accepts = true
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { accepts }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    self.presses += presses.compactMap { $0.key?.characters }
  }
}

@Suite @MainActor struct UIResponderTests {
  @Test func becomeFirstResponderFailsOutsideAWindow() {
    let view = KeyView()
    #expect(!view.becomeFirstResponder())
    #expect(!view.isFirstResponder)
  }

  @Test func becomeFirstResponderFailsWhenTheViewCannot() {
    let window = makeWindow()
    let view = UIView()
    window.addSubview(view)
    #expect(!view.canBecomeFirstResponder)
    #expect(!view.becomeFirstResponder())
  }

  @Test func oneFirstResponderPerWindow() {
    let window = makeWindow()
    let a = KeyView(), b = KeyView()
    window.addSubview(a)
    window.addSubview(b)
    #expect(a.becomeFirstResponder())
    #expect(a.isFirstResponder)
    #expect(b.becomeFirstResponder())
    #expect(!a.isFirstResponder)
    #expect(b.isFirstResponder)
    #expect(b.resignFirstResponder())
    #expect(!b.isFirstResponder)
  }

  @Test func aResponderThatWillNotResignKeepsItsStatus() {
    let window = makeWindow()
    let stubborn = KeyView(), other = KeyView()
    stubborn.accepts = false
    window.addSubview(stubborn)
    window.addSubview(other)
    stubborn.becomeFirstResponder()
    #expect(!other.becomeFirstResponder())
    #expect(stubborn.isFirstResponder)
  }

  @Test func removingTheFirstResponderFromItsWindowResignsIt() {
    let window = makeWindow()
    let container = UIView()
    let field = KeyView()
    container.addSubview(field)
    window.addSubview(container)
    field.becomeFirstResponder()
    container.removeFromSuperview()
    #expect(!field.isFirstResponder)
  }

  @Test func keyPressesGoToTheFirstResponder() {
    let window = makeWindow()
    let view = KeyView()
    window.addSubview(view)
    view.becomeFirstResponder()
    window.sendKey(UIKey(keyCode: .keyboardA, characters: "a"))
    #expect(view.presses == ["a"])
  }

  @Test func theResponderChainRunsThroughControllersToTheApplication() {
    let window = makeWindow()
    let controller = UIViewController()
    let child = UIView()
    controller.view.addSubview(child)
    window.rootViewController = controller
    #expect(child.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(window.next === UIApplication.shared)
    #expect(UIApplication.shared.next == nil)
  }

  @Test func unhandledTouchesTravelUpTheChain() {
    final class Catcher: UIView {
      var caught = 0
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { caught += 1 }
    }
    let window = makeWindow()
    let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
    let inner = UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 3))
    catcher.addSubview(inner)
    window.addSubview(catcher)
    window.sendTap(at: CGPoint(x: 2, y: 2))
    #expect(catcher.caught == 1)
  }
}
