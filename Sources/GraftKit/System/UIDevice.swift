public import Foundation

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable, CaseIterable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// Whether the device is upright, either way up.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The battery's state.
public enum UIDeviceBatteryState: Int, Sendable, CaseIterable {
  case unknown = 0
  case unplugged = 1
  case charging = 2
  case full = 3
}

/// The device the app runs on: in Graft, the machine running the terminal.
///
/// Graft presents itself as a large-screen device: ``userInterfaceIdiom`` is `.pad`, matching
/// the regular size classes of an 80×24 terminal; ``systemName`` is `"Linux"` and
/// ``systemVersion`` is `"17.0"`, the iOS release whose API Graft follows, so that version
/// checks written for iOS pass. The orientation is landscape when the terminal is wider than it
/// is tall in cells. There is no battery to monitor.
@MainActor @preconcurrency
open class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// Posted when the orientation changes, while orientation notifications are generated.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery's level changes. Never posted in Graft.
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the battery's state changes. Never posted in Graft.
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")

  private init() {}

  /// The device's name: the machine's host name.
  public var name: String { ProcessInfo.processInfo.hostName }
  /// The operating system's name: `"Linux"`.
  public var systemName: String { "Linux" }
  /// The version of the iOS API Graft follows: `"17.0"`.
  public var systemVersion: String { "17.0" }
  /// The kind of device: `"iPad"`, as the idiom is.
  public var model: String { "iPad" }
  /// The kind of device, localised: `"iPad"`.
  public var localizedModel: String { "iPad" }
  /// The idiom the interface is designed for: `.pad`.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
  /// An identifier for the device, the same for the whole run.
  public let identifierForVendor: UUID? = UUID()
  /// Whether several apps can run at once: `true`.
  public var isMultitaskingSupported: Bool { true }

  /// The orientation: landscape when the screen is wider than tall in cells, else portrait.
  public var orientation: UIDeviceOrientation {
    let bounds = UIScreen.main.bounds
    return bounds.width > bounds.height ? .landscapeLeft : .portrait
  }

  /// Whether orientation notifications are being generated.
  public private(set) var isGeneratingDeviceOrientationNotifications = false

  /// Starts generating orientation notifications.
  public func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }

  /// Stops generating orientation notifications.
  public func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }

  /// Whether the battery is monitored. Stored only: there is no battery to read.
  public var isBatteryMonitoringEnabled = false
  /// The battery's charge from 0 to 1, or -1 when unknown: always -1.
  public var batteryLevel: Float { -1 }
  /// The battery's state: always `.unknown`.
  public var batteryState: UIDeviceBatteryState { .unknown }

  /// Whether the proximity sensor is monitored. Stays `false`: there is no sensor.
  public var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// Whether something is near the sensor: always `false`.
  public var proximityState: Bool { false }

  /// Plays the keyboard's click. Does nothing in a terminal.
  public func playInputClick() {}
}
