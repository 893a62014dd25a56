import Foundation
import GraftUI
import Testing

@Suite @MainActor struct VisibilityTests {
  @Test func aHiddenViewKeepsItsSpace() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("one")
        Text("two").hidden()
        Text("three")
      }, width: 5, height: 3)
    #expect(
      window.screen() == """
         one

        three
        """)
  }

  @Test func aHiddenButtonTakesNoTaps() {
    let taps = TapCount()
    let (window, _) = host(Button("Go") { taps.count += 1 }.hidden(), width: 10, height: 1)
    #expect(window.screen() == "")
    window.tap(window.button("Go")!)
    #expect(taps.count == 0)
  }

  @Test func halfOpacityDrawsDimAndZeroOpacityDrawsNothing() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("full")
        Text("half").opacity(0.5)
        Text("none").opacity(0)
        Text("end")
      }, width: 4, height: 4)
    #expect(
      window.screen() == """
        full
        half

        end
        """)
    let buffer = window.render()
    #expect(!buffer[0, 0].style.attributes.contains(.dim))
    #expect(buffer[0, 1].style.attributes.contains(.dim))
  }

  @Test func aDisabledButtonIgnoresTaps() {
    let taps = TapCount()
    let (window, _) = host(Button("Go") { taps.count += 1 }.disabled(true), width: 10, height: 1)
    let button = window.button("Go")!
    #expect(!button.isEnabled)
    window.tap(button)
    #expect(taps.count == 0)
  }

  @Test func disabledFalseInsideADisabledAncestorStaysDisabled() {
    let taps = TapCount()
    let (window, _) = host(
      VStack {
        Button("Go") { taps.count += 1 }.disabled(false)
      }.disabled(true), width: 10, height: 1)
    let button = window.button("Go")!
    #expect(!button.isEnabled)
    window.tap(button)
    #expect(taps.count == 0)
  }

  @Test func enablingAgainLetsTapsThrough() {
    let taps = TapCount()
    let (window, _) = host(Lockable(taps: taps), width: 12, height: 2)
    window.tap(window.button("Go")!)
    #expect(taps.count == 0)
    window.tap(window.button("Unlock")!)
    #expect(window.button("Go")!.isEnabled)
    window.tap(window.button("Go")!)
    #expect(taps.count == 1)
  }
}

private struct Lockable: View {
  let taps: TapCount
  @State private var isLocked = true

  var body: some View {
    VStack {
      Button("Go") { taps.count += 1 }.disabled(isLocked)
      Button("Unlock") { isLocked = false }
    }
  }
}

@MainActor
private final class TapCount {
  var count = 0
}
