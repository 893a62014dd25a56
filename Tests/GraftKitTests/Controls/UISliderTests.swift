import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct UISliderTests {
  /// A slider 11 cells wide, so each column is a tenth of the range, alone in a window.
  private func makeSlider(in window: UIWindow) -> UISlider {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 11, height: 1))
    window.addSubview(slider)
    return slider
  }

  /// Records each value change and primary action with the value at that moment.
  private func record(_ slider: UISlider, into trace: Trace, touches: Bool = false) {
    var events: [(String, UIControl.Event)] = [
      ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ]
    if touches { events += [("touchDown", .touchDown), ("touchUpInside", .touchUpInside)] }
    for (name, event) in events {
      slider.addAction(UIAction { _ in trace.record("\(name) \(slider.value)") }, for: event)
    }
  }

  @Test func defaults() {
    let slider = UISlider()
    #expect(slider.value == 0)
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.isContinuous)
    #expect(slider.minimumTrackTintColor == nil)
    #expect(slider.maximumTrackTintColor == nil)
    #expect(slider.thumbTintColor == nil)
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 1))
    #expect(slider.canBecomeFocused)
  }

  @Test func valuesClampToTheRange() {
    let slider = UISlider()
    slider.value = 2
    #expect(slider.value == 1)
    slider.value = -1
    #expect(slider.value == 0)
    slider.setValue(0.25, animated: true)
    #expect(slider.value == 0.25)
    slider.minimumValue = 0.5
    #expect(slider.value == 0.5)
    slider.maximumValue = 0.2
    #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0.2, 0.2, 0.2))
    slider.minimumValue = 5
    #expect((slider.minimumValue, slider.maximumValue, slider.value) == (5, 5, 5))
  }

  @Test func aTapSetsTheValueAtThatColumnAndSendsEvents() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    slider.maximumValue = 100
    let trace = Trace()
    record(slider, into: trace, touches: true)
    window.sendTap(at: CGPoint(x: 8, y: 0))
    #expect(slider.value == 80)
    #expect(
      trace.events == [
        "valueChanged 80.0", "primaryActionTriggered 80.0", "touchDown 80.0",
        "touchUpInside 80.0",
      ])
  }

  @Test func draggingSendsEachChangeWhileContinuous() {
    let window = makeWindow(width: 20, height: 1)
    let slider = makeSlider(in: window)
    slider.maximumValue = 100
    let trace = Trace()
    slider.addAction(UIAction { _ in trace.record("\(slider.value)") }, for: .valueChanged)
    window.sendPointer(.began, at: CGPoint(x: 2, y: 0))
    window.sendPointer(.moved, at: CGPoint(x: 5, y: 0))
    window.sendPointer(.moved, at: CGPoint(x: 5, y: 0))
    window.sendPointer(.moved, at: CGPoint(x: 15, y: 0))
    window.sendPointer(.ended, at: CGPoint(x: 15, y: 0))
    #expect(trace.events == ["20.0", "50.0", "100.0"])
  }

  @Test func aNonContinuousSliderSendsOnceOnRelease() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    slider.maximumValue = 100
    slider.isContinuous = false
    let trace = Trace()
    record(slider, into: trace)
    window.sendPointer(.began, at: CGPoint(x: 2, y: 0))
    window.sendPointer(.moved, at: CGPoint(x: 5, y: 0))
    #expect(slider.value == 50)
    #expect(trace.events == [])
    window.sendPointer(.ended, at: CGPoint(x: 7, y: 0))
    #expect(trace.events == ["valueChanged 70.0", "primaryActionTriggered 70.0"])
    trace.reset()
    window.sendTap(at: CGPoint(x: 7, y: 0))
    #expect(trace.events == [], "a release that changes nothing sends nothing")
  }

  @Test func settingTheValueInCodeSendsNothing() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    let trace = Trace()
    record(slider, into: trace)
    slider.value = 0.5
    slider.setValue(0.7, animated: true)
    slider.maximumValue = 0.6
    #expect(slider.value == 0.6)
    #expect(trace.events == [])
  }

  @Test func arrowsStepAFocusedSliderByATenthOfTheRange() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    slider.maximumValue = 100
    slider.value = 50
    let trace = Trace()
    slider.addAction(UIAction { _ in trace.record("\(slider.value)") }, for: .valueChanged)
    window.press(.keyboardRightArrow)
    #expect(slider.value == 50, "an unfocused slider ignores arrows")
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    window.press(.keyboardLeftArrow)
    window.press(.keyboardLeftArrow)
    #expect(trace.events == ["60.0", "50.0", "40.0"])
    slider.value = 100
    trace.reset()
    window.press(.keyboardRightArrow)
    window.press(.keyboardSpacebar)
    #expect(slider.value == 100)
    #expect(trace.events == [], "a step past the maximum changes nothing")
  }

  @Test func aDisabledSliderIgnoresTapsAndKeysAndDrawsDim() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    let trace = Trace()
    record(slider, into: trace)
    slider.isEnabled = false
    window.sendTap(at: CGPoint(x: 8, y: 0))
    window.press(.keyboardTab)
    window.press(.keyboardRightArrow)
    #expect(slider.value == 0)
    #expect(!slider.isFocused)
    #expect(trace.events == [])
    let cells = window.render()
    #expect((0..<11).allSatisfy { cells[$0, 0].style.attributes.contains(.dim) })
  }

  @Test func picturesOfTheTrack() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    #expect(window.screen() == "●──────────")
    slider.value = 0.5
    #expect(window.screen() == "━━━━━●─────")
    slider.value = 1
    #expect(window.screen() == "━━━━━━━━━━●")
    slider.value = 0.3
    window.press(.keyboardTab)
    #expect(window.screen() == "━━━◉───────")
  }

  @Test func theTrackDrawsInItsTintColours() {
    let window = makeWindow(width: 11, height: 1)
    let slider = makeSlider(in: window)
    slider.value = 0.5
    var cells = window.render()
    #expect(cells[0, 0].style.foreground == .rgb(0, 122, 255))
    #expect(cells[10, 0].style.attributes.contains(.dim))
    #expect(cells[5, 0].style.foreground == .default)
    slider.minimumTrackTintColor = .systemRed
    slider.maximumTrackTintColor = .systemGreen
    slider.thumbTintColor = .systemOrange
    cells = window.render()
    #expect(cells[4, 0].style.foreground == .rgb(255, 59, 48))
    #expect(cells[5, 0].style.foreground == .rgb(255, 149, 0))
    #expect(cells[6, 0].style.foreground == .rgb(52, 199, 89))
    #expect(!cells[6, 0].style.attributes.contains(.dim))
  }

  @Test func theDescriptionListsTheValue() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 11, height: 1))
    slider.value = 0.5
    #expect(slider.description == "<UISlider; frame = (0 0; 11 1); value = 0.5>")
    slider.maximumValue = 10
    #expect(
      slider.description == "<UISlider; frame = (0 0; 11 1); value = 0.5; range = 0.0...10.0>")
  }
}
