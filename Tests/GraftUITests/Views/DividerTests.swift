import Foundation
import GraftUI
import Testing

@Suite @MainActor struct DividerTests {
  @Test func aDividerInAVerticalStackIsARowAcrossTheWidth() {
    let (window, _) = host(
      VStack {
        Text("Inbox")
        Divider()
        Text("Sent")
      }, width: 9, height: 3)
    #expect(
      window.screen() == """
          Inbox
        ─────────
          Sent
        """)
  }

  @Test func aDividerInAHorizontalStackIsAColumnTheFullHeight() {
    let (window, _) = host(
      HStack {
        Text("A")
        Divider()
        Text("B")
      }, width: 5, height: 3)
    #expect(
      window.screen() == """
          │
        A │ B
          │
        """)
  }

  @Test func aDividerFollowsItsStackWhenTheAxisChanges() {
    struct Switching: View {
      @State var isRow = false
      var body: some View {
        VStack {
          if isRow {
            HStack {
              Text("L")
              Divider()
              Text("R")
            }
            .id("row")
          } else {
            VStack {
              Text("T")
              Divider()
              Text("B")
            }
          }
          Button("Row") { isRow = true }
        }
      }
    }
    let (window, _) = host(Switching(), width: 7, height: 4)
    #expect(
      window.screen() == """
           T
        ───────
           B
        [ Row ]
        """)
    window.tap(window.button("Row")!)
    #expect(
      window.screen() == """
           │
         L │ R
           │
        [ Row ]
        """)
  }
}
