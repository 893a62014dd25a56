import GraftTesting
import Testing

@Suite @MainActor struct ViewHostKeyboardTests {
  let form = ViewHosting.host(FormView(), size: smallScreen)

  @Test func tabMovesFocusInReadingOrderAndShiftTabBack() {
    #expect(form.focusedView == nil)
    form.press(.tab)
    #expect(form.focusedView?.description == #"Button "Add""#)
    form.press(.tab)
    #expect(form.focusedView?.description == #"Toggle "Loud""#, "the disabled Reset is skipped")
    form.press(.tab, modifiers: .shift)
    #expect(form.focusedView?.description == #"Button "Add""#)
  }

  @Test func spacePressesTheFocusedButton() throws {
    form.press(.tab)
    form.press(.space)
    #expect(try form.find(text: "Count 1").uiView.text == "Count 1")
  }

  @Test func typingGoesToTheFirstResponder() throws {
    try form.find(textField: "Name").focus()
    form.type("grace\n")
    #expect(try form.find(text: "Hello grace").uiView.text == "Hello grace")
    #expect(try form.find(text: "Submitted 1").uiView.text == "Submitted 1")
  }

  @Test func keysEditTheFocusedField() throws {
    let name = try form.find(textField: "Name")
    try name.type("ab")
    form.press(.delete)
    form.press(.character("z"))
    #expect(name.uiView.text == "az")
    form.press(.escape)
    #expect(!name.uiView.isFirstResponder)
  }
}
