import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UIStepperTests {
  /// The centre of the "-" half and of the "+" half of a stepper at the window's origin.
  private let minus = CGPoint(x: 1, y: 0)
  private let plus = CGPoint(x: 3, y: 0)

  private func makeStepper(in window: UIWindow) -> UIStepper {
    let stepper = UIStepper()
    window.addSubview(stepper)
    return stepper
  }

  /// Records each value change with the value at that moment.
  private func recordValues(of stepper: UIStepper, into trace: Trace) {
    stepper.addAction(UIAction { _ in trace.record("\(stepper.value)") }, for: .valueChanged)
  }

  @Test func defaults() {
    let stepper = UIStepper()
    #expect(stepper.value == 0)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(!stepper.wraps)
    #expect(stepper.autorepeat)
    #expect(stepper.isContinuous)
    #expect(stepper.frame == CGRect(x: 0, y: 0, width: 5, height: 1))
    #expect(stepper.intrinsicContentSize == CGSize(width: 5, height: 1))
    #expect(stepper.canBecomeFocused)
  }

  @Test func tappingTheHalvesStepsAndSendsEvents() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    let trace = Trace()
    let events: [(String, UIControl.Event)] = [
      ("touchDown", .touchDown), ("valueChanged", .valueChanged),
      ("primaryActionTriggered", .primaryActionTriggered), ("touchUpInside", .touchUpInside),
    ]
    for (name, event) in events {
      stepper.addAction(UIAction { _ in trace.record("\(name) \(stepper.value)") }, for: event)
    }
    window.sendTap(at: plus)
    #expect(
      trace.events == [
        "valueChanged 1.0", "primaryActionTriggered 1.0", "touchDown 1.0", "touchUpInside 1.0",
      ])
    trace.reset()
    window.sendTap(at: minus)
    #expect(
      trace.events == [
        "valueChanged 0.0", "primaryActionTriggered 0.0", "touchDown 0.0", "touchUpInside 0.0",
      ])
  }

  @Test func atALimitNothingChangesAndNothingIsSent() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    window.sendTap(at: minus)
    #expect(stepper.value == 0)
    stepper.value = 100
    window.sendTap(at: plus)
    #expect(stepper.value == 100)
    #expect(trace.events == [])
  }

  @Test func aStepThatWouldPassALimitStopsAtIt() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    stepper.stepValue = 30
    stepper.value = 90
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    window.sendTap(at: plus)
    window.sendTap(at: plus)
    window.sendTap(at: minus)
    #expect(trace.events == ["100.0", "70.0"])
  }

  @Test func wrapsContinuesFromTheOtherLimit() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    stepper.wraps = true
    stepper.maximumValue = 3
    stepper.value = 3
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    window.sendTap(at: plus)
    window.sendTap(at: minus)
    window.sendTap(at: minus)
    #expect(trace.events == ["0.0", "3.0", "2.0"])
  }

  @Test func aNonContinuousStepperSendsWhenThePressEnds() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    stepper.isContinuous = false
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    window.sendPointer(.began, at: plus)
    #expect(stepper.value == 1)
    #expect(trace.events == [])
    window.sendPointer(.ended, at: plus)
    #expect(trace.events == ["1.0"])
  }

  @Test func settingValuesInCodeSendsNothingAndClamps() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.value = -3
    #expect(stepper.value == 0)
    stepper.maximumValue = -5
    #expect((stepper.minimumValue, stepper.maximumValue) == (0, 0))
    stepper.minimumValue = 200
    #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (200, 200, 200))
    #expect(trace.events == [])
  }

  @Test func arrowsStepAFocusedStepper() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    window.press(.keyboardRightArrow)
    #expect(stepper.value == 0, "an unfocused stepper ignores arrows")
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    window.press(.keyboardRightArrow)
    window.press(.keyboardLeftArrow)
    window.press(.keyboardSpacebar)
    #expect(trace.events == ["1.0", "2.0", "1.0"])
  }

  @Test func aDisabledStepperIgnoresTapsAndKeysAndDrawsDim() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    let trace = Trace()
    recordValues(of: stepper, into: trace)
    stepper.isEnabled = false
    window.sendTap(at: plus)
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    #expect(stepper.value == 0)
    #expect(trace.events == [])
    let cells = window.render()
    #expect((0..<5).allSatisfy { cells[$0, 0].style.attributes.contains(.dim) })
  }

  @Test func picturesAndTheDimmedLimit() {
    let window = makeWindow(width: 5, height: 1)
    let stepper = makeStepper(in: window)
    #expect(window.screen() == "[-|+]")
    var cells = window.render()
    #expect(cells[1, 0].style.attributes.contains(.dim), "'-' is dim at the minimum")
    #expect(!cells[3, 0].style.attributes.contains(.dim))
    #expect(cells[3, 0].style.foreground == .rgb(0, 122, 255))
    window.press(.keyboardTab)
    #expect(window.screen() == ">-|+<")
    stepper.value = 100
    cells = window.render()
    #expect(!cells[1, 0].style.attributes.contains(.dim))
    #expect(cells[3, 0].style.attributes.contains(.dim), "'+' is dim at the maximum")
  }

  @Test func theDescriptionListsTheValue() {
    let stepper = UIStepper()
    stepper.value = 4
    #expect(stepper.description == "<UIStepper; frame = (0 0; 5 1); value = 4.0>")
    stepper.stepValue = 2
    #expect(stepper.description == "<UIStepper; frame = (0 0; 5 1); value = 4.0; stepValue = 2.0>")
  }
}
