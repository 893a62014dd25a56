import Foundation
import GraftUI
import Testing

/// A "Go" button above a five-row scroll view of twenty rows, inside a reader; the button runs
/// `action` with the proxy.
private struct Jumper: View {
  let action: (ScrollViewProxy) -> Void

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Go") { action(proxy) }
        ScrollView(showsIndicators: false) {
          ForEach(0..<20) { Text("Row \($0)").id($0) }
        }
      }
    }
  }
}

/// The rows the scroll view of a `Jumper` shows, after tapping "Go" once per action.
@MainActor
private func rowsShown(after actions: (ScrollViewProxy) -> Void...) -> [String] {
  var index = 0
  let (window, _) = host(
    Jumper { proxy in
      actions[index](proxy)
      index += 1
    }, width: 12, height: 6)
  for _ in actions { window.tap(window.button("Go")!) }
  return window.screen().split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    .map { $0.trimmingCharacters(in: .whitespaces) }
}

private func rows(_ range: ClosedRange<Int>) -> [String] {
  range.map { "Row \($0)" }
}

@Suite @MainActor struct ScrollViewReaderTests {
  @Test func aButtonOutsideTheScrollViewScrollsARowToTheTop() {
    let (window, _) = host(Jumper { $0.scrollTo(15, anchor: .top) }, width: 12, height: 6)
    window.tap(window.button("Go")!)
    #expect(
      window.screen() == """
           [ Go ]
           Row 15
           Row 16
           Row 17
           Row 18
           Row 19
        """)
  }

  @Test func aTopAnchorStopsAtTheEndOfTheContent() {
    #expect(rowsShown(after: { $0.scrollTo(18, anchor: .top) }) == rows(15...19))
  }

  @Test func aBottomAnchorPutsTheRowAtTheBottom() {
    #expect(rowsShown(after: { $0.scrollTo(10, anchor: .bottom) }) == rows(6...10))
  }

  @Test func aCenterAnchorCentresTheRow() {
    #expect(rowsShown(after: { $0.scrollTo(10, anchor: .center) }) == rows(8...12))
  }

  @Test func noAnchorScrollsTheLeastThatShowsTheRow() {
    #expect(rowsShown(after: { $0.scrollTo(12) }) == rows(8...12))
    #expect(rowsShown(after: { $0.scrollTo(12) }, { $0.scrollTo(3) }) == rows(3...7))
  }

  @Test func noAnchorLeavesAVisibleRowWhereItIs() {
    #expect(rowsShown(after: { $0.scrollTo(3) }) == rows(0...4))
    #expect(rowsShown(after: { $0.scrollTo(12) }, { $0.scrollTo(10) }) == rows(8...12))
  }

  @Test func anUnknownIDIsSilentlyIgnored() {
    let (shown, issues) = RuntimeIssues.collecting {
      rowsShown(after: { $0.scrollTo(10, anchor: .top) }, { $0.scrollTo(99, anchor: .top) })
    }
    #expect(shown == rows(10...14))
    #expect(issues.isEmpty)
    #expect(rowsShown(after: { $0.scrollTo("Row 15", anchor: .top) }) == rows(0...4))
  }

  @Test func scrollingDuringABodyIsReportedAndIgnored() {
    struct Eager: View {
      var body: some View {
        ScrollViewReader { proxy in
          let _ = proxy.scrollTo(15, anchor: .top)
          ScrollView(showsIndicators: false) {
            ForEach(0..<20) { Text("Row \($0)") }
          }
        }
      }
    }
    let (screen, issues) = RuntimeIssues.collecting {
      host(Eager(), width: 8, height: 2).0.screen()
    }
    #expect(
      issues.map(\.message) == [
        "ScrollViewProxy may not be used during view body evaluation; "
          + "call it from an action such as a button or onAppear."
      ])
    #expect(screen == " Row 0\n Row 1")
  }

  @Test func scrollingInOnAppearLandsOnFirstDisplay() {
    let view = ScrollViewReader { proxy in
      ScrollView(showsIndicators: false) {
        VStack { ForEach(0..<20) { Text("Row \($0)") } }
      }
      .onAppear { proxy.scrollTo(12, anchor: .top) }
    }
    let (window, _) = host(view, width: 8, height: 3)
    #expect(window.screen() == " Row 12\n Row 13\n Row 14")
  }

  @Test func aRowAddedByTheSameActionIsScrolledToAfterLayout() {
    struct Growing: View {
      @State private var count = 3

      var body: some View {
        ScrollViewReader { proxy in
          Button("Add") {
            count += 10
            proxy.scrollTo(count - 1)
          }
          ScrollView(showsIndicators: false) {
            ForEach(0..<count, id: \.self) { Text("Row \($0)") }
          }
        }
      }
    }
    let (window, _) = host(Growing(), width: 8, height: 4)
    window.tap(window.button("Add")!)
    #expect(
      window.screen() == """
        [ Add ]
         Row 10
         Row 11
         Row 12
        """)
  }

  @Test func theFirstScrollViewHoldingTheIDScrolls() {
    let view = ScrollViewReader { proxy in
      Button("Go") { proxy.scrollTo("b5", anchor: .top) }
      HStack {
        ScrollView(showsIndicators: false) {
          ForEach(0..<10) { Text("a\($0)").id("a\($0)") }
        }
        ScrollView(showsIndicators: false) {
          ForEach(0..<10) { Text("b\($0)").id("b\($0)") }
        }
      }
    }
    let (window, _) = host(view, width: 9, height: 3)
    window.tap(window.button("Go")!)
    #expect(
      window.screen() == """
         [ Go ]
         a0   b5
         a1   b6
        """)
  }

  @Test func aListScrollsToARowByItsForEachID() {
    let view = ScrollViewReader { proxy in
      Button("Go") { proxy.scrollTo(15, anchor: .top) }
      List(0..<20) { Text("Row \($0)") }
    }
    let (window, _) = host(view, width: 8, height: 3)
    window.tap(window.button("Go")!)
    #expect(
      window.screen() == """
         [ Go ]
        Row 15
        Row 16 ┃
        """)
  }
}
