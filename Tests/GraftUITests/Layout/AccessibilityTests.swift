import Foundation
import GraftUI
import Testing

@Suite @MainActor struct AccessibilityTests {
  @Test func anIdentifierLandsOnTheButtonsUIButton() {
    let (window, _) = host(Button("Save") {}.accessibilityIdentifier("save"))
    #expect(window.button("Save")?.accessibilityIdentifier == "save")
  }

  @Test func aLabelReplacesTheButtonsTitleAsItsLabel() {
    let (window, _) = host(
      VStack {
        Button("↗") {}.accessibilityLabel("Share")
        Button("×") {}.accessibilityLabel(Text("Close"))
        Button("+") {}
      })
    #expect(window.button("↗")?.accessibilityLabel == "Share")
    #expect(window.button("×")?.accessibilityLabel == "Close")
    #expect(window.button("+")?.accessibilityLabel == "+")
  }

  @Test func anIdentifierLandsOnEveryViewOfAGroup() {
    let (window, _) = host(
      VStack {
        Group {
          Text("a")
          Text("b")
        }.accessibilityIdentifier("letters")
        Text("c")
      })
    let identifiers = window.views(of: UILabel.self).map { label in
      "\(label.text ?? ""):\(label.accessibilityIdentifier ?? "-")"
    }
    #expect(identifiers == ["a:letters", "b:letters", "c:-"])
  }

  @Test func anIdentifierOnAStackLandsOnEachViewInside() {
    // NB: A stack has no view of its own, in SwiftUI as here: its identifier is its elements'.
    let (window, _) = host(VStack { Text("a"); Text("b") }.accessibilityIdentifier("stack"))
    let identifiers = window.views(of: UILabel.self).map { label in
      "\(label.text ?? ""):\(label.accessibilityIdentifier ?? "-")"
    }
    #expect(identifiers == ["a:stack", "b:stack"])
    #expect(window.views(of: UILabel.self).first?.superview is HostingView)
  }

  @Test func aChangedIdentifierIsAppliedAgain() {
    let (window, _) = host(Renaming())
    #expect(window.button("Rename")?.accessibilityIdentifier == "first")
    window.tap(window.button("Rename")!)
    #expect(window.button("Rename")?.accessibilityIdentifier == "second")
  }
}

private struct Renaming: View {
  @State private var identifier = "first"

  var body: some View {
    Button("Rename") { identifier = "second" }
      .accessibilityIdentifier(identifier)
  }
}
