import Foundation
import GraftUI
import Testing

/// Stacks have no view of their own, as in SwiftUI: their children's views are placed in the
/// nearest view above. These check what a user sees and touches because of that.
@Suite @MainActor struct StackTests {
  @Test func aZStackDrawsItsLaterChildrenInFront() {
    let (window, _) = host(
      ZStack {
        Text("long text")
        Text("ab")
      }, width: 9, height: 1)
    #expect(window.screen() == "lonabtext")
  }

  @Test func viewsInAStackKeepTheirStateWhenTheStackUpdates() throws {
    let (window, _) = host(TitledCounters(), width: 11, height: 3)
    window.tap(try #require(window.button("a 0")))
    window.tap(try #require(window.button("a 1")))
    window.tap(try #require(window.button("title 0")))
    #expect(
      window.screen() == """
        [ title 1 ]
          [ a 2 ]
          [ b 0 ]
        """)
  }

  @Test func nestedStacksPlaceTheirViewsInTheViewAbove() {
    let (window, _) = host(
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text("a")
          VStack(spacing: 0) {
            Text("b")
            Text("c")
          }
        }
        Text("d")
      }, width: 3, height: 3)
    #expect(
      window.screen() == """
        a b
          c
        d
        """)
    let labels = window.views(of: UILabel.self)
    #expect(labels.map(\.text) == ["a", "b", "c", "d"])
    #expect(labels.allSatisfy { $0.superview === labels[0].superview })
  }

  @Test func aBorderAroundAStackSurroundsAllItsChildren() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("one")
        Text("two")
      }.padding().border(Color.white), width: 5, height: 4)
    #expect(
      window.screen() == """
        ┌───┐
        │one│
        │two│
        └───┘
        """)
  }

  @Test func aHiddenStackHidesEveryChild() {
    let (window, _) = host(
      VStack(spacing: 0) {
        HStack {
          Text("a")
          Text("b")
        }.hidden()
        Text("c")
      }, width: 3, height: 2)
    #expect(
      window.screen() == """

         c
        """)
  }

  @Test func aTapOnAStacksEmptySpaceReachesTheViewBehind() {
    let taps = Counter()
    let (window, _) = host(
      ZStack {
        Button("Behind") { taps.hit("behind") }
        HStack {
          Text("x")
          Spacer()
        }
      }, width: 20, height: 1)
    window.tap(window.button("Behind")!)
    #expect(taps["behind"] == 1)
  }
}

/// A stack whose own state changes around two views with theirs.
private struct TitledCounters: View {
  @State private var title = 0

  var body: some View {
    VStack(spacing: 0) {
      Button("title \(title)") { title += 1 }
      TappedCounter(name: "a")
      TappedCounter(name: "b")
    }
  }
}

private struct TappedCounter: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}
