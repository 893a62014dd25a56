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

  @Test func uiKitCodeThatPressesTheBackingButtonRunsTheActionOnceEachWay() throws {
    let (window, _) = host(AddCounter(), width: 10, height: 2)
    let button = try #require(window.views(of: UIButton.self).first)
    button.sendActions(for: .touchUpInside)
    #expect(window.screen().hasPrefix(" count 1"))
    button.sendActions(for: .primaryActionTriggered)
    #expect(window.screen().hasPrefix(" count 2"))
    window.tap(button)
    #expect(window.screen().hasPrefix(" count 3"))
    window.setFocus(button)
    window.sendKey(UIKey(keyCode: .keyboardSpacebar, characters: " "))
    #expect(window.screen().hasPrefix(" count 4"))
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

@Suite @MainActor struct BackingControlTests {
  @Test func settingABackingControlsValueAndSendingValueChangedWritesTheBinding() throws {
    struct Settings: View {
      @State var isOn = false
      @State var level = 0.0
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $isOn)
          Slider(value: $level, in: 0...10)
          Text("\(isOn ? "on" : "off") \(Int(level))")
        }
      }
    }
    let (window, _) = host(Settings(), width: 20, height: 3)
    let toggle = try #require(window.views(of: UISwitch.self).first)
    toggle.setOn(true, animated: false)
    toggle.sendActions(for: .valueChanged)
    let slider = try #require(window.views(of: UISlider.self).first)
    slider.setValue(7, animated: false)
    slider.sendActions(for: .valueChanged)
    #expect(window.screen().contains("on 7"))
  }
}
