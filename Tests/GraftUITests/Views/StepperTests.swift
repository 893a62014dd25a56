import Foundation
import GraftUI
import Testing

private struct Quantity: View {
  @State var count = 1
  var trace: Counter

  var body: some View {
    VStack {
      Stepper(
        "Qty: \(count)",
        value: Binding(get: { count }, set: { trace.hit("write"); count = $0 }), in: 1...3
      ) { editing in
        trace.hit(editing ? "began" : "ended")
      }
      Button("Most") { count = 3 }
    }
  }
}

@MainActor
private func press(_ half: String, of stepper: UIStepper, in window: UIWindow) {
  window.sendTap(at: stepper.convert(CGPoint(x: half == "+" ? 3 : 1, y: 0), to: nil))
}

@Suite @MainActor struct StepperTests {
  @Test func aStepperDrawsItsLabelLeadingAndItsButtonsTrailing() {
    let (window, _) = host(Quantity(trace: Counter()), width: 16, height: 2)
    #expect(
      window.screen() == """
        Qty: 1     [-|+]
            [ Most ]
        """)
    #expect(window.views(of: UIStepper.self).first?.accessibilityLabel == "Qty: 1")
  }

  @Test func pressingPlusIncrementsTheBindingWithinItsBounds() {
    let trace = Counter()
    let (window, _) = host(Quantity(trace: trace), width: 16, height: 2)
    let stepper = window.views(of: UIStepper.self).first!
    press("-", of: stepper, in: window)
    #expect(trace["write"] == 0)
    press("+", of: stepper, in: window)
    #expect(trace.counts == ["write": 1, "began": 2, "ended": 2])
    #expect(window.screen().hasPrefix("Qty: 2     [-|+]"))
    press("+", of: stepper, in: window)
    press("+", of: stepper, in: window)
    #expect(trace["write"] == 2)
    #expect(window.screen().hasPrefix("Qty: 3     [-|+]"))
    press("-", of: stepper, in: window)
    #expect(window.screen().hasPrefix("Qty: 2     [-|+]"))
  }

  @Test func aStateChangeUpdatesTheStepperWithoutSendingEvents() {
    let trace = Counter()
    let (window, _) = host(Quantity(trace: trace), width: 16, height: 2)
    let stepper = window.views(of: UIStepper.self).first!
    var events = 0
    stepper.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    window.tap(window.button("Most")!)
    #expect(window.screen().hasPrefix("Qty: 3     [-|+]"))
    #expect(events == 0)
    #expect(trace.counts.isEmpty)
    // NB: At the upper bound the plus button can no longer act.
    press("+", of: stepper, in: window)
    #expect(events == 0)
    #expect(trace["write"] == 0)
  }

  @Test func editingBeginsBeforeTheStepAndEndsAfterIt() {
    final class Log { var entries: [String] = [] }
    struct Ordered: View {
      @State var value = 0
      let log: Log
      var body: some View {
        Stepper(
          value: Binding(get: { value }, set: { log.entries.append("set \($0)"); value = $0 }),
          step: 5
        ) { editing in
          log.entries.append(editing ? "began" : "ended")
        } label: {
          Text("\(value)")
        }
      }
    }
    let log = Log()
    let (window, _) = host(Ordered(log: log), width: 8, height: 1)
    press("-", of: window.views(of: UIStepper.self).first!, in: window)
    #expect(log.entries == ["began", "set -5", "ended"])
    #expect(window.screen() == "-5 [-|+]")
  }

  @Test func incrementAndDecrementActionsRunForTheirButtons() {
    final class Log { var entries: [String] = [] }
    struct Actions: View {
      let log: Log
      var body: some View {
        Stepper("Page", onIncrement: { log.entries.append("up") }, onDecrement: nil)
      }
    }
    let log = Log()
    let (window, _) = host(Actions(log: log), width: 12, height: 1)
    #expect(window.screen() == "Page   [-|+]")
    let stepper = window.views(of: UIStepper.self).first!
    press("+", of: stepper, in: window)
    press("-", of: stepper, in: window)
    press("+", of: stepper, in: window)
    #expect(log.entries == ["up", "up"])
  }

  @Test func aStepperDisabledByTheEnvironmentIgnoresPresses() {
    let trace = Counter()
    let (window, _) = host(
      Quantity(trace: trace).environment(\.isEnabled, false), width: 16, height: 2)
    let stepper = window.views(of: UIStepper.self).first!
    #expect(!stepper.isEnabled)
    press("+", of: stepper, in: window)
    #expect(trace.counts.isEmpty)
    #expect(window.screen().hasPrefix("Qty: 1"))
  }
}
