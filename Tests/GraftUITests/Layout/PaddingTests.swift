import Foundation
import GraftUI
import Testing

@Suite @MainActor struct PaddingTests {
  @Test func defaultPaddingAddsOneCellOnEveryEdge() {
    let (window, _) = host(
      VStack {
        Text("Top")
        Text("Padded").padding()
        Text("Bottom")
      }, width: 12, height: 5)
    #expect(
      window.screen() == """
            Top

           Padded

           Bottom
        """)
  }

  @Test func paddingGrowsTheSizeByTheInsets() {
    let (window, _) = host(Text("Hi").padding().border(Color.primary), width: 4, height: 3)
    #expect(
      window.screen() == """
        ┌──┐
        │Hi│
        └──┘
        """)
  }

  @Test func edgesAndLengthPadOnlyTheGivenEdges() {
    let (window, _) = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("ab").padding(.leading, 3).border(Color.primary)
        Text("cd").padding([.top, .trailing], 2).padding([.leading, .bottom], 1)
          .border(Color.primary)
      }, width: 5, height: 5)
    #expect(
      window.screen() == """
        ─────
        ┌───┐
        │   │
        │cd │
        └───┘
        """)
  }

  @Test func edgeInsetsPadEachEdgeByItsOwnAmount() {
    let (window, _) = host(
      Text("x").padding(EdgeInsets(top: 1, leading: 2, bottom: 2, trailing: 1))
        .border(Color.primary),
      width: 4, height: 4)
    #expect(
      window.screen() == """
        ┌──┐
        │ x│
        │  │
        └──┘
        """)
  }

  @Test func theContentIsOfferedTheProposalLessTheInsets() {
    let (window, _) = host(
      Text("aaa bbb").padding(.horizontal, 2).frame(width: 7), width: 7, height: 2)
    #expect(
      window.screen() == """
          aaa
          bbb
        """)
  }
}
