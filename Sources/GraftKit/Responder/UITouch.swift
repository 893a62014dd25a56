public import Foundation

/// The location and phase of a pointer touching the screen.
///
/// In a terminal a touch is the mouse: a press begins it, a drag moves it, a release ends it.
@MainActor @preconcurrency
open class UITouch: Hashable {
  /// The phase of a touch.
  public enum Phase: Int, Sendable {
    case began
    case moved
    case stationary
    case ended
    case cancelled
  }

  /// The kind of touch.
  public enum TouchType: Int, Sendable {
    case direct
    case indirect
    case pencil
    case indirectPointer
  }

  /// The touch's phase.
  public package(set) var phase: Phase
  /// The kind of touch; a terminal's mouse is an indirect pointer.
  public let type: TouchType = .indirectPointer
  /// How many times the pointer was pressed at this point in quick succession.
  public package(set) var tapCount: Int
  /// When the touch last changed, in seconds since system start-up.
  public package(set) var timestamp: TimeInterval
  // NB: Strong, as UIKit declares them. A weak reference would give every window a side table
  // (see UIApplication). The window lets go of its active touch when the touch ends.
  /// The view the touch began in.
  public package(set) var view: UIView?
  /// The window the touch belongs to.
  public package(set) var window: UIWindow?

  private var locationInWindow: CGPoint
  private var previousLocationInWindow: CGPoint

  package init(window: UIWindow, location: CGPoint, phase: Phase = .began, tapCount: Int = 1) {
    self.window = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.phase = phase
    self.tapCount = tapCount
    self.timestamp = ProcessInfo.processInfo.systemUptime
  }

  /// The touch's location in the coordinate space of `view`, or of the window when `nil`.
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The touch's previous location in the coordinate space of `view`.
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  package func move(to location: CGPoint, phase: Phase) {
    previousLocationInWindow = locationInWindow
    locationInWindow = location
    self.phase = phase
    timestamp = ProcessInfo.processInfo.systemUptime
  }

  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
