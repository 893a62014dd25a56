import GraftTesting
import Testing

@Suite @MainActor struct InspectedViewActionsTests {
  let form = ViewHosting.host(FormView(), size: smallScreen)

  // MARK: - Tap

  @Test func tapRunsTheButtonsActionAndFlushes() throws {
    try form.find(button: "Add").tap()
    #expect(try form.find(text: "Count 1").uiView.text == "Count 1")
  }

  @Test func tapReachesAUIKitButtonInsideARepresentable() throws {
    let host = ViewHosting.host(BridgeView(), size: smallScreen)
    try host.find(button: "+1").tap()
    #expect(try host.find(CounterUIView.self).uiView.taps == 1)
    #expect(try host.find(text: "Taps: 1").path.hasSuffix(#"UILabel "Taps: 1""#))
  }

  @Test func tapFailsOnADisabledButton() throws {
    #expect(
      throws: InspectionError.unreachable(
        #"Button "Reset""#, action: "tap", reason: "it is disabled")
    ) { try form.find(button: "Reset").tap() }
    #expect(
      InspectionError.unreachable(#"Button "Reset""#, action: "tap", reason: "it is disabled")
        .description == #"cannot tap Button "Reset": it is disabled"#)
  }

  @Test func tapFailsOnAHiddenButton() throws {
    let host = ViewHosting.host(VStack { Button("Ghost") {}.hidden() }, size: smallScreen)
    #expect(
      throws: InspectionError.unreachable(#"Button "Ghost""#, action: "tap", reason: "it is hidden")
    ) { try host.find(button: "Ghost").tap() }
  }

  @Test func tapFailsOnATransparentButton() throws {
    let host = ViewHosting.host(Button("Faint") {}.opacity(0), size: smallScreen)
    #expect(
      throws: InspectionError.unreachable(
        #"Button "Faint""#, action: "tap", reason: "it is transparent (opacity below 0.01)")
    ) { try host.find(button: "Faint").tap() }
  }

  @Test func tapFailsOnACoveredButtonNamingWhatCoversIt() throws {
    let host = ViewHosting.host(
      ZStack {
        Button("Under") {}
        Color.red
      }, size: CGSize(width: 11, height: 1))
    #expect(
      throws: InspectionError.unreachable(
        #"Button "Under""#, action: "tap", reason: "Color covers it at (5, 0)")
    ) { try host.find(button: "Under").tap() }
  }

  @Test func tapFailsOnAViewThatTakesNoTouches() throws {
    #expect(
      throws: InspectionError.unreachable(
        #"Text "Count 0""#, action: "tap",
        reason: "it does not take touches (user interaction is disabled)")
    ) { try form.find(text: "Count 0").tap() }
  }

  @Test func tapFailsOnAViewScrolledOutOfSight() throws {
    let host = ViewHosting.host(
      ScrollView { ForEach(0..<20, id: \.self) { Button("Row \($0)") {} } },
      size: CGSize(width: 12, height: 4))
    #expect(
      throws: InspectionError.unreachable(
        #"Button "Row 10""#, action: "tap", reason: "it is outside the visible area of ScrollView")
    ) { try host.find(button: "Row 10").tap() }
  }

  @Test func tapFailsOnAViewOutsideTheWindow() throws {
    let view = UIView()
    let button = UIButton(type: .system)
    button.setTitle("Far", for: .normal)
    button.frame = CGRect(x: 40, y: 0, width: 7, height: 1)
    view.addSubview(button)
    let host = ViewHosting.host(view, size: CGSize(width: 10, height: 2))
    #expect(
      throws: InspectionError.unreachable(
        #"UIButton "Far""#, action: "tap", reason: "it is outside the visible area of UIView")
    ) { try host.find(button: "Far").tap() }
  }

  @Test func tapFailsOnAViewThatLeftTheHierarchy() throws {
    struct Removable: View {
      @State var isShown = true
      var body: some View {
        VStack {
          if isShown { Button("Doomed") {} }
          Button("Remove") { isShown = false }
        }
      }
    }
    let host = ViewHosting.host(Removable(), size: smallScreen)
    let doomed = try host.find(button: "Doomed")
    try host.find(button: "Remove").tap()
    #expect(
      throws: InspectionError.unreachable(
        #"Button "Doomed""#, action: "tap", reason: "it is no longer in the view hierarchy")
    ) { try doomed.tap() }
  }

  // MARK: - Toggle

  @Test func toggleFlipsTheSwitchAndTheBinding() throws {
    let loud = try form.find(toggle: "Loud")
    try loud.toggle()
    #expect(loud.uiView.isOn == false)
    #expect(try form.find(FormView.self).view(as: FormView.self).isLoud == false)
    try loud.toggle()
    #expect(loud.uiView.isOn)
  }

  @Test func toggleFailsWhenTheSwitchSnapsBack() throws {
    let control = UISwitch()
    control.accessibilityLabel = "Locked"
    control.isOn = true
    control.addAction(UIAction { _ in control.isOn = true }, for: .valueChanged)
    let host = ViewHosting.host(control, size: CGSize(width: 6, height: 1))
    #expect(
      throws: InspectionError.actionFailed(
        #"UISwitch "Locked""#, action: "toggle", reason: "it stayed on")
    ) { try host.find(toggle: "Locked").toggle() }
    #expect(
      InspectionError.actionFailed(#"UISwitch "Locked""#, action: "toggle", reason: "it stayed on")
        .description == #"could not toggle UISwitch "Locked": it stayed on"#)
  }

  // MARK: - Typing

  @Test func typeEntersTextAndANewlineSubmits() throws {
    let name = try form.find(textField: "Name")
    try name.type("ada")
    #expect(name.uiView.text == "ada")
    #expect(try form.find(text: "Hello ada").uiView.text == "Hello ada")
    try name.type(" lovelace\n")
    #expect(try form.find(text: "Submitted 1").uiView.text == "Submitted 1")
    #expect(try form.find(FormView.self).view(as: FormView.self).submitted == ["ada lovelace"])
  }

  @Test func typeFailsOnADisabledField() throws {
    let host = ViewHosting.host(
      TextField("Off", text: .constant("")).disabled(true), size: smallScreen)
    #expect(
      throws: InspectionError.unreachable(
        #"TextField "Off""#, action: "type into", reason: "it is disabled")
    ) { try host.find(textField: "Off").type("x") }
  }

  @Test func typeFailsWhenTheFieldRefusesToEdit() throws {
    final class Refusing: UITextFieldDelegate {
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
    }
    let delegate = Refusing()
    let field = UITextField()
    field.placeholder = "Locked"
    field.delegate = delegate
    let host = ViewHosting.host(field, size: CGSize(width: 10, height: 1))
    #expect(
      throws: InspectionError.actionFailed(
        #"UITextField "Locked""#, action: "type into", reason: "it did not begin editing")
    ) { try host.find(textField: "Locked").type("x") }
  }

  @Test func clearEmptiesTheFieldAndItsBinding() throws {
    let name = try form.find(textField: "Name")
    try name.type("ada")
    try name.clear()
    #expect(name.uiView.text == "")
    #expect(try form.find(FormView.self).view(as: FormView.self).name == "")
  }

  @Test func clearFailsWhenADelegateRefusesTheChange() throws {
    final class Keeping: UITextFieldDelegate {
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool { false }
    }
    let delegate = Keeping()
    let field = UITextField()
    field.text = "kept"
    field.delegate = delegate
    let host = ViewHosting.host(field, size: CGSize(width: 10, height: 1))
    #expect(
      throws: InspectionError.actionFailed(
        #"UITextField "kept""#, action: "clear", reason: #"it still holds "kept""#)
    ) { try host.find(textField: "kept").clear() }
  }

  // MARK: - Focus

  @Test func focusMovesKeyboardFocus() throws {
    let add = try form.find(button: "Add")
    #expect(!add.isFocused)
    try add.focus()
    #expect(add.isFocused)
    #expect(form.focusedView?.description == #"Button "Add""#)
    let name = try form.find(textField: "Name")
    try name.focus()
    #expect(name.isFocused)
    #expect(name.uiView.isFirstResponder)
  }

  @Test func focusFailsOnAViewThatCannotTakeFocus() throws {
    #expect(
      throws: InspectionError.unreachable(
        #"Text "Count 0""#, action: "focus", reason: "it cannot take focus")
    ) { try form.find(text: "Count 0").focus() }
    #expect(
      throws: InspectionError.unreachable(
        #"Button "Reset""#, action: "focus", reason: "it is disabled")
    ) { try form.find(button: "Reset").focus() }
  }
}
