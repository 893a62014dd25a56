import GraftTesting
import Testing

/// The outline of ``FormView`` that failure messages show.
private let formOutline =
  #"FormView > VStack > [Text "Count 0", HStack > [Button "Add", Button "Reset"], Toggle "Loud", "#
  + #"TextField "Name", Text "Hello ", Text "Submitted 0"]"#

@Suite @MainActor struct ViewSearchingTests {
  let form = ViewHosting.host(FormView(), size: smallScreen)
  let bridge = ViewHosting.host(BridgeView(), size: smallScreen)

  // MARK: - Text

  @Test func findTextFindsATextByItsWholeString() throws {
    let text = try form.find(text: "Count 0")
    #expect(text.uiView.text == "Count 0")
    #expect(text.view is Text)
    #expect(text.path == #"FormView > VStack > Text "Count 0""#)
  }

  @Test func findTextFindsALabelInsideAUIKitView() throws {
    let label = try bridge.find(text: "Taps: 0")
    #expect(label.view == nil, "no SwiftUI view stands for a representable's subview")
    #expect(label.path == #"BridgeView > VStack > CounterRepresentable > UILabel "Taps: 0""#)
  }

  @Test func findTextFailsWithTheTreeItSearched() {
    #expect(throws: InspectionError.notFound(#"text "Count""#, searched: formOutline)) {
      try form.find(text: "Count")
    }
  }

  @Test func findAllTextReturnsEveryMatchInOrder() {
    let host = ViewHosting.host(
      VStack {
        Text("Same")
        HStack { Text("Same") }
        Text("Other")
      }, size: smallScreen)
    let found = host.findAll(text: "Same")
    #expect(found.map(\.path) == [#"VStack > Text "Same""#, #"VStack > HStack > Text "Same""#])
    #expect(host.findAll(text: "None").isEmpty)
  }

  // MARK: - Buttons

  @Test func findButtonMatchesTitleLabelTextOrAccessibilityLabel() throws {
    let host = ViewHosting.host(
      VStack {
        Button("Save") {}
        Button {
        } label: {
          HStack {
            Text("Go")
            Text("now")
          }
        }
        Button("×") {}.accessibilityLabel("Close")
      }, size: smallScreen)
    #expect(try host.find(button: "Save").uiView.currentTitle == "Save")
    #expect(try host.find(button: "Go now").view is Button<HStack<TupleView<(Text, Text)>>>)
    #expect(try host.find(button: "Close").uiView.currentTitle == "×")
  }

  @Test func findButtonFindsAUIKitButtonInsideARepresentable() throws {
    let plus = try bridge.find(button: "+1")
    #expect(plus.path == #"BridgeView > VStack > CounterRepresentable > UIButton "+1""#)
    #expect(bridge.findAll(button: "+1").count == 1)
  }

  @Test func findButtonFailsWithTheTreeItSearched() {
    #expect(throws: InspectionError.notFound(#"button titled "Save""#, searched: formOutline)) {
      try form.find(button: "Save")
    }
    #expect(form.findAll(button: "Save").isEmpty)
  }

  // MARK: - Toggles and text fields

  @Test func findToggleMatchesTheLabel() throws {
    let toggle = try form.find(toggle: "Loud")
    #expect(toggle.uiView.isOn)
    #expect(toggle.view is Toggle<Text>)
    #expect(form.findAll(toggle: "Loud").count == 1)
    #expect(throws: InspectionError.notFound(#"toggle titled "Quiet""#, searched: formOutline)) {
      try form.find(toggle: "Quiet")
    }
  }

  @Test func findToggleMatchesAUIKitSwitchByItsAccessibilityLabel() throws {
    let control = UISwitch()
    control.accessibilityLabel = "Wi-Fi"
    let host = ViewHosting.host(control, size: CGSize(width: 10, height: 1))
    #expect(try host.find(toggle: "Wi-Fi").uiView === control)
    #expect(host.findAll(toggle: "Bluetooth").isEmpty)
  }

  @Test func findTextFieldMatchesThePlaceholderOrTheText() throws {
    let host = ViewHosting.host(
      VStack {
        TextField("Name", text: .constant(""))
        TextField("City", text: .constant("Paris"))
      }, size: smallScreen)
    #expect(try host.find(textField: "Name").uiView.placeholder == "Name")
    #expect(try host.find(textField: "Paris").uiView.placeholder == "City")
    #expect(host.findAll(textField: "City").count == 1)
    #expect(
      throws: InspectionError.notFound(
        #"text field with placeholder or text "Street""#,
        searched: #"VStack > [TextField "Name", TextField "City"]"#)
    ) { try host.find(textField: "Street") }
  }

  // MARK: - Identity

  @Test func findViewWithIdMatchesAnExplicitIdentity() throws {
    let greeting = try form.find(viewWithId: "greeting")
    #expect(try greeting.view(as: Text.self) == Text("Hello "))
    let rows = ViewHosting.host(RowsView(), size: smallScreen)
    #expect(
      try rows.find(viewWithId: 12).path == #"RowsView > ScrollView > ForEach > Text "Row 12""#)
    #expect(rows.findAll(viewWithId: 12).count == 1)
    #expect(rows.findAll(viewWithId: "12").isEmpty, "an id matches by type and value")
  }

  @Test func findViewWithIdFollowsARowThatMoved() throws {
    let host = ViewHosting.host(ReversibleRows(), size: smallScreen)
    #expect(try host.find(viewWithId: 1).uiView.frame.minY < host.find(viewWithId: 3).uiView.frame.minY)
    try host.find(button: "Reverse").tap()
    let moved = try host.find(viewWithId: 1)
    #expect((moved.uiView as? UILabel)?.text == "Row 1")
    #expect(try moved.uiView.frame.minY > host.find(viewWithId: 3).uiView.frame.minY)
  }

  @Test func findViewWithIdMatchesAnAccessibilityIdentifier() throws {
    let host = ViewHosting.host(
      VStack {
        Button("Save") {}.accessibilityIdentifier("save")
        CounterRepresentable().accessibilityIdentifier("counter")
      }, size: smallScreen)
    #expect(try host.find(viewWithId: "save").uiView is UIButton)
    #expect(try host.find(viewWithId: "counter").uiView is CounterUIView)
    #expect(try host.find(viewWithId: "counter.plus").uiView is UIButton)
  }

  @Test func findViewWithIdFailsNamingTheId() {
    #expect(throws: InspectionError.notFound(#"view with id "missing""#, searched: formOutline)) {
      try form.find(viewWithId: "missing")
    }
    #expect(throws: InspectionError.notFound("view with id 7", searched: formOutline)) {
      try form.find(viewWithId: 7)
    }
  }

  // MARK: - Types

  @Test func findAUIKitTypeReturnsItTyped() throws {
    let counter = try bridge.find(CounterUIView.self)
    #expect(counter.uiView.taps == 0)
    #expect(counter.view is CounterRepresentable)
    #expect(try bridge.find(UILabel.self) { $0.text == "Taps: 0" }.uiView === counter.uiView.label)
    #expect(bridge.findAll(UIButton.self).map(\.uiView.currentTitle) == ["+1", "Done"])
    #expect(bridge.findAll(UILabel.self) { $0.text == "Bridge" }.count == 1)
  }

  @Test func findAUIKitTypeFailsNamingTheType() {
    let searched =
      #"BridgeView > VStack > [Text "Bridge", CounterRepresentable > [UILabel "Taps: 0", "#
      + #"UIButton "+1"], Button "Done"]"#
    #expect(throws: InspectionError.notFound("view of type UISlider", searched: searched)) {
      try bridge.find(UISlider.self)
    }
    #expect(
      throws: InspectionError.notFound(
        "view of type UILabel matching the condition", searched: searched)
    ) { try bridge.find(UILabel.self) { $0.text == "Nope" } }
  }

  @Test func findASwiftUITypeReturnsItsView() throws {
    #expect(try bridge.find(CounterRepresentable.self).uiView is CounterUIView)
    #expect(try bridge.find(BridgeView.self).path == "BridgeView")
    #expect(try bridge.find(BridgeView.self).view(as: BridgeView.self).title == "first")
    #expect(form.findAll(Text.self).count == 4)
    #expect(throws: InspectionError.notFound("view of type Divider", searched: formOutline)) {
      try form.find(Divider.self)
    }
  }

  // MARK: - Scopes and the tree

  @Test func aFoundViewSearchesOnlyInsideItself() throws {
    let counter = try bridge.find(CounterRepresentable.self)
    #expect(try counter.find(button: "+1").uiView.currentTitle == "+1")
    #expect(counter.findAll(button: "Done").isEmpty)
    #expect(
      throws: InspectionError.notFound(
        #"button titled "Done""#,
        searched:
          #"BridgeView > VStack > CounterRepresentable > [UILabel "Taps: 0", UIButton "+1"]"#)
    ) { try counter.find(button: "Done") }
  }

  @Test func searchesContinueIntoAHostingControllerInsideARepresentable() throws {
    struct Embed: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> UIHostingController<Text> {
        UIHostingController(rootView: Text("Inner"))
      }
      func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
    }
    let host = ViewHosting.host(
      VStack {
        Text("Outer")
        Embed().frame(height: 1)
      }, size: smallScreen)
    #expect(try host.find(text: "Inner").path == #"VStack > Embed > Text "Inner""#)
  }

  @Test func longOutlinesAreCut() {
    let host = ViewHosting.host(
      ScrollView { ForEach(0..<60, id: \.self) { Text("\($0)") } }, size: smallScreen)
    let rows = (0..<38).map { #"Text "\#($0)""# }.joined(separator: ", ")
    #expect(
      throws: InspectionError.notFound(
        #"text "60""#, searched: "ScrollView > ForEach > [\(rows), …]")
    ) { try host.find(text: "60") }
  }

  @Test func theTreeDescriptionListsEveryElement() {
    #expect(
      bridge.treeDescription == """
        BridgeView
          VStack
            Text "Bridge" (UILabel)
            CounterRepresentable (CounterUIView)
              UILabel "Taps: 0"
              UIButton "+1"
            Button "Done" (UIButton)
        """)
  }
}

/// Three rows that a button reverses.
private struct ReversibleRows: View {
  @State private var rows = [1, 2, 3]

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(rows, id: \.self) { row in
        Text("Row \(row)")
      }
      Button("Reverse") { rows.reverse() }
    }
  }
}
