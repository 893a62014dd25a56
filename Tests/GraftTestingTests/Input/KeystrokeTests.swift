import GraftTesting
import Testing

@Suite @MainActor struct KeystrokeTests {
  @Test func keysDescribeThemselvesAsUIKitDoes() {
    #expect(Keystroke.tab.description == "⇥")
    #expect(Keystroke.return.description == "↩")
    #expect(Keystroke.space.description == "Space")
    #expect(Keystroke.delete.description == "⌫")
    #expect(Keystroke.character("q").description == "q")
  }

  @Test func arrowsHomeAndEndMoveTheCaret() throws {
    let host = ViewHosting.host(FormView(), size: smallScreen)
    let field = try host.find(textField: "Name")
    try field.type("bc")
    host.press(.home)
    host.press(.character("a"))
    host.press(.end)
    host.press(.character("d"))
    host.press(.leftArrow)
    host.press(.leftArrow)
    host.press(.deleteForward)
    host.press(.rightArrow)
    host.press(.character("9"))
    #expect(field.uiView.text == "abd9")
  }

  @Test func pageKeysScrollFromAFocusedViewInside() throws {
    let host = ViewHosting.host(
      ScrollView { ForEach(0..<30, id: \.self) { Button("Row \($0)") {} } },
      size: CGSize(width: 12, height: 5))
    try host.find(button: "Row 0").focus()
    let scrollView = try host.find(UIScrollView.self).uiView
    host.press(.pageDown)
    #expect(scrollView.contentOffset.y == 5)
    host.press(.pageUp)
    #expect(scrollView.contentOffset.y == 0)
    host.press(.upArrow)
    host.press(.downArrow)
    #expect(scrollView.contentOffset.y == 0)
  }
}
