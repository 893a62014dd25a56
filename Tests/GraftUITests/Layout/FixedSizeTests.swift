import Foundation
import GraftUI
import Testing

@Suite @MainActor struct FixedSizeTests {
  @Test func textInANarrowFrameWrapsToTheFramesWidth() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("Hello World").frame(width: 5)
        Text("12345")
      }, width: 15, height: 3)
    #expect(
      window.screen() == """
             Hello
             World
             12345
        """)
  }

  @Test func fixedSizeLetsTextOverflowANarrowFrame() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("Hello World").fixedSize().frame(width: 5)
        Text("12345")
      }, width: 15, height: 2)
    #expect(
      window.screen() == """
          Hello World
             12345
        """)
  }

  @Test func fixingOnlyTheVerticalAxisKeepsTheOfferedWidth() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("aaa bbb").frame(width: 3, height: 1, alignment: .top)
        Text("---")
        Text("aaa bbb").fixedSize(horizontal: false, vertical: true)
          .frame(width: 3, height: 1, alignment: .top)
      }, width: 3, height: 4)
    // NB: Held to one row, the first text truncates; fixed vertically, the second overflows
    // its frame downwards.
    #expect(
      window.screen() == """
        aa…
        ---
        aaa
        bbb
        """)
  }
}
