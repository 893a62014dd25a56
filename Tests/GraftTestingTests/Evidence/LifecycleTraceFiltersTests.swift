import GraftTesting
import Testing

@Suite @MainActor struct LifecycleTraceFiltersTests {
  private struct Switching: View {
    @State var isShown = true
    var body: some View {
      VStack {
        if isShown { CounterRepresentable() }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func eachKindOfEventHasItsFilter() throws {
    let host = ViewHosting.host(Switching(), size: smallScreen)
    try host.find(button: "Hide").tap()
    let trace = host.trace
    #expect(trace.makes == [.make("CounterRepresentable")])
    #expect(trace.updates == [.update("CounterRepresentable", reason: "make")])
    #expect(trace.dismantles == [.dismantle("CounterRepresentable")])
    #expect(trace.bodies == [.body("Switching"), .body("Switching")])
    #expect(!trace.sizings.isEmpty)
    #expect(trace.sizings.allSatisfy { $0.subject == "CounterRepresentable" })
  }

  @Test func perTypeFiltersCountAndExplain() throws {
    let host = ViewHosting.host(BridgeView(title: "a"), size: smallScreen)
    try host.update(rootView: BridgeView(title: "b"))
    let trace = host.trace
    #expect(trace.makes(of: CounterRepresentable.self) == 1)
    #expect(trace.makes(of: BridgeView.self) == 0)
    #expect(trace.updateReasons(of: CounterRepresentable.self) == ["make", "value: title"])
    #expect(trace.dismantles(of: CounterRepresentable.self) == 0)
    #expect(trace.events(of: BridgeView.self) == [.body("BridgeView"), .body("BridgeView")])
    #expect(
      trace.events(of: CounterRepresentable.self).filter { $0 != trace.sizings.first }.prefix(3)
        == [
          .makeCoordinator("CounterRepresentable"), .make("CounterRepresentable"),
          .update("CounterRepresentable", reason: "make"),
        ])
  }

  @Test func everyEventNamesItsSubject() {
    let events: [LifecycleTrace.Event] = [
      .makeCoordinator("A"), .make("A"), .update("A", reason: "make"), .dismantle("A"),
      .sizeThatFits("A", proposal: .unspecified, result: nil), .body("A"),
    ]
    #expect(events.map(\.subject) == Array(repeating: "A", count: 6))
  }
}
