import Foundation
import GraftUI
import Testing

@Suite @MainActor struct LayoutPriorityTests {
  @Test func withEqualPrioritiesBothTextsShareTheWidth() {
    let (window, _) = host(
      HStack {
        Text("aaaaaaaaaa")
        Text("bbbbbbbbbb")
      }, width: 15, height: 1)
    #expect(window.screen() == "aaaaaa… bbbbbb…")
  }

  @Test func theTextWithHigherPriorityKeepsItsFullWidth() {
    let (window, _) = host(
      HStack {
        Text("aaaaaaaaaa")
        Text("bbbbbbbbbb").layoutPriority(1)
      }, width: 15, height: 1)
    #expect(window.screen() == "aaa… bbbbbbbbbb")
  }

  @Test func priorityFollowsTheViewThroughLaterModifiers() {
    let (window, _) = host(
      HStack {
        Text("aaaaaaaaaa").layoutPriority(1).frame(height: 1)
        Text("bbbbbbbbbb")
      }, width: 15, height: 1)
    #expect(window.screen() == "aaaaaaaaaa bbb…")
  }
}
