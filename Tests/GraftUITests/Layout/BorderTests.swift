import Foundation
import GraftUI
import Testing

@Suite @MainActor struct BorderTests {
  @Test func aBorderDrawsABoxAroundThePaddedView() {
    let (window, _) = host(Text("Hi").padding().border(Color.primary), width: 6, height: 3)
    #expect(
      window.screen() == """
         ┌──┐
         │Hi│
         └──┘
        """)
  }

  @Test func aWiderBorderDrawsHeavyLines() {
    let (window, _) = host(
      Text("Hi").padding().border(Color.primary, width: 2), width: 4, height: 3)
    #expect(
      window.screen() == """
        ┏━━┓
        ┃Hi┃
        ┗━━┛
        """)
  }

  @Test func theBoxIsInsideTheViewsBoundsAndOnTopOfItsContent() {
    let (window, _) = host(
      HStack(spacing: 0) {
        Text("<")
        Text("abc\ndef\nghi").border(Color.primary)
        Text(">")
      }, width: 5, height: 3)
    #expect(
      window.screen() == """
         ┌─┐
        <│e│>
         └─┘
        """)
  }

  @Test func theLinesTakeTheBordersColour() {
    let (window, _) = host(
      HStack(spacing: 0) {
        Text("a").padding().border(Color.red)
        Text("b").padding().border(Color.primary)
      }, width: 6, height: 3)
    let buffer = window.render()
    #expect(buffer[0, 0].text == "┌")
    #expect(buffer[0, 0].style.foreground != .default)
    #expect(buffer[3, 0].text == "┌")
    #expect(buffer[3, 0].style.foreground == .default)
  }

  @Test func aBorderLetsTapsThroughToTheContent() {
    let taps = TapCount()
    let (window, _) = host(
      Button("Go") { taps.count += 1 }.padding().border(Color.primary), width: 10, height: 3)
    window.tap(window.button("Go")!)
    #expect(taps.count == 1)
  }
}

@MainActor
private final class TapCount {
  var count = 0
}
