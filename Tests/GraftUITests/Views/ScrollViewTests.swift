import Foundation
import GraftUI
import Testing

private struct Rows: View {
  let count: Int

  var body: some View {
    ScrollView {
      ForEach(0..<count) { Text("Row \($0)") }
    }
  }
}

@Suite @MainActor struct ScrollViewTests {
  @Test func showsTheRowsThatFitWithAnIndicatorAtTheTrailingEdge() {
    let (window, _) = host(Rows(count: 20), width: 10, height: 5)
    #expect(
      window.screen() == """
          Row 0  ┃
          Row 1
          Row 2
          Row 3
          Row 4
        """)
  }

  @Test func theWheelScrollsTheContent() {
    let (window, _) = host(Rows(count: 20), width: 10, height: 5)
    window.sendScroll(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 1, y: 1))
    #expect(
      window.screen() == """
          Row 3
          Row 4  ┃
          Row 5
          Row 6
          Row 7
        """)
  }

  @Test func theWheelStopsAtTheEndOfTheContent() {
    let (window, _) = host(Rows(count: 8), width: 10, height: 5)
    window.sendScroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 1, y: 1))
    #expect(
      window.screen() == """
          Row 3
          Row 4
          Row 5  ┃
          Row 6  ┃
          Row 7  ┃
        """)
  }

  @Test func shortContentSitsAtTheTopCentredWithoutAnIndicator() {
    let (window, _) = host(ScrollView { Text("A"); Text("BBB") }, width: 9, height: 4)
    #expect(
      window.screen() == """
            A
           BBB


        """)
  }

  @Test func hidingIndicatorsLeavesTheEdgeBlank() {
    let view = ScrollView(showsIndicators: false) {
      ForEach(0..<20) { Text("Row \($0)") }
    }
    let (window, _) = host(view, width: 10, height: 3)
    #expect(
      window.screen() == """
          Row 0
          Row 1
          Row 2
        """)
  }

  @Test func textWrapsToTheScrollViewsWidth() {
    let (window, _) = host(ScrollView { Text("one two three four") }, width: 10, height: 4)
    #expect(
      window.screen() == """
        one two
        three four


        """)
  }

  @Test func aHorizontalScrollViewStacksItsContentInARowAndScrollsSideways() {
    let (window, _) = host(
      ScrollView(.horizontal) { ForEach(0..<6) { Text("C\($0)") } }, width: 12, height: 3)
    #expect(
      window.screen() == """

        C0 C1 C2 C3
        ━━━━━━━━
        """)
    window.sendScroll(by: CGPoint(x: 4, y: 0), at: CGPoint(x: 1, y: 1))
    #expect(
      window.screen() == """

        1 C2 C3 C4 C
           ━━━━━━━━
        """)
    let scrollView = window.views(of: UIScrollView.self)[0]
    #expect(scrollView.contentSize == CGSize(width: 17, height: 3))
  }

  @Test func aLazyVStackFillsTheWidthSoLeadingRowsStartAtTheEdge() {
    let lazy = ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<3) { Text(String(repeating: "x", count: $0 + 1)) }
      }
    }
    let (window, _) = host(lazy, width: 8, height: 3)
    #expect(
      window.screen() == """
        x
        xx
        xxx
        """)
    let eager = ScrollView {
      VStack(alignment: .leading) { ForEach(0..<3) { Text(String(repeating: "x", count: $0 + 1)) } }
    }
    let (eagerWindow, _) = host(eager, width: 8, height: 3)
    #expect(
      eagerWindow.screen() == """
          x
          xx
          xxx
        """)
  }

  @Test func aLazyVStackBuildsTheRowsOnScreenAndAMarginAsTheyComeAndGo() {
    var appeared: [Int] = []
    var disappeared: [Int] = []
    let view = ScrollView {
      LazyVStack(spacing: 1) {
        ForEach(0..<60) { index in
          Text("R\(index)")
            .onAppear { appeared.append(index) }
            .onDisappear { disappeared.append(index) }
        }
      }
    }
    let (window, _) = host(view, width: 6, height: 3)
    // NB: Three lines show, and four more are built below: rows 0 to 3, two lines apart.
    #expect(appeared == [0, 1, 2, 3])
    #expect(
      window.screen() == """
          R0 ┃

          R1
        """)
    appeared.removeAll()
    window.sendScroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 1, y: 1))
    #expect(window.screen().contains("R20"))
    #expect(appeared.contains(20))
    #expect(disappeared.contains(0))
    #expect(!appeared.contains(59))
  }

  @Test func aRowWithStateKeepsItWhileAwayAndAStatelessRowIsMadeAgain() {
    struct Counter: View {
      let index: Int
      @State private var taps = 0
      var body: some View {
        Button("C\(index):\(taps)") { taps += 1 }
      }
    }
    let view = ScrollView {
      LazyVStack { ForEach(0..<100) { Counter(index: $0) } }
    }
    let (window, _) = host(view, width: 12, height: 3)
    window.tap(window.button("C0:0")!)
    #expect(window.screen().contains("C0:1"))
    window.sendScroll(by: CGPoint(x: 0, y: 60), at: CGPoint(x: 1, y: 1))
    #expect(!window.screen().contains("C0:"))
    window.sendScroll(by: CGPoint(x: 0, y: -60), at: CGPoint(x: 1, y: 1))
    #expect(window.screen().contains("C0:1"))
  }

  @Test func buttonsInScrolledContentAreTappedWhereTheyAreShown() {
    var tapped: [Int] = []
    let view = ScrollView {
      ForEach(0..<10) { index in Button("B\(index)") { tapped.append(index) } }
    }
    let (window, _) = host(view, width: 10, height: 3)
    window.sendScroll(by: CGPoint(x: 0, y: 5), at: CGPoint(x: 1, y: 1))
    #expect(
      window.screen() == """
          [ B5 ]
          [ B6 ] ┃
          [ B7 ]
        """)
    window.tap(window.button("B6")!)
    window.sendTap(at: CGPoint(x: 3, y: 0))
    #expect(tapped == [6, 5])
  }

  @Test func theOffsetStaysWithinContentThatShrinks() {
    let (window, controller) = host(Rows(count: 20), width: 10, height: 5)
    window.sendScroll(by: CGPoint(x: 0, y: 15), at: CGPoint(x: 1, y: 1))
    #expect(window.screen().hasPrefix("  Row 15"))
    controller.rootView = Rows(count: 7)
    #expect(
      window.screen() == """
          Row 2
          Row 3  ┃
          Row 4  ┃
          Row 5  ┃
          Row 6  ┃
        """)
    #expect(window.views(of: UIScrollView.self)[0].contentOffset == CGPoint(x: 0, y: 2))
  }

  @Test func theScrollViewTakesTheSpaceItIsOfferedInAStack() {
    let view = VStack {
      Text("Top")
      ScrollView { Text("in") }
      Text("Bottom")
    }
    let (window, _) = host(view, width: 8, height: 5)
    #expect(
      window.screen() == """
          Top
           in


         Bottom
        """)
    #expect(window.views(of: UIScrollView.self)[0].frame == CGRect(x: 0, y: 1, width: 8, height: 3))
  }
}
