import Foundation
import GraftUI
import Testing

@Suite @MainActor struct LifecycleModifierTests {
  @Test func onChangeSeesTheOldAndNewValues() {
    struct Host: View {
      @State var value = 1
      @State var changes: [String] = []
      var body: some View {
        VStack {
          Text(changes.joined(separator: ","))
          Button("Bump") { value += 1 }
        }
        .onChange(of: value) { old, new in changes.append("\(old)→\(new)") }
      }
    }
    let (window, _) = host(Host(), width: 12, height: 2)
    window.tap(window.button("Bump")!)
    window.tap(window.button("Bump")!)
    #expect(window.screen().hasPrefix("  1→2,2→3\n"))
  }

  @Test func onAppearAndOnDisappearFollowTheViewsIdentity() {
    struct Host: View {
      @State var shown = true
      @State var log: [String] = []
      var body: some View {
        VStack {
          if shown {
            Text("child").onAppear { log.append("appear") }.onDisappear { log.append("disappear") }
          }
          Text(log.joined(separator: ","))
          Button("Toggle") { shown.toggle() }
        }
      }
    }
    let (window, _) = host(Host(), width: 24, height: 3)
    window.tap(window.button("Toggle")!)
    window.tap(window.button("Toggle")!)
    #expect(window.screen().contains("appear,disappear,appear"))
  }

  @Test func aConditionalAndAnOptionalAndASwitchBuildTheRightViews() {
    enum Mode { case one, two }
    struct Host: View {
      let flag: Bool
      let name: String?
      let mode: Mode
      var body: some View {
        if flag { Text("yes") } else { Text("no") }
        if let name { Text(name) }
        switch mode {
        case .one: Text("one")
        case .two: Text("two")
        }
        Group { Text("grouped") }
        AnyView(Text("erased"))
      }
    }
    let (window, _) = host(Host(flag: false, name: "Ada", mode: .two), width: 9, height: 5)
    #expect(
      window.screen() == """
           no
           Ada
           two
         grouped
         erased
        """)
  }

  @Test func aCustomDynamicPropertyIsInstalledBeforeBody() {
    struct Doubled: DynamicProperty {
      @State var base = 2
      var value: Int { base * 2 }
    }
    struct Host: View {
      var doubled = Doubled()
      var body: some View {
        Button("\(doubled.value)") { doubled.base += 1 }
      }
    }
    let (window, _) = host(Host(), width: 8, height: 1)
    window.tap(window.button("4")!)
    #expect(window.button("6") != nil)
  }

  @Test func bindableCreatesBindingsToAnObservableObject() {
    let settings = BindableSettings()
    struct Editor: View {
      @Bindable var settings: BindableSettings
      var body: some View { Toggle("Sound", isOn: $settings.sound) }
    }
    let (window, _) = host(Editor(settings: settings), width: 14, height: 1)
    window.tap(window.views(of: UISwitch.self).first!)
    #expect(settings.sound)
  }
}

@Observable @MainActor private final class BindableSettings {
  var sound = false
}
