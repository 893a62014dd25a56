public import Foundation

/// An object that describes a single user interaction.
///
/// The system creates events; apps receive them. In Graft the terminal host and the test host
/// create them, through the window's event entry points.
@MainActor @preconcurrency
open class UIEvent {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    case touches
    case motion
    case remoteControl
    case presses
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  /// The event's kind.
  public let type: EventType
  /// When the event happened, in seconds since system start-up.
  public let timestamp: TimeInterval
  /// The touches of this event, for a touch event.
  public private(set) var allTouches: Set<UITouch>?
  /// For a scroll event: how far the content should move, in points.
  package let scrollDelta: CGPoint
  /// For a scroll event: where the pointer is, in window coordinates.
  package let scrollLocation: CGPoint

  package init(
    type: EventType, touches: Set<UITouch>? = nil, scrollDelta: CGPoint = .zero,
    scrollLocation: CGPoint = .zero
  ) {
    self.scrollLocation = scrollLocation
    self.type = type
    self.timestamp = ProcessInfo.processInfo.systemUptime
    self.allTouches = touches
    self.scrollDelta = scrollDelta
  }

  /// The touches of this event that belong to `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches of this event that belong to `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }
}

/// An event that describes the state of a set of physical key presses.
@MainActor @preconcurrency
open class UIPressesEvent: UIEvent {
  /// The presses of this event.
  public let allPresses: Set<UIPress>

  package init(presses: Set<UIPress>) {
    allPresses = presses
    super.init(type: .presses)
  }
}
