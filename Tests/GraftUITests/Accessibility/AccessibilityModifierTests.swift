import Foundation
import GraftUI
import Testing

@Suite @MainActor struct AccessibilityModifierTests {
  @Test func valueHintAndInputLabelsLandOnTheBackingView() {
    let (window, _) = host(
      Button("Volume") {}
        .accessibilityValue("50%")
        .accessibilityHint(Text("Opens the mixer"))
        .accessibilityInputLabels(["Sound", "Loudness"])
        .accessibilitySortPriority(2))
    let button = window.button("Volume")!
    #expect(button.accessibilityValue == "50%")
    #expect(button.accessibilityHint == "Opens the mixer")
    #expect(button.accessibilityUserInputLabels == ["Sound", "Loudness"])
    #expect(button.accessibilitySortPriority == 2)
  }

  @Test func aHeaderTraitJoinsTheLabelsOwnTraitsAndBuiltInsReportTheirs() {
    let (window, _) = host(
      VStack {
        Text("Settings").accessibilityAddTraits(.isHeader)
        Text("Plain")
        Button("Save") {}
        Image(systemName: "star").accessibilityRemoveTraits(.isImage)
      })
    let labels = window.views(of: UILabel.self)
    #expect(labels.first { $0.text == "Settings" }?.accessibilityTraits == [.staticText, .header])
    #expect(labels.first { $0.text == "Plain" }?.accessibilityTraits == .staticText)
    #expect(window.button("Save")?.accessibilityTraits == .button)
    #expect(window.views(of: UIImageView.self).first?.accessibilityTraits == UIAccessibilityTraits.none)
  }

  @Test func aConditionalTraitComesOffAgain() {
    struct Selectable: View {
      @State var isSelected = false
      var body: some View {
        Button("Bold") { isSelected.toggle() }
          .accessibilityAddTraits(isSelected ? [.isSelected, .isToggle] : [])
      }
    }
    let (window, _) = host(Selectable())
    let button = window.button("Bold")!
    #expect(button.accessibilityTraits == .button)
    window.tap(button)
    #expect(button.accessibilityTraits == [.button, .selected, .toggleButton])
    window.tap(button)
    #expect(button.accessibilityTraits == .button)
  }

  @Test func aDisabledButtonIsNotEnabledForAccessibility() {
    let (window, _) = host(Button("Send") {}.accessibilityAddTraits(.isHeader).disabled(true))
    #expect(window.button("Send")?.accessibilityTraits == [.button, .header, .notEnabled])
  }

  @Test func hiddenViewsAreNotElements() {
    let (window, _) = host(
      VStack {
        Text("Decoration").accessibilityHidden(true)
        Text("Content")
      }, width: 10, height: 2)
    let labels = window.views(of: UILabel.self)
    #expect(labels.map(\.isAccessibilityElement) == [false, true])
    #expect(labels.map(\.accessibilityElementsHidden) == [true, false])
    #expect(
      window.screen() == """
        Decoration
         Content
        """)
  }

  @Test func aCombinedElementReadsItsChildrensLabelsAndFollowsTheirChanges() {
    struct Battery: View {
      @State var level = 82
      var body: some View {
        VStack {
          HStack {
            Text("Battery")
            Text("\(level)%")
          }
          .accessibilityElement(children: .combine)
          Button("Drain") { level -= 1 }
        }
      }
    }
    let (window, _) = host(Battery(), width: 20, height: 2)
    #expect(window.screen() == "    Battery 82%\n     [ Drain ]")
    let element = window.views(of: UIView.self).first { $0.isAccessibilityElement && !($0 is UILabel) && !($0 is UIControl) }
    #expect(element?.accessibilityLabel == "Battery, 82%")
    #expect(element?.accessibilityTraits == .staticText)
    window.tap(window.button("Drain")!)
    #expect(window.screen() == "    Battery 81%\n     [ Drain ]")
    #expect(element?.accessibilityLabel == "Battery, 81%")
  }

  @Test func anIgnoringElementHasOnlyTheLabelGivenAndAContainerIsNoElement() {
    let (window, _) = host(
      VStack {
        HStack { Text("a"); Text("b") }
          .accessibilityElement()
          .accessibilityLabel("Letters")
        HStack { Text("c") }
          .accessibilityElement(children: .contain)
      })
    let containers = window.views(of: UIView.self).filter { !($0 is UILabel) && $0.superview is HostingView }
    #expect(containers.count == 2)
    #expect(containers[0].isAccessibilityElement)
    #expect(containers[0].accessibilityLabel == "Letters")
    #expect(!containers[1].isAccessibilityElement)
    #expect(containers[1].shouldGroupAccessibilityChildren)
  }

  @Test func theDefaultActionIsWhatActivatingTheViewDoes() {
    struct Row: View {
      @State var opened = 0
      var body: some View {
        Text("Opened \(opened)")
          .accessibilityAction { opened += 1 }
          .accessibilityAction(.magicTap) { opened += 10 }
          .accessibilityAction(.escape) { opened = 0 }
          .accessibilityAction(named: "Reset") { opened = 0 }
      }
    }
    let (window, _) = host(Row(), width: 12, height: 1)
    let label = window.views(of: UILabel.self).first!
    #expect(label.accessibilityActivate())
    #expect(window.screen() == "  Opened 1")
    #expect(label.accessibilityPerformMagicTap())
    #expect(window.screen() == " Opened 11")
    #expect(label.accessibilityCustomActions?.map(\.name) == ["Reset"])
    let reset = label.accessibilityCustomActions![0]
    #expect(reset.actionHandler?(reset) == true)
    #expect(window.screen() == "  Opened 0")
    #expect(label.accessibilityActivate())
    #expect(label.accessibilityPerformEscape())
    #expect(window.screen() == "  Opened 0")
  }

  @Test func aRepresentationLendsItsLabelTraitsAndActivation() {
    struct Custom: View {
      @State var isOn = false
      var body: some View {
        Text(isOn ? "(•) Wi-Fi" : "( ) Wi-Fi")
          .accessibilityRepresentation {
            Toggle("Wireless", isOn: $isOn)
          }
      }
    }
    let (window, _) = host(Custom(), width: 12, height: 1)
    #expect(window.screen() == " ( ) Wi-Fi")
    let label = window.views(of: UILabel.self).first { $0.text == "( ) Wi-Fi" }!
    #expect(label.accessibilityLabel == "Wireless")
    #expect(label.accessibilityTraits.contains(.button))
    #expect(label.accessibilityActivate())
    #expect(window.screen() == " (•) Wi-Fi")
  }
}
