import Foundation
import GraftUI
import Testing

@Suite @MainActor struct BackgroundTests {
  @Test func aColorBackgroundFillsTheFramedView() {
    let (window, _) = host(
      Text("Name").frame(width: 8, height: 3).background(Color.gray), width: 10, height: 5)
    #expect(
      window.screen() == """


           Name


        """)
    #expect(
      backgroundMask(window) == """
        ..........
        .########.
        .########.
        .########.
        ..........
        """)
  }

  @Test func aShapeStyleBackgroundDrawsBehindTheText() {
    let (window, _) = host(Text("ab").background(.red), width: 4, height: 1)
    #expect(window.screen() == " ab")
    #expect(backgroundMask(window) == ".##.")
  }

  @Test func aBackgroundIsOfferedTheContentsSizeAndDoesNotChangeIt() {
    let (window, _) = host(
      HStack(spacing: 0) {
        Text("[")
        Text("ab").background { Color.gray.frame(width: 6) }
        Text("]")
      }, width: 8, height: 1)
    // NB: The stack keeps "ab" two cells wide; its wider background, drawn in the middle
    // view's turn, paints over the earlier "[" and under the later "]".
    #expect(window.screen() == "   ab]")
    #expect(backgroundMask(window) == ".######.")
  }

  @Test func aBackgroundIsAlignedOnTheContent() {
    let (window, _) = host(
      Text("abcd").background(alignment: .trailing) { Color.gray.frame(width: 1) },
      width: 4, height: 1)
    #expect(backgroundMask(window) == "...#")
  }

  @Test func aBackgroundDrawsBehindAndAnOverlayInFront() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("Hello").background(alignment: .trailing) { Text("!") }
        Text("Hello").overlay(alignment: .trailing) { Text("!") }
        Text("Hello").overlay(alignment: .leading) { Text("J") }
      }, width: 5, height: 3)
    #expect(
      window.screen() == """
        Hello
        Hell!
        Jello
        """)
  }

  @Test func theOlderViewTakingFormsStillLayer() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("Hello").overlay(Text("!"), alignment: .trailing)
        Text("Hello").background(Text("!"), alignment: .trailing)
      }, width: 5, height: 2)
    #expect(
      window.screen() == """
        Hell!
        Hello
        """)
  }

  @Test func severalOverlayViewsStackLikeAZStack() {
    let (window, _) = host(
      Text("-----").overlay(alignment: .leading) {
        Text("ab")
        Text("c")
      }, width: 5, height: 1)
    #expect(window.screen() == "cb---")
  }
}

/// Each cell of the window as `#` when it has a background colour and `.` when not.
@MainActor
private func backgroundMask(_ window: UIWindow) -> String {
  let buffer = window.render()
  return (0..<buffer.height).map { y in
    String((0..<buffer.width).map { x in buffer[x, y].style.background == .default ? "." : "#" })
  }.joined(separator: "\n")
}
