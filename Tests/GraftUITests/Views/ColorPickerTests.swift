import Foundation
import GraftUI
import Testing

private struct Highlighter: View {
  @State var color = Color.yellow
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ColorPicker("Highlight", selection: $color)
      Text(color == .blue ? "blue" : color == .yellow ? "yellow" : "other")
      Button("Reset") { color = .yellow }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

extension UIWindow {
  fileprivate func shown() -> String {
    var text = screen()
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}

@Suite @MainActor struct ColorPickerTests {
  @Test func aColorPickerIsItsLabelAndAWellAcrossTheWidth() throws {
    let (window, _) = host(Highlighter(), width: 20, height: 22)
    #expect(window.shown() == "Highlight        [■]\nyellow\n[ Reset ]")
    let well = try #require(window.views(of: UIColorWell.self).first)
    #expect(well.accessibilityLabel == "Highlight")
    #expect(well.selectedColor == Color.yellow.uiColor)
  }

  @Test func choosingFromTheWellsMenuWritesTheBinding() throws {
    let (window, _) = host(Highlighter(), width: 20, height: 22)
    let well = try #require(window.views(of: UIColorWell.self).first)
    window.tap(well)
    #expect(window.shown().contains("│✓ Yellow"))
    // The menu opens on the chosen colour, Yellow; Blue is five below it.
    for _ in 0..<5 { window.sendKey(UIKey(keyCode: .keyboardDownArrow)) }
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    window.layoutIfNeeded()
    #expect(window.shown() == "Highlight        [■]\nblue\n[ Reset ]")
  }

  @Test func settingTheBindingMovesTheWellWithoutAnEvent() throws {
    let (window, _) = host(Highlighter(), width: 20, height: 22)
    let well = try #require(window.views(of: UIColorWell.self).first)
    var changes = 0
    well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    well.selectedColor = UIColor.systemBlue
    well.sendActions(for: .valueChanged)
    #expect(window.shown().contains("blue"))
    window.tap(try #require(window.button("Reset")))
    #expect(well.selectedColor == Color.yellow.uiColor)
    #expect(changes == 1)
  }
}
