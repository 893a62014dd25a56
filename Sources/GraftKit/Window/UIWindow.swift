public import Foundation
import GraftGraphics

/// The backdrop of an app's interface and the dispatcher of its events.
///
/// A window is hidden until ``makeKeyAndVisible()``. It holds the first responder and the
/// focused control, hit-tests pointer events, sends key presses to the first responder, and
/// draws its views into a grid of cells that a host (the terminal, or a test) shows.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
/// window.rootViewController = SettingsViewController()
/// window.makeKeyAndVisible()
/// ```
@MainActor @preconcurrency
open class UIWindow: UIView {
  // NB: Storage that UIWindow+Events, +Focus and +Rendering change is internal, not private:
  // Swift's `private` reaches only this file.
  /// The responder that receives key presses and text first.
  package weak var firstResponder: UIResponder? {
    didSet {
      guard firstResponder !== oldValue else { return }
      if let view = firstResponder as? UIView, view.canBecomeFocused { focusedView = view }
      (oldValue as? UIView)?.focusStateDidChange?()
      (firstResponder as? UIView)?.focusStateDidChange?()
      firstResponderDidChange(from: oldValue)
      setNeedsUpdate()
    }
  }
  /// Whether first responder is passing from one responder to another, so the keyboard stays.
  var isTransferringFirstResponder = false
  /// The input and accessory views shown at the bottom for the first responder.
  var shownInputViews: [UIView] = []
  /// Whether a text input is first responder, so that the (zero-height) keyboard is up.
  var isKeyboardShown = false

  /// The view that keyboard navigation has focused.
  package internal(set) weak var focusedView: UIView? {
    didSet {
      guard focusedView !== oldValue else { return }
      oldValue?.focusDidChange()
      focusedView?.focusDidChange()
    }
  }

  /// The cells drawn so far, and the regions that must be drawn again.
  package internal(set) var context: CGContext?
  var damage: [CellRect] = []
  /// Called once whenever the window goes from up to date to needing layout or drawing, so a
  /// host can schedule a frame.
  package var needsUpdateHandler: (() -> Void)?
  /// How the window's host runs work on the run loop's next turn: the host's clock, which tests
  /// drive by hand. `nil` when no host set one; the main queue then runs such work.
  package var performOnNextTurn: ((@escaping @MainActor () -> Void) -> Void)?
  var updateScheduled = false
  /// The touch being tracked between a pointer press and its release.
  var activeTouch: UITouch?
  /// The press that opens a context menu if it is held (UIWindow+ContextMenu.swift).
  var contextMenuHold: ContextMenuHold?
  /// Where and when the last press was released, and its tap count, so a quick second click
  /// at the same place counts as a double tap.
  var lastRelease: (location: CGPoint, time: TimeInterval, tapCount: Int)?
  /// What rendering has done, for tests and benchmarks: plain integers, always on.
  package var renderCounters = RenderCounters()

  /// Creates a window with the given frame. A window starts hidden.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hostWindow = self
    isHidden = true
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // NB: The application and the views in a window refer to it unretained (see
  // `UIView.hostWindow`); none may keep pointing at it once it is gone.
  isolated deinit {
    let window = Unmanaged.passUnretained(self).toOpaque()
    UIApplication.shared.forget(window)
    func clearHostWindow(in views: [UIView]) {
      for view in views where view.hostWindowReference?.toOpaque() == window {
        view.hostWindowReference = nil
        clearHostWindow(in: view.subviews)
      }
    }
    clearHostWindow(in: subviews)
  }

  /// The window's next responder is the application.
  open override var next: UIResponder? { UIApplication.shared }

  /// Lays out the window's subviews and keeps the first responder's input views along the
  /// bottom (UIWindow+InputViews.swift).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !shownInputViews.isEmpty { layoutInputViews() }
  }

  // MARK: - Root view controller

  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let oldValue, oldValue.viewIfLoaded?.superview === self {
        oldValue.view.removeFromSuperview()
      }
      if let rootViewController {
        let view = rootViewController.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
      }
    }
  }

  // MARK: - Key window

  /// Whether this is the application's key window, the one that receives key presses.
  open var isKeyWindow: Bool { UIApplication.shared.keyWindowStorage === self }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the key window without changing its visibility.
  open func makeKey() {
    let application = UIApplication.shared
    guard application.keyWindowStorage !== self else { return }
    let previous = application.keyWindowStorage
    application.register(self)
    application.keyWindowStorage = self
    previous?.resignKey()
    becomeKey()
  }

  /// Called when the window became the key window.
  open func becomeKey() {}

  /// Called when the window stopped being the key window.
  open func resignKey() {}

  // MARK: - Events

  // NB: `sendEvent(_:)` is open and `pressesBegan(_:with:)` an override, so both stay in the
  // class body; the hosts' entry points are in UIWindow+Events.swift.

  /// Dispatches an event to the views it belongs to.
  ///
  /// A touch goes to the view hit-tested where it began and follows it until it ends. A key press
  /// goes to the first responder, or to the focused view, and up the responder chain. A scroll
  /// goes to the scroll view under the pointer.
  open func sendEvent(_ event: UIEvent) {
    switch event.type {
    case .touches:
      for touch in event.allTouches ?? [] { deliver(touch, of: event) }
    case .presses:
      guard let event = event as? UIPressesEvent else { return }
      let target: UIResponder = firstResponder ?? focusedView ?? keyTargetWithoutFocus
      let began = event.allPresses.filter { $0.phase == .began }
      let ended = event.allPresses.filter { $0.phase == .ended }
      if !began.isEmpty { target.pressesBegan(began, with: event) }
      if !ended.isEmpty { target.pressesEnded(ended, with: event) }
    case .scroll:
      var view = hitTest(event.scrollLocation, with: event)
      while let candidate = view {
        if let scrollable = candidate as? any ScrollEventHandling,
          scrollable.handleScroll(
            by: event.scrollDelta, at: candidate.convert(event.scrollLocation, from: nil))
        {
          return
        }
        view = candidate.superview
      }
    default:
      break
    }
  }

  private func deliver(_ touch: UITouch, of event: UIEvent) {
    if touch.phase == .began {
      touch.view = hitTest(touch.location(in: nil), with: event)
      beginContextMenuHold(for: touch)
    } else if continueContextMenuHold(touch, of: event) {
      return
    }
    guard let view = touch.view else { return }
    switch touch.phase {
    case .began: view.touchesBegan([touch], with: event)
    case .moved, .stationary: view.touchesMoved([touch], with: event)
    case .ended: view.touchesEnded([touch], with: event)
    case .cancelled: view.touchesCancelled([touch], with: event)
    }
  }

  /// Handles the keys nothing nearer to the focus handled: Tab and Shift-Tab move focus, and
  /// Escape ends editing.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unhandled: Set<UIPress> = []
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardTab?:
        moveFocus(forward: !(press.key?.modifierFlags.contains(.shift) ?? false))
      case .keyboardEscape?:
        if let responder = firstResponder { responder.resignFirstResponder() }
      default:
        unhandled.insert(press)
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }
}
