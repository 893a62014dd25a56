import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UIViewAccessibilityTests {
  @Test func builtInClassesReportUIKitsElementsAndTraits() {
    let button = UIButton(type: .system)
    let label = UILabel()
    let image = UIImageView()
    let slider = UISlider()
    let plain = UIView()
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityTraits == .button)
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityTraits == .staticText)
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
    #expect(slider.accessibilityTraits == .adjustable)
    #expect(!plain.isAccessibilityElement)
    #expect(plain.accessibilityTraits == .none)
  }

  @Test func aDisabledOrSelectedControlAddsItsStateToWhateverTraitsWereSet() {
    let button = UIButton(type: .system)
    button.accessibilityTraits = [.button, .header]
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .header, .notEnabled])
    button.isEnabled = true
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .header, .selected])
  }

  @Test func propertiesKeepWhatIsSet() {
    let view = UIView()
    view.isAccessibilityElement = true
    view.accessibilityValue = "50%"
    view.accessibilityHint = "Adjusts the volume"
    view.accessibilityElementsHidden = true
    view.accessibilityViewIsModal = true
    view.shouldGroupAccessibilityChildren = true
    view.accessibilityUserInputLabels = ["Volume"]
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityValue == "50%")
    #expect(view.accessibilityHint == "Adjusts the volume")
    #expect(view.accessibilityElementsHidden)
    #expect(view.accessibilityViewIsModal)
    #expect(view.shouldGroupAccessibilityChildren)
    #expect(view.accessibilityUserInputLabels == ["Volume"])
  }

  @Test func inputLabelsDefaultToTheLabel() {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    #expect(button.accessibilityUserInputLabels == ["Send"])
  }

  @Test func activatingAControlTapsItAndAPlainViewDeclines() {
    let window = makeWindow(width: 20, height: 2)
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    window.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
    #expect(button.accessibilityActivate())
    #expect(taps == 1)
    button.isEnabled = false
    #expect(!button.accessibilityActivate())
    #expect(taps == 1)
    #expect(!UIView().accessibilityActivate())
    #expect(!UIView().accessibilityPerformEscape())
    #expect(!UIView().accessibilityPerformMagicTap())
  }

  @Test func aSubclassCanOverrideTheTraits() {
    final class Heading: UILabel {
      override var accessibilityTraits: UIAccessibilityTraits {
        get { [.staticText, .header] }
        set {}
      }
    }
    let view: UIView = Heading()
    #expect(view.accessibilityTraits == [.staticText, .header])
  }

  @Test func customActionsRunTheirHandlers() {
    let view = UIView()
    var deleted = false
    view.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Delete") { _ in
        deleted = true
        return true
      }
    ]
    #expect(view.accessibilityCustomActions?.map(\.name) == ["Delete"])
    let action = view.accessibilityCustomActions![0]
    #expect(action.actionHandler?(action) == true)
    #expect(deleted)
  }

  @Test func postedNotificationsAreRecordedForTests() {
    UIAccessibility.removeAllPostedNotifications()
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .screenChanged])
    #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
    #expect(!UIAccessibility.isVoiceOverRunning)
    UIAccessibility.removeAllPostedNotifications()
  }
}
