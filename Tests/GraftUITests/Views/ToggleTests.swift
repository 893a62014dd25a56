import Foundation
import GraftUI
import Testing

private struct WiFiSettings: View {
  @State var isOn = false
  var writes: Counter? = nil

  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: Binding(get: { isOn }, set: { writes?.hit("isOn"); isOn = $0 }))
      Text(isOn ? "Connected" : "Offline")
      Button("Flip") { isOn.toggle() }
    }
  }
}

@Suite @MainActor struct ToggleTests {
  @Test func aToggleDrawsItsLabelLeadingAndItsSwitchTrailingAcrossTheWidth() {
    let (window, _) = host(WiFiSettings(), width: 20, height: 5)
    #expect(
      window.screen() == """

        Wi-Fi          [OFF]
              Offline
              [ Flip ]

        """)
    #expect(window.views(of: UISwitch.self).first?.accessibilityLabel == "Wi-Fi")
  }

  @Test func tappingTheSwitchWritesTheBindingAndUpdatesTheScreen() {
    let writes = Counter()
    let (window, _) = host(WiFiSettings(writes: writes), width: 20, height: 5)
    window.tap(window.views(of: UISwitch.self).first!)
    #expect(writes["isOn"] == 1)
    #expect(
      window.screen() == """

        Wi-Fi          [ ON]
             Connected
              [ Flip ]

        """)
  }

  @Test func aStateChangeMovesTheSwitchWithoutWritingTheBinding() {
    let writes = Counter()
    let (window, _) = host(WiFiSettings(writes: writes), width: 20, height: 5)
    var actions = 0
    let control = window.views(of: UISwitch.self).first!
    control.addAction(UIAction { _ in actions += 1 }, for: .allEvents)
    window.tap(window.button("Flip")!)
    #expect(control.isOn)
    #expect(actions == 0)
    #expect(writes["isOn"] == 0)
    #expect(window.screen().contains("Wi-Fi          [ ON]"))
  }

  @Test func aToggleFollowsStateItsParentNeverReads() {
    struct Parent: View {
      @State var isOn = false
      var body: some View {
        // NB: The body only passes the binding on, so only the toggle depends on the value.
        VStack {
          Toggle("Sound", isOn: $isOn)
          Button("Flip") { isOn.toggle() }
        }
      }
    }
    let (window, _) = host(Parent(), width: 12, height: 2)
    window.tap(window.button("Flip")!)
    #expect(
      window.screen() == """
        Sound  [ ON]
          [ Flip ]
        """)
  }

  @Test func aToggleDisabledByTheEnvironmentIgnoresTaps() {
    let (window, _) = host(WiFiSettings().environment(\.isEnabled, false), width: 20, height: 5)
    let control = window.views(of: UISwitch.self).first!
    #expect(!control.isEnabled)
    window.tap(control)
    #expect(!control.isOn)
    #expect(window.screen().contains("Offline"))
  }

  @Test func aCustomLabelIsDrawnAndReadAsTheAccessibilityLabel() {
    struct Custom: View {
      @State var isOn = true
      var body: some View {
        Toggle(isOn: $isOn) {
          HStack {
            Text("Dark")
            Text("mode")
          }
        }
      }
    }
    let (window, _) = host(Custom(), width: 16, height: 1)
    #expect(window.screen() == "Dark mode  [ ON]")
    #expect(window.views(of: UISwitch.self).first?.accessibilityLabel == "Dark mode")
  }
}
