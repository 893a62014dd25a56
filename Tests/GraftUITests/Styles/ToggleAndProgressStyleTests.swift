import Foundation
import GraftUI
import Testing

/// A checkbox, as apps write one: a plain button that flips the binding.
private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack(spacing: 1) {
        Text(configuration.isOn ? "[x]" : "[ ]")
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

/// A style that wraps the default toggle in a frame of its own.
private struct FramedToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("|")
      Toggle(configuration)
      Text("|")
    }
  }
}

private struct Preferences: View {
  @State var remember = false
  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Remember me", isOn: $remember).toggleStyle(CheckboxStyle())
      Text(remember ? "remembered" : "forgotten")
    }
  }
}

private struct BlockBar: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    let filled = Int((configuration.fractionCompleted ?? 0) * 8)
    HStack(spacing: 1) {
      configuration.label
      Text(String(repeating: "■", count: filled) + String(repeating: "□", count: 8 - filled))
    }
  }
}

@Suite @MainActor struct ToggleAndProgressStyleTests {
  @Test func aCustomToggleStyleDrawsItsBodyAndWritesTheBinding() throws {
    let (window, _) = host(Preferences(), width: 20, height: 2)
    #expect(window.screen() == "  [ ] Remember me\n forgotten")
    #expect(window.views(of: UISwitch.self).isEmpty)
    window.tap(try #require(window.views(of: UIButton.self).first))
    #expect(window.screen() == "  [x] Remember me\n remembered")
  }

  @Test func toggleOfAConfigurationDrawsTheDefaultSwitchInsideACustomStyle() throws {
    struct Framed: View {
      @State var isOn = true
      var body: some View {
        Toggle("Wi-Fi", isOn: $isOn).toggleStyle(FramedToggleStyle()).frame(width: 16)
      }
    }
    let (window, _) = host(Framed(), width: 16, height: 1)
    #expect(window.screen() == "|Wi-Fi    [ ON]|")
    window.tap(try #require(window.views(of: UISwitch.self).first))
    #expect(window.screen() == "|Wi-Fi    [OFF]|")
  }

  @Test func theButtonStyleIsProminentWhileOn() throws {
    struct Bold: View {
      @State var isOn = false
      var body: some View {
        VStack {
          Toggle("Bold", isOn: $isOn).toggleStyle(.button)
          Text(isOn ? "on" : "off")
        }
      }
    }
    let (window, _) = host(Bold(), width: 10, height: 2)
    #expect(window.screen() == " [ Bold ]\n   off")
    let button = try #require(window.views(of: UIButton.self).first)
    #expect(button.bezel == .brackets)
    window.tap(button)
    #expect(window.screen() == " [ Bold ]\n    on")
    #expect(window.views(of: UIButton.self).first?.bezel == .filled)
  }

  @Test func aSwitchStyleTintColoursTheSwitch() throws {
    let (window, _) = host(
      Toggle("Tinted", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)), width: 14, height: 1)
    let control = try #require(window.views(of: UISwitch.self).first)
    #expect(control.onTintColor == Color.orange.uiColor)
  }

  @Test func aCustomProgressStyleSeesTheClampedFractionAndLabel() {
    let (window, _) = host(
      VStack(alignment: .leading) {
        ProgressView("Copy", value: 0.5)
        ProgressView("Over", value: 3, total: 2)
        ProgressView("Wait")
      }
      .progressViewStyle(BlockBar()), width: 16, height: 3)
    #expect(
      window.screen() == """
         Copy ■■■■□□□□
         Over ■■■■■■■■
         Wait □□□□□□□□
        """)
    #expect(window.views(of: UIProgressView.self).isEmpty)
  }

  @Test func theCircularStyleShowsASpinnerEvenWithAValue() {
    let (window, _) = host(ProgressView(value: 0.3).progressViewStyle(.circular), width: 6, height: 1)
    #expect(window.views(of: UIActivityIndicatorView.self).count == 1)
    #expect(window.views(of: UIProgressView.self).isEmpty)
  }

  @Test func aButtonOfAPrimitiveConfigurationTriggersTheStyledButton() throws {
    struct Confirming: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
          Text("!")
          Button(configuration)
        }
      }
    }
    struct Deleter: View {
      @State var deleted = 0
      var body: some View {
        VStack {
          Button("Delete", systemImage: "trash", role: .destructive) { deleted += 1 }.buttonStyle(Confirming())
          Text("deleted \(deleted)")
        }
      }
    }
    let (window, _) = host(Deleter(), width: 16, height: 2)
    let button = try #require(window.views(of: UIButton.self).first)
    window.tap(button)
    #expect(window.screen().hasSuffix("deleted 1"))
    #expect(window.screen().contains("! ["))
  }
}
