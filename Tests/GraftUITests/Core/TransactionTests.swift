import Foundation
import GraftUI
import Testing

private struct Probe: UIViewRepresentable {
  let value: Int
  let log: CallLog
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {
    log.calls.append("\(value) \(context.transaction.animation.map(String.init(describing:)) ?? "none")")
  }
}

@Suite @MainActor struct TransactionTests {
  @Test func theAnimationModifierAnimatesOnlyUpdatesWhereItsValueChanged() {
    struct Host: View {
      let log: CallLog
      @State var value = 0
      @State var other = 0
      var body: some View {
        VStack {
          Probe(value: value + other, log: log).animation(.linear(duration: 1), value: value)
          Button("Value") { value += 1 }
          Button("Other") { other += 10 }
        }
      }
    }
    let log = CallLog()
    let (window, _) = host(Host(log: log), width: 12, height: 3)
    window.tap(window.button("Value")!)
    window.tap(window.button("Other")!)
    #expect(log.calls == ["0 none", "1 linear(duration: 1.0)", "11 none"])
  }

  @Test func theTransactionModifierChangesWhatDescendantsSee() {
    struct Host: View {
      let log: CallLog
      @State var value = 0
      var body: some View {
        VStack {
          Probe(value: value, log: log).transaction { $0.animation = .easeIn }
          Button("Value") { withAnimation(.linear) { value += 1 } }
        }
      }
    }
    let log = CallLog()
    let (window, _) = host(Host(log: log), width: 12, height: 2)
    window.tap(window.button("Value")!)
    #expect(log.calls == ["0 easeIn(duration: 0.35)", "1 easeIn(duration: 0.35)"])
  }
}
