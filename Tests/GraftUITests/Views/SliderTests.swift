import Foundation
import GraftUI
import Testing

/// What a view's bindings and callbacks heard, in order.
@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Volume: View {
  @State var level = 5.0
  var trace: Log

  var body: some View {
    VStack {
      Slider(
        value: Binding(get: { level }, set: { trace.entries.append("write \($0)"); level = $0 }),
        in: 0...10, step: 1
      ) { editing in
        trace.entries.append(editing ? "began" : "ended")
      }
      Text("Level \(Int(level))")
      Button("Max") { level = 10 }
    }
  }
}

@Suite @MainActor struct SliderTests {
  @Test func aSliderDrawsItsTrackAcrossTheWidth() {
    let (window, _) = host(Volume(trace: Log()), width: 11, height: 3)
    #expect(
      window.screen() == """
        ━━━━━●─────
          Level 5
          [ Max ]
        """)
  }

  @Test func pressingTheTrackWritesTheBindingAndReportsEditing() {
    let trace = Log()
    let (window, _) = host(Volume(trace: trace), width: 11, height: 3)
    let slider = window.views(of: UISlider.self).first!
    window.sendTap(at: slider.convert(CGPoint(x: 8, y: 0), to: nil))
    #expect(trace.entries == ["began", "write 8.0", "ended"])
    #expect(
      window.screen() == """
        ━━━━━━━━●──
          Level 8
          [ Max ]
        """)
  }

  @Test func theValueIsSnappedToTheStep() {
    struct Stepped: View {
      @State var value = 0.0
      var body: some View {
        VStack {
          Slider(value: $value, in: 0...1, step: 0.25)
          Text("\(value)")
        }
      }
    }
    let (window, _) = host(Stepped(), width: 11, height: 2)
    let slider = window.views(of: UISlider.self).first!
    window.sendTap(at: slider.convert(CGPoint(x: 4, y: 0), to: nil))
    #expect(window.screen().contains("0.5"))
    #expect(slider.value == 0.5)
    window.sendTap(at: slider.convert(CGPoint(x: 2, y: 0), to: nil))
    #expect(window.screen().contains("0.25"))
    #expect(slider.value == 0.25)
  }

  @Test func aStateChangeMovesTheThumbWithoutSendingEvents() {
    let trace = Log()
    let (window, _) = host(Volume(trace: trace), width: 11, height: 3)
    let slider = window.views(of: UISlider.self).first!
    var events = 0
    slider.addAction(UIAction { _ in events += 1 }, for: .allEvents)
    window.tap(window.button("Max")!)
    #expect(slider.value == 10)
    #expect(events == 0)
    #expect(trace.entries.isEmpty)
    #expect(window.screen().hasPrefix("━━━━━━━━━━●\n"))
  }

  @Test func valueLabelsFlankTheTrackAndTheLabelIsOnlyForAccessibility() {
    struct Labelled: View {
      @State var value = 0.0
      var body: some View {
        Slider(value: $value, in: 0...10) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("10")
        }
      }
    }
    let (window, _) = host(Labelled(), width: 12, height: 1)
    #expect(window.screen() == "0 ●────── 10")
    #expect(window.views(of: UISlider.self).first?.accessibilityLabel == "Volume")
  }

  @Test func aSliderDisabledByTheEnvironmentIgnoresPresses() {
    let trace = Log()
    let (window, _) = host(
      Volume(trace: trace).environment(\.isEnabled, false), width: 11, height: 3)
    let slider = window.views(of: UISlider.self).first!
    #expect(!slider.isEnabled)
    window.sendTap(at: slider.convert(CGPoint(x: 8, y: 0), to: nil))
    #expect(trace.entries.isEmpty)
    #expect(window.screen().contains("Level 5"))
  }
}
