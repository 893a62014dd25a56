import Foundation

/// The centralised point of control for an app: its windows and the end of every responder
/// chain.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  /// The states an app can be in.
  public enum State: Int, Sendable {
    case active
    case inactive
    case background
  }

  /// The app's singleton instance.
  public static let shared = UIApplication()

  // NB: Windows are not referenced weakly, which would give each a side table and slow every
  // retain of it (each view being laid out or drawn retains its window). A window takes itself
  // out of both in its `deinit` (``forget(_:)``).
  private var windowReferences: [Unmanaged<UIWindow>] = []
  package var keyWindowStorage: UIWindow? {
    get { keyWindowReference?.takeUnretainedValue() }
    set { keyWindowReference = newValue.map(Unmanaged.passUnretained) }
  }
  private var keyWindowReference: Unmanaged<UIWindow>?

  private override init() {
    super.init()
  }

  /// The app's visible and hidden windows that have been made key at least once.
  public var windows: [UIWindow] {
    windowReferences.map { $0.takeUnretainedValue() }
  }

  /// The window that receives key presses.
  @available(*, deprecated, message: "Use the key window of a window scene instead.")
  public var keyWindow: UIWindow? { keyWindowStorage }

  /// The app's state. A running Graft app is always active.
  public var applicationState: State { .active }

  /// Dispatches an event to the window it belongs to: a touch's window, or the key window.
  open func sendEvent(_ event: UIEvent) {
    let window = event.allTouches?.first?.window ?? keyWindowStorage
    window?.sendEvent(event)
  }

  package func register(_ window: UIWindow) {
    let reference = Unmanaged.passUnretained(window)
    windowReferences.removeAll { $0.toOpaque() == reference.toOpaque() }
    windowReferences.append(reference)
  }

  /// Forgets a window that is going away: called from its `deinit`, so it compares pointers and
  /// never loads a reference to the window.
  package func forget(_ window: UnsafeMutableRawPointer) {
    windowReferences.removeAll { $0.toOpaque() == window }
    if keyWindowReference?.toOpaque() == window { keyWindowReference = nil }
  }
}
