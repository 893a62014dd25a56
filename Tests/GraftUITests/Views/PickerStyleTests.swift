import Foundation
import GraftUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
  case choc, vanilla, berry
  var id: Self { self }
}

/// A flavour picker in the given style, above a line showing the choice.
private struct Flavors<Style: PickerStyle>: View {
  var style: Style
  @State private var flavor = Flavor.vanilla

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
      }
      .pickerStyle(style)
      Text("Picked \(flavor.rawValue)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

extension UIWindow {
  /// The screen without the blank rows below what is drawn.
  fileprivate func shown() -> String {
    var text = screen()
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  fileprivate func pressKey(_ key: UIKeyboardHIDUsage) {
    sendKey(UIKey(keyCode: key))
    layoutIfNeeded()
  }
}

@Suite @MainActor struct PickerStyleTests {
  @Test func theDefaultStyleIsAPopUpButtonTitledWithTheSelection() throws {
    let (window, _) = host(Flavors(style: .automatic), width: 24, height: 6)
    #expect(window.shown() == " Vanilla ⇕\nPicked vanilla")
    let button = try #require(window.button("Vanilla"))
    #expect(button.showsMenuAsPrimaryAction)
    #expect(button.changesSelectionAsPrimaryAction)
    #expect(button.accessibilityLabel == "Flavor")
    #expect(window.views(of: UISegmentedControl.self).isEmpty)
  }

  @Test func tappingThePopUpListsTheOptionsAndChoosingOneWritesIt() throws {
    let (window, _) = host(Flavors(style: .menu), width: 24, height: 6)
    window.tap(try #require(window.button("Vanilla")))
    #expect(
      window.shown() == """
         Vanilla ⇕
        ┌──────────┐la
        │  Choc    │
        │✓ Vanilla │
        │  Berry   │
        └──────────┘
        """)
    window.pressKey(.keyboardDownArrow)
    window.pressKey(.keyboardReturnOrEnter)
    #expect(window.shown() == " Berry ⇕\nPicked berry")
  }

  @Test func inAFormTheLabelLeadsAndThePopUpTrailsUnlessLabelsAreHidden() {
    let (window, _) = host(Form { Flavors(style: .menu) }, width: 24, height: 3)
    #expect(window.shown() == "Flavor        Vanilla ⇕\nPicked vanilla")
    let (hidden, _) = host(Form { Flavors(style: .menu).labelsHidden() }, width: 24, height: 3)
    #expect(hidden.shown() == " Vanilla ⇕\nPicked vanilla")
  }

  @Test func theInlineStyleChecksTheSelectedRowAndATapChoosesARow() {
    let (window, _) = host(Flavors(style: .inline), width: 24, height: 6)
    #expect(window.shown() == "  Choc\n✓ Vanilla\n  Berry\nPicked vanilla")
    window.sendTap(at: CGPoint(x: 3, y: 2))
    #expect(window.shown() == "  Choc\n  Vanilla\n✓ Berry\nPicked berry")
    let (form, _) = host(Form { Flavors(style: .inline) }, width: 24, height: 6)
    #expect(form.shown() == "Choc\nVanilla                ✓\nBerry\nPicked vanilla")
  }

  @Test func theNavigationLinkStylePushesTheOptionsAndChoosingOnePopsBack() throws {
    let (window, _) = host(NavigationStack { Form { Flavors(style: .navigationLink) } }, width: 24, height: 6)
    #expect(window.shown() == "\nFlavor         Vanilla ›\nPicked vanilla")
    window.sendTap(at: CGPoint(x: 3, y: 1))
    #expect(window.navigationController?.viewControllers.count == 2)
    #expect(window.shown() == " ‹ Back  Flavor\nChoc\nVanilla                ✓\nBerry")
    window.sendTap(at: CGPoint(x: 3, y: 3))
    #expect(window.navigationController?.viewControllers.count == 1)
    #expect(window.shown() == "\nFlavor           Berry ›\nPicked berry")
  }

  @Test func theNavigationLinkStyleOutsideAStackIsAMenu() throws {
    let (window, _) = host(Flavors(style: .navigationLink), width: 24, height: 3)
    #expect(window.shown() == " Vanilla ⇕\nPicked vanilla")
    #expect(try #require(window.button("Vanilla")).showsMenuAsPrimaryAction)
  }

  @Test func thePaletteStyleIsSegmented() {
    let (window, _) = host(Flavors(style: .palette), width: 24, height: 3)
    #expect(window.views(of: UISegmentedControl.self).count == 1)
  }
}
