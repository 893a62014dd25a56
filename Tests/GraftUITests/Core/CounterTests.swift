import Foundation
import GraftUI
import Testing

private struct CounterView: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
    }
  }
}

@Suite @MainActor struct CounterTests {
  @Test func aCounterButtonUpdatesALabel() {
    let (window, _) = host(CounterView(), width: 20, height: 4)
    #expect(
      window.screen() == """

             Count: 0
           [ Increment ]

        """)
    window.tap(window.button("Increment")!)
    window.tap(window.button("Increment")!)
    #expect(window.screen().contains("Count: 2"))
  }
}
