import Foundation
import GraftKit
import Testing

@Suite @MainActor struct SystemServicesTests {
  @Test func feedbackGeneratorsKeepTheirAPI() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    for style in UIImpactFeedbackGenerator.FeedbackStyle.allCases {
      UIImpactFeedbackGenerator(style: style).impactOccurred()
    }
    #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
    let selection = UISelectionFeedbackGenerator()
    selection.prepare()
    selection.selectionChanged()
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.success)
    notification.notificationOccurred(.warning)
    notification.notificationOccurred(.error)
    #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    let generator: UIFeedbackGenerator = UIImpactFeedbackGenerator()
    #expect(generator is UIImpactFeedbackGenerator)
  }

  @Test func theDeviceDescribesItself() {
    let device = UIDevice.current
    #expect(device.systemName == "Linux")
    #expect(device.systemVersion == "17.0")
    #expect(device.userInterfaceIdiom == .pad)
    #expect(device.model == "iPad")
    #expect(!device.name.isEmpty)
    #expect(device.identifierForVendor == device.identifierForVendor)
    #expect(device.batteryLevel == -1)
    device.isBatteryMonitoringEnabled = true
    #expect(device.isBatteryMonitoringEnabled)
    #expect(device.batteryState == .unknown)
    device.isBatteryMonitoringEnabled = false
    let bounds = UIScreen.main.bounds
    #expect(device.orientation.isLandscape == (bounds.width > bounds.height))
    #expect(device.orientation.isValidInterfaceOrientation)
  }

  @Test func theScreenIsTheTerminal() {
    let screen = UIScreen.main
    #expect(screen.scale == 1)
    #expect(screen.nativeScale == 1)
    #expect(screen.nativeBounds.size == screen.bounds.size)
    #expect(screen.traitCollection.displayScale == 1)
  }
}
