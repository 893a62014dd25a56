import Foundation
import GraftUI
import Testing

private enum Theme: Hashable { case light, dark }

private struct SettingsForm: View {
  @State private var notify = true
  @State private var theme = Theme.dark
  @State private var name = ""

  var body: some View {
    Form {
      Section("General") {
        Toggle("Notify me", isOn: $notify)
        Picker("Theme", selection: $theme) {
          Text("Light").tag(Theme.light)
          Text("Dark").tag(Theme.dark)
        }
      }
      Section {
        TextField("Name", text: $name)
      } header: {
        Text("Profile")
      } footer: {
        Text("Shown to others.")
      }
    }
  }
}

@Suite @MainActor struct FormTests {
  @Test func aSettingsFormDrawsGroupedSections() {
    let (window, _) = host(SettingsForm(), width: 30, height: 9)
    #expect(
      window.screen() == """
        GENERAL
        Notify me                [ ON]
        Theme                  Dark ⇕

        PROFILE
        Name
        Shown to others.


        """)
  }

  @Test func aSectionInAStackShowsItsHeaderAsItIs() {
    let view = VStack(alignment: .leading) {
      Section("Recent") { Text("One") }
    }
    let (window, _) = host(view, width: 10, height: 2)
    #expect(window.screen() == "Recent\nOne")
  }

  @Test func labeledContentPutsItsValueAtTheTrailingEdge() {
    let (window, _) = host(Form { LabeledContent("Version", value: "2.1") }, width: 16, height: 1)
    #expect(window.screen() == "Version      2.1")
  }

  @Test func labeledContentFormatsItsValueWithAFormatStyle() {
    let (window, _) = host(
      Form {
        LabeledContent("Items", value: 1_234, format: .number.grouping(.never))
        LabeledContent("Share", value: 0.25, format: .percent)
      }, width: 16, height: 2)
    #expect(window.screen() == "Items       1234\nShare        25%")
  }

  @Test func aGroupBoxDrawsItsLabelOnTheTopEdge() {
    let (window, _) = host(GroupBox("Disk") { Text("12 GB used") }, width: 14, height: 3)
    #expect(window.screen() == "┌─Disk───────┐\n│ 12 GB used │\n└────────────┘")
  }

  @Test func aControlGroupPutsItsButtonsSideBySide() {
    let view = ControlGroup {
      Button("B") {}
      Button("I") {}
    }
    let (window, _) = host(view, width: 12, height: 1)
    #expect(window.screen() == "[ B ] [ I ]")
  }
}
