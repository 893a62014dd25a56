import Foundation
import GraftUI
import Testing

@Suite @MainActor struct ViewThatFitsTests {
  @Test func theFirstChildThatFitsIsShown() {
    let (window, _) = host(
      ViewThatFits(in: .horizontal) {
        Text("Download the update")
        Text("Download")
        Text("↓")
      }, width: 10, height: 1)
    #expect(window.screen() == " Download")
  }

  @Test func theLastChildIsShownWhenNoneFits() {
    let (window, _) = host(
      ViewThatFits {
        Text("Download the update")
        Text("Download")
        Text("↓")
      }, width: 3, height: 1)
    #expect(window.screen() == " ↓")
  }

  @Test func theChoiceFollowsTheSpaceOffered() {
    let (window, _) = host(
      ViewThatFits(in: .horizontal) {
        Text("Download the update")
        Text("Download")
      }, width: 19, height: 1)
    #expect(window.screen() == "Download the update")
    window.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
    #expect(window.screen() == "  Download")
  }

  @Test func onlyTheConstrainedAxesCount() {
    let (window, _) = host(
      ViewThatFits(in: .vertical) {
        Text("a long first choice")
        Text("short")
      }, width: 8, height: 3)
    // NB: Only the height must fit: the first choice wraps within the width and is kept.
    #expect(
      window.screen() == """
         a long
         first
         choice
        """)
  }

  @Test func theChildrenNotShownTakeNoTaps() throws {
    var tapped: [String] = []
    let (window, _) = host(
      ViewThatFits(in: .horizontal) {
        Button("A wide button") { tapped.append("wide") }
        Button("Go") { tapped.append("narrow") }
      }, width: 8, height: 1)
    #expect(window.screen() == " [ Go ]")
    window.sendTap(at: CGPoint(x: 3, y: 0))
    window.layoutIfNeeded()
    #expect(tapped == ["narrow"])
  }
}
