import GraftTesting
import Testing

@Suite @MainActor struct InspectedViewTests {
  @Test func theViewIsTheNodesCurrentValue() throws {
    let host = ViewHosting.host(FormView(), size: smallScreen)
    let count = try host.find(text: "Count 0")
    try host.find(button: "Add").tap()
    #expect(try count.view(as: Text.self) == Text("Count 1"), "the handle follows the view")
    #expect(count.uiView.text == "Count 1")
  }

  @Test func viewAsFailsForAnotherType() throws {
    let host = ViewHosting.host(FormView(), size: smallScreen)
    let add = try host.find(button: "Add")
    #expect(throws: InspectionError.typeMismatch(#"Button "Add""#, expected: "Text")) {
      try add.view(as: Text.self)
    }
    #expect(
      (try? add.view(as: Text.self)) == nil
        && InspectionError.typeMismatch(#"Button "Add""#, expected: "Text").description
          == #"Button "Add" is not a Text"#
    )
  }

  @Test func aUIKitViewHasNoSwiftUIView() throws {
    let host = ViewHosting.host(BridgeView(), size: smallScreen)
    let plus = try host.find(button: "+1")
    #expect(plus.view == nil)
    #expect(throws: InspectionError.typeMismatch(#"UIButton "+1""#, expected: "Text")) {
      try plus.view(as: Text.self)
    }
  }

  @Test func theDescriptionNamesTheViewAsAUserWould() throws {
    let host = ViewHosting.host(BridgeView(), size: smallScreen)
    #expect(try host.find(button: "Done").description == #"Button "Done""#)
    #expect(try host.find(CounterUIView.self).description == "CounterRepresentable")
    #expect(try host.find(BridgeView.self).description == "BridgeView")
  }

  @Test func longTextIsShortenedInDescriptions() throws {
    let long = String(repeating: "x", count: 40)
    let host = ViewHosting.host(Text(long), size: CGSize(width: 50, height: 1))
    #expect(
      try host.find(text: long).description == "Text \"\(String(repeating: "x", count: 29))…\"")
  }

  @Test func theHandleKnowsItsHost() throws {
    let host = ViewHosting.host(FormView(), size: smallScreen)
    #expect(try host.find(button: "Add").host === host)
  }
}
