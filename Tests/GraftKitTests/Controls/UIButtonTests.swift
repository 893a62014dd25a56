import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UIButtonTests {
  private func makeButton(_ title: String, in window: UIWindow, at origin: CGPoint = .zero) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.sizeToFit()
    button.frame.origin = origin
    window.addSubview(button)
    return button
  }

  @Test func aTapSendsTouchDownThenTouchUpInside() {
    let window = makeWindow(width: 20, height: 2)
    let button = makeButton("Save", in: window)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
    window.tap(button)
    #expect(events == ["down", "up inside"])
  }

  @Test func releasingOutsideSendsTouchUpOutside() {
    let window = makeWindow(width: 20, height: 3)
    let button = makeButton("Save", in: window)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
    button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
    window.sendPointer(.began, at: CGPoint(x: 1, y: 0))
    #expect(button.isHighlighted)
    window.sendPointer(.moved, at: CGPoint(x: 15, y: 2))
    #expect(!button.isHighlighted)
    window.sendPointer(.ended, at: CGPoint(x: 15, y: 2))
    #expect(events == ["exit", "outside"])
  }

  @Test func theActionKnowsItsSender() {
    let window = makeWindow()
    let button = makeButton("Go", in: window)
    var sender: UIButton?
    button.addAction(UIAction { action in sender = action.sender as? UIButton }, for: .touchUpInside)
    window.tap(button)
    #expect(sender === button)
  }

  @Test func aDisabledButtonIgnoresTapsAndDrawsDim() {
    let window = makeWindow()
    let button = makeButton("Go", in: window)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    button.isEnabled = false
    window.tap(button)
    #expect(taps == 0)
    #expect(button.state == .disabled)
    #expect(window.render()[2, 0].style.attributes.contains(.dim))
  }

  @Test func primaryActionRunsOnTapAndSetsTheTitle() {
    let window = makeWindow()
    var runs = 0
    let button = UIButton(primaryAction: UIAction(title: "Run") { _ in runs += 1 })
    button.sizeToFit()
    window.addSubview(button)
    #expect(button.currentTitle == "Run")
    window.tap(button)
    #expect(runs == 1)
    button.performPrimaryAction()
    #expect(runs == 2)
  }

  @Test func removingAnActionStopsIt() {
    let window = makeWindow()
    let button = makeButton("Go", in: window)
    var taps = 0
    let action = UIAction { _ in taps += 1 }
    button.addAction(action, for: [.touchUpInside, .touchDown])
    #expect(button.allControlEvents == [.touchUpInside, .touchDown])
    button.removeAction(action, for: .touchUpInside)
    window.tap(button)
    #expect(taps == 1, "still registered for touchDown")
    button.removeAction(identifiedBy: action.identifier, for: .touchDown)
    window.tap(button)
    #expect(taps == 1)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test func titlesFallBackToNormal() {
    let button = UIButton(type: .custom)
    button.setTitle("Normal", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    #expect(button.title(for: .disabled) == "Normal")
    #expect(button.currentTitle == "Normal")
    button.isHighlighted = true
    #expect(button.currentTitle == "Pressed")
    button.setTitleColor(.red, for: .normal)
    #expect(button.titleColor(for: .selected) == .red)
    #expect(button.accessibilityLabel == "Pressed")
  }

  @Test func drawsAsABracketedTitleAndMarksFocus() {
    let window = makeWindow(width: 30, height: 3)
    let save = makeButton("Save", in: window)
    let cancel = makeButton("Cancel", in: window, at: CGPoint(x: 0, y: 2))
    #expect(save.frame.size == CGSize(width: 8, height: 1))
    #expect(
      window.screen() == """
        [ Save ]

        [ Cancel ]
        """)
    window.press(.keyboardTab)
    #expect(save.isFocused)
    #expect(
      window.screen() == """
        [>Save<]

        [ Cancel ]
        """)
    window.press(.keyboardTab)
    #expect(cancel.isFocused)
    #expect(
      window.screen() == """
        [ Save ]

        [>Cancel<]
        """)
  }

  @Test func spaceAndReturnActivateTheFocusedButton() {
    let window = makeWindow()
    let button = makeButton("Go", in: window)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    window.press(.keyboardSpacebar)
    #expect(taps == 0, "nothing is focused yet")
    window.press(.keyboardTab)
    window.press(.keyboardSpacebar)
    window.press(.keyboardReturnOrEnter)
    #expect(taps == 2)
  }

  @Test func sendActionsRunsTheActionsForTheEvent() {
    let button = UIButton(type: .system)
    var events: [String] = []
    button.addAction(UIAction { _ in events.append("changed") }, for: .valueChanged)
    button.addAction(UIAction { _ in events.append("tap") }, for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(events == ["changed"])
  }
}
