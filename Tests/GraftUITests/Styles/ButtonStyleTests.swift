import Foundation
import GraftUI
import Testing

private struct PressedLabelStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text(configuration.isPressed ? "(" : "<")
      configuration.label
      Text(configuration.isPressed ? ")" : ">")
    }
  }
}

private struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

private struct AddCounter: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

@Suite @MainActor struct ButtonStyleTests {
  @Test func theBuiltInStylesFrameTheTitleAsTheirNamesSay() {
    let (window, _) = host(
      VStack {
        Button("Auto") {}
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Borderless") {}.buttonStyle(.borderless)
        Button("Plain") {}.buttonStyle(.plain)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
      }, width: 16, height: 5)
    #expect(
      window.screen() == """
           [ Auto ]
         [ Bordered ]
          Borderless
             Plain
         [ Prominent ]
        """)
  }

  @Test func aCustomStyleDrawsItsBodyAndSeesThePress() throws {
    let (window, _) = host(AddCounter().buttonStyle(PressedLabelStyle()), width: 10, height: 2)
    #expect(window.screen() == " count 0\n  <Add>")
    let button = try #require(window.views(of: UIButton.self).first)
    let centre = button.convert(CGPoint(x: 2, y: 0), to: nil)
    window.sendPointer(.began, at: centre)
    #expect(window.screen() == " count 0\n  (Add)")
    window.sendPointer(.ended, at: centre)
    #expect(window.screen() == " count 1\n  <Add>")
  }

  @Test func aCustomStyledButtonStillRunsItsActionFromUIKitAndTheKeyboard() throws {
    let (window, _) = host(AddCounter().buttonStyle(PressedLabelStyle()), width: 10, height: 2)
    let button = try #require(window.views(of: UIButton.self).first)
    button.sendActions(for: .primaryActionTriggered)
    #expect(window.screen().hasPrefix(" count 1"))
  }

  @Test func aPrimitiveStyleDecidesWhenTheButtonTriggers() {
    let (window, _) = host(AddCounter().buttonStyle(DoubleTapStyle()), width: 10, height: 2)
    #expect(window.views(of: UIButton.self).isEmpty)
    window.sendTap(at: CGPoint(x: 4, y: 1))
    #expect(window.screen().hasPrefix(" count 0"))
    window.sendTap(at: CGPoint(x: 4, y: 1))
    #expect(window.screen().hasPrefix(" count 1"))
  }

  @Test func aDestructiveRoleDrawsRedInEveryBuiltInStyle() throws {
    let (window, _) = host(Button("Delete", role: .destructive) {}.buttonStyle(.borderless), width: 10, height: 1)
    let button = try #require(window.views(of: UIButton.self).first)
    #expect(button.currentTitleColor == Color.red.uiColor)
  }
}
