import Foundation
import GraftUI
import Testing

@Suite @MainActor struct FrameTests {
  @Test func aFixedFrameAlignsItsContentHorizontally() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("ab").frame(width: 6, alignment: .leading)
        Text("ab").frame(width: 6)
        Text("ab").frame(width: 6, alignment: .trailing)
      }, width: 6, height: 3)
    #expect(
      window.screen() == """
        ab
          ab
            ab
        """)
  }

  @Test func aFixedFrameAlignsItsContentInBothAxes() {
    let (window, _) = host(
      HStack(spacing: 0) {
        Text("a").frame(width: 3, height: 3, alignment: .topLeading)
        Text("b").frame(width: 3, height: 3)
        Text("c").frame(width: 3, height: 3, alignment: .bottomTrailing)
      }, width: 9, height: 3)
    #expect(
      window.screen() == """
        a
            b
                c
        """)
  }

  @Test func aFixedWidthIsProposedToTheContent() {
    let (window, _) = host(
      HStack(spacing: 0) {
        Text("[")
        Text("Hello World").frame(width: 5)
        Text("]")
      }, width: 7, height: 2)
    #expect(
      window.screen() == """
        [Hello]
         World
        """)
  }

  @Test func maxWidthInfinityMakesABackgroundSpanTheWidth() {
    let (window, _) = host(
      VStack(spacing: 0) {
        Text("Hi").background(Color.gray)
        Text("Hi").frame(maxWidth: .infinity).background(Color.gray)
        Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
      }, width: 10, height: 3)
    #expect(
      window.screen() == """
            Hi
            Hi
        Hi
        """)
    #expect(
      backgroundMask(window) == """
        ....##....
        ##########
        ..........
        """)
  }

  @Test func aMinimumWidthWidensSmallContent() {
    let (window, _) = host(
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Text("|")
          Text("abcde").frame(minWidth: 10)
          Text("|")
        }
        HStack(spacing: 0) {
          Text("|")
          Text("abcdefghijkl").frame(minWidth: 10)
          Text("|")
        }
      }, width: 14, height: 2)
    #expect(
      window.screen() == """
         |  abcde   |
        |abcdefghijkl|
        """)
  }

  @Test func aMaximumWidthCapsWhatTheFrameTakes() {
    let (window, _) = host(
      Text("ab").frame(minWidth: 4, maxWidth: 6).background(Color.gray), width: 10, height: 1)
    #expect(window.screen() == "    ab")
    #expect(backgroundMask(window) == "..######..")
  }

  @Test func anIdealWidthIsTheFramesSizeWhenFixed() {
    let (window, _) = host(
      HStack(spacing: 0) {
        Text("|")
        Text("ab").frame(idealWidth: 8, maxWidth: .infinity).fixedSize()
        Text("|")
      }, width: 10, height: 1)
    #expect(window.screen() == "|   ab   |")
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
