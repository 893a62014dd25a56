import Foundation
import GraftGraphics
import GraftKit
import Testing

/// Registers a recorder for the events a switch can send, naming each in `trace`.
@MainActor
private func record(_ control: UISwitch, into trace: Trace) {
  let events: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown), ("valueChanged", .valueChanged),
    ("primaryActionTriggered", .primaryActionTriggered), ("touchUpInside", .touchUpInside),
  ]
  for (name, event) in events {
    control.addAction(UIAction { _ in trace.record("\(name) on=\(control.isOn)") }, for: event)
  }
}

@Suite @MainActor struct UISwitchTests {
  @Test func defaults() {
    let toggle = UISwitch()
    #expect(toggle.isOn == false)
    #expect(toggle.onTintColor == nil)
    #expect(toggle.thumbTintColor == nil)
    #expect(toggle.frame == CGRect(x: 0, y: 0, width: 5, height: 1))
    #expect(toggle.intrinsicContentSize == CGSize(width: 5, height: 1))
    #expect(toggle.canBecomeFocused)
  }

  @Test func theFrameSizeIsIgnoredAsInUIKit() {
    let toggle = UISwitch(frame: CGRect(x: 2, y: 3, width: 50, height: 20))
    #expect(toggle.frame == CGRect(x: 2, y: 3, width: 5, height: 1))
    #expect(toggle.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 5, height: 1))
  }

  @Test func aTapTogglesAndSendsValueChangedThenPrimaryAction() {
    let window = makeWindow(width: 10, height: 1)
    let toggle = UISwitch()
    window.addSubview(toggle)
    let trace = Trace()
    record(toggle, into: trace)
    window.tap(toggle)
    #expect(toggle.isOn)
    #expect(
      trace.events == [
        "touchDown on=false", "valueChanged on=true", "primaryActionTriggered on=true",
        "touchUpInside on=true",
      ])
    trace.reset()
    window.tap(toggle)
    #expect(!toggle.isOn)
    #expect(
      trace.events == [
        "touchDown on=true", "valueChanged on=false", "primaryActionTriggered on=false",
        "touchUpInside on=false",
      ])
  }

  @Test func thePrimaryActionRunsOnceWhenTheUserToggles() {
    let window = makeWindow(width: 10, height: 1)
    var seen: [Bool] = []
    let toggle = UISwitch(
      frame: .zero,
      primaryAction: UIAction { action in seen.append((action.sender as! UISwitch).isOn) })
    window.addSubview(toggle)
    window.tap(toggle)
    window.tap(toggle)
    #expect(seen == [true, false])
  }

  @Test func settingIsOnInCodeSendsNothing() {
    let window = makeWindow(width: 10, height: 1)
    let toggle = UISwitch()
    window.addSubview(toggle)
    let trace = Trace()
    record(toggle, into: trace)
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    toggle.setOn(true, animated: false)
    #expect(toggle.isOn)
    #expect(trace.events == [])
  }

  @Test func spaceAndReturnToggleAFocusedSwitch() {
    let window = makeWindow(width: 10, height: 1)
    let toggle = UISwitch()
    window.addSubview(toggle)
    let trace = Trace()
    record(toggle, into: trace)
    window.press(.keyboardSpacebar)
    #expect(!toggle.isOn, "an unfocused switch ignores Space")
    window.press(.keyboardTab)
    #expect(toggle.isFocused)
    window.press(.keyboardSpacebar)
    #expect(toggle.isOn)
    window.press(.keyboardReturnOrEnter)
    #expect(!toggle.isOn)
    #expect(
      trace.events == [
        "valueChanged on=true", "primaryActionTriggered on=true",
        "valueChanged on=false", "primaryActionTriggered on=false",
      ])
  }

  @Test func aDisabledSwitchIgnoresTapsAndKeysAndDrawsDim() {
    let window = makeWindow(width: 10, height: 1)
    let toggle = UISwitch()
    window.addSubview(toggle)
    let trace = Trace()
    record(toggle, into: trace)
    toggle.isEnabled = false
    window.tap(toggle)
    window.press(.keyboardTab)
    window.press(.keyboardSpacebar)
    #expect(!toggle.isOn)
    #expect(!toggle.isFocused)
    #expect(trace.events == [])
    let cells = window.render()
    #expect((0..<5).allSatisfy { cells[$0, 0].style.attributes.contains(.dim) })
  }

  @Test func picturesOfOnOffAndFocus() {
    let window = makeWindow(width: 11, height: 1)
    let off = UISwitch()
    let on = UISwitch(frame: CGRect(x: 6, y: 0, width: 0, height: 0))
    on.isOn = true
    window.addSubview(off)
    window.addSubview(on)
    #expect(window.screen() == "[OFF] [ ON]")
    window.press(.keyboardTab)
    #expect(window.screen() == ">OFF< [ ON]")
    window.press(.keyboardTab)
    #expect(window.screen() == "[OFF] > ON<")
    window.press(.keyboardSpacebar)
    #expect(window.screen() == "[OFF] >OFF<")
  }

  @Test func onDrawsInTheOnTintColourAndOffDrawsDim() {
    let window = makeWindow(width: 11, height: 1)
    let off = UISwitch()
    let on = UISwitch(frame: CGRect(x: 6, y: 0, width: 0, height: 0))
    on.isOn = true
    window.addSubview(off)
    window.addSubview(on)
    var cells = window.render()
    #expect(cells[8, 0].style.foreground == .rgb(52, 199, 89))
    #expect(cells[9, 0].style.foreground == .rgb(52, 199, 89))
    #expect(!cells[6, 0].style.attributes.contains(.dim))
    #expect(cells[1, 0].style.attributes.contains(.dim))
    #expect(!cells[0, 0].style.attributes.contains(.dim))
    on.onTintColor = .systemRed
    cells = window.render()
    #expect(cells[8, 0].style.foreground == .rgb(255, 59, 48))
  }

  @Test func theDescriptionListsTheState() {
    let toggle = UISwitch()
    #expect(toggle.description == "<UISwitch; frame = (0 0; 5 1); on = NO>")
    toggle.isOn = true
    toggle.isEnabled = false
    #expect(toggle.description == "<UISwitch; frame = (0 0; 5 1); on = YES; enabled = NO>")
  }
}
