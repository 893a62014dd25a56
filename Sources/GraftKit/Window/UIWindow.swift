public import Foundation
package import GraftGraphics

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
  /// The responder that receives key presses and text first.
  package weak var firstResponder: UIResponder? {
    didSet {
      guard firstResponder !== oldValue else { return }
      if let view = firstResponder as? UIView, view.canBecomeFocused { focusedView = view }
      setNeedsUpdate()
    }
  }

  /// The view that keyboard navigation has focused.
  package private(set) weak var focusedView: UIView? {
    didSet {
      guard focusedView !== oldValue else { return }
      oldValue?.focusDidChange()
      focusedView?.focusDidChange()
    }
  }

  /// The cells drawn so far, and the regions that must be drawn again.
  package private(set) var context: CGContext?
  private var damage: [CellRect] = []
  /// Called once whenever the window goes from up to date to needing layout or drawing, so a
  /// host can schedule a frame.
  package var needsUpdateHandler: (() -> Void)?
  private var updateScheduled = false
  /// The touch being tracked between a pointer press and its release.
  private var activeTouch: UITouch?
  /// What rendering has done, for tests and benchmarks: plain integers, always on.
  package var renderCounters = RenderCounters()

  /// Counts of the window's rendering work.
  package struct RenderCounters {
    /// Calls of ``render()``.
    package var renders = 0
    /// Damaged regions drawn.
    package var regionsDrawn = 0
    /// Views the drawing walk visited.
    package var viewsVisited = 0
  }

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
      let target: UIResponder = firstResponder ?? focusedView ?? self
      let began = event.allPresses.filter { $0.phase == .began }
      let ended = event.allPresses.filter { $0.phase == .ended }
      if !began.isEmpty { target.pressesBegan(began, with: event) }
      if !ended.isEmpty { target.pressesEnded(ended, with: event) }
    case .scroll:
      var view = hitTest(event.scrollLocation, with: event)
      while let candidate = view {
        if let scrollable = candidate as? any ScrollEventHandling,
          scrollable.handleScroll(by: event.scrollDelta)
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

  // MARK: - Event entry points for hosts

  /// Delivers a pointer event at `point`, in window coordinates: `.began` for a press, `.moved`
  /// for a drag, `.ended` for a release.
  package func sendPointer(_ phase: UITouch.Phase, at point: CGPoint) {
    let touch: UITouch
    if phase == .began || activeTouch == nil {
      guard phase == .began else { return }
      touch = UITouch(window: self, location: point)
      activeTouch = touch
    } else {
      touch = activeTouch!
      touch.move(to: point, phase: phase)
    }
    if phase == .ended || phase == .cancelled { activeTouch = nil }
    sendEvent(UIEvent(type: .touches, touches: [touch]))
  }

  /// Presses and releases the pointer at `point`, in window coordinates.
  package func sendTap(at point: CGPoint) {
    sendPointer(.began, at: point)
    sendPointer(.ended, at: point)
  }

  /// Presses and releases `key`.
  package func sendKey(_ key: UIKey) {
    let press = UIPress(key: key)
    sendEvent(UIPressesEvent(presses: [press]))
    press.phase = .ended
    sendEvent(UIPressesEvent(presses: [press]))
  }

  /// Types `text`: into the first responder when it takes text, else as key presses.
  package func sendText(_ text: String) {
    if let input = firstResponder as? any UIKeyInput {
      input.insertText(text)
      return
    }
    for character in text {
      let keyCode: UIKeyboardHIDUsage =
        switch character {
        case " ": .keyboardSpacebar
        case "\r", "\n": .keyboardReturnOrEnter
        case "\t": .keyboardTab
        default: .keyboardErrorUndefined
        }
      sendKey(UIKey(keyCode: keyCode, characters: String(character)))
    }
  }

  /// Scrolls the scroll view under `point` by `delta`, as a mouse wheel does.
  package func sendScroll(by delta: CGPoint, at point: CGPoint) {
    sendEvent(UIEvent(type: .scroll, scrollDelta: delta, scrollLocation: point))
  }

  // MARK: - Focus

  /// Moves focus to the next focusable view in reading order, or the previous one, wrapping
  /// around.
  package func moveFocus(forward: Bool) {
    let candidates = focusableViews()
    guard !candidates.isEmpty else { return }
    let current = focusedView.flatMap { view in candidates.firstIndex { $0 === view } }
    let next: Int =
      if let current {
        (current + (forward ? 1 : candidates.count - 1)) % candidates.count
      } else {
        forward ? 0 : candidates.count - 1
      }
    setFocus(candidates[next])
  }

  /// Focuses `view`. A view that takes text also becomes the first responder; focusing any
  /// other view ends editing.
  package func setFocus(_ view: UIView?) {
    guard view !== focusedView else { return }
    if let view, view.canBecomeFirstResponder {
      guard view.becomeFirstResponder() else { return }
    } else if let responder = firstResponder as? UIView, responder !== view {
      guard responder.resignFirstResponder() else { return }
    }
    focusedView = view
  }

  /// The views keyboard navigation can reach, in reading order: top to bottom, then left to right.
  package func focusableViews() -> [UIView] {
    var found: [(view: UIView, origin: CGPoint, order: Int)] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
      if view !== self, view.canBecomeFocused {
        found.append((view, view.convert(CGPoint.zero, to: nil), found.count))
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found.sorted {
      ($0.origin.y, $0.origin.x, $0.order) < ($1.origin.y, $1.origin.x, $1.order)
    }.map(\.view)
  }

  /// Drops first-responder status and focus held inside `view`'s subtree, before it leaves the
  /// window or hides.
  package func viewWillLeave(_ view: UIView) {
    if let responder = firstResponder as? UIView, responder.isDescendant(of: view) {
      if !responder.resignFirstResponder() { firstResponder = nil }
    }
    if let focusedView, focusedView.isDescendant(of: view), focusedView !== self {
      self.focusedView = nil
    }
  }

  package func visibilityDidChange() {
    if !isHidden { invalidate(bounds.cellRect) }
    var views: [UIView] = [self]
    while let view = views.popLast() {
      view.owningViewController?.windowVisibilityDidChange()
      views.append(contentsOf: view.subviews)
    }
  }

  // MARK: - Rendering

  /// Marks cells, in window coordinates, to be drawn again in the next frame.
  package func invalidate(_ region: CellRect) {
    let region = region.intersection(bounds.cellRect)
    guard !region.isEmpty else { return }
    if let index = damage.firstIndex(where: { $0.intersects(region) || $0 == region }) {
      damage[index] = damage[index].union(region)
    } else {
      damage.append(region)
    }
    setNeedsUpdate()
  }

  /// Tells the host that the window needs a new frame.
  package func setNeedsUpdate() {
    guard !updateScheduled else { return }
    updateScheduled = true
    needsUpdateHandler?()
  }

  /// Lays out what needs layout and redraws what changed, returning the window's cells.
  ///
  /// Only views that intersect a damaged region draw; everything else keeps the cells it drew
  /// in an earlier frame.
  @discardableResult
  package func render() -> CellBuffer {
    renderCounters.renders += 1
    updateScheduled = false
    layoutIfNeeded()
    let size = bounds.cellRect
    if context == nil || context?.buffer.width != size.width
      || context?.buffer.height != size.height
    {
      if let context {
        context.resize(width: size.width, height: size.height)
      } else {
        context = CGContext(width: size.width, height: size.height)
      }
      damage = [CellRect(x: 0, y: 0, width: size.width, height: size.height)]
    }
    guard let context else { return CellBuffer(width: 0, height: 0) }
    let regions = damage
    damage.removeAll()
    updateScheduled = false
    guard !isHidden else { return context.buffer }
    for region in regions {
      renderCounters.regionsDrawn += 1
      context.origin = (0, 0)
      context.clip = region.intersection(context.buffer.bounds)
      context.clear(CGRect(region))
      draw(self, at: (-Int(bounds.minX), -Int(bounds.minY)), clip: context.clip, in: context)
    }
    if !damage.isEmpty {
      // NB: A view invalidated while drawing; ask the host again now that this frame is done,
      // since a request made during the frame may have been folded into it.
      updateScheduled = false
      setNeedsUpdate()
    }
    return context.buffer
  }

  private func draw(
    _ view: UIView, at origin: (x: Int, y: Int), clip: CellRect, inheritedAlpha: CGFloat = 1,
    in context: CGContext
  ) {
    renderCounters.viewsVisited += 1
    guard !view.isHidden, view.alpha >= 0.01 else { return }
    // NB: Nothing the view or its descendants draw lies outside its extent, so a subtree that
    // misses the damaged region is skipped whole: a change in one row of a long list draws the
    // visible rows, not all of them.
    let extent = view.subtreeExtent
    if !extent.isNull, extent.minX > -1e9, extent.minY > -1e9, extent.maxX < 1e9, extent.maxY < 1e9 {
      let covered = CellRect(
        x: origin.x + Int(extent.minX.rounded(.down)), y: origin.y + Int(extent.minY.rounded(.down)),
        width: Int(extent.maxX.rounded(.up)) - Int(extent.minX.rounded(.down)),
        height: Int(extent.maxY.rounded(.up)) - Int(extent.minY.rounded(.down)))
      guard covered.intersects(clip) else { return }
    }
    let alpha = inheritedAlpha * view.alpha
    let frame = CellRect(
      x: origin.x + Int(view.bounds.minX.rounded()), y: origin.y + Int(view.bounds.minY.rounded()),
      width: view.bounds.cellRect.width, height: view.bounds.cellRect.height)
    let visible = frame.intersection(clip)
    if !visible.isEmpty {
      context.origin = origin
      context.clip = visible
      // NB: The same style as `inheritedTextStyle`, with the alpha carried down instead of
      // recomputed from every ancestor.
      var style = TextStyle.plain
      if alpha < 0.6 { style.attributes.insert(.dim) }
      context.baseTextStyle = style
      if let background = view.backgroundColor {
        context.fillColor = background
        context.fill(view.bounds)
      }
      context.fillColor = nil
      context.drawnView = view
      withCurrentContext(context) { view.draw(CGRect(visible).offsetBy(dx: CGFloat(-origin.x), dy: CGFloat(-origin.y))) }
      context.drawnView = nil
    }
    let childClip = view.clipsToBounds ? visible : clip
    guard !childClip.isEmpty || !view.clipsToBounds else { return }
    let subviews = view.subviews
    var reached = subviews.indices
    var rest = subviews.endIndex..<subviews.endIndex
    if let spans = view.orderedSubviewSpans {
      // NB: Subviews ordered from the top down: the first that can reach the clip's rows is
      // the first whose running lowest bottom does, and the last is the last that starts above
      // the clip's bottom. Subviews after the ordered ones (a scroll view's indicators, in
      // front) are always visited.
      let ordered = spans.count / 2
      let top = CGFloat(childClip.minY - origin.y)
      let bottom = CGFloat(childClip.maxY - origin.y)
      var low = 0
      var high = ordered
      while low < high {
        let middle = (low + high) / 2
        if spans[middle * 2 + 1] + 1 <= top { low = middle + 1 } else { high = middle }
      }
      var end = low
      while end < ordered, spans[end * 2] - 1 < bottom { end += 1 }
      reached = low..<end
      rest = ordered..<subviews.endIndex
    }
    func drawSubviews(_ range: Range<Int>) {
      for subview in subviews[range] {
        let subviewOrigin = (
          x: origin.x + Int((subview.frame.minX - subview.bounds.minX).rounded()),
          y: origin.y + Int((subview.frame.minY - subview.bounds.minY).rounded())
        )
        draw(subview, at: subviewOrigin, clip: childClip, inheritedAlpha: alpha, in: context)
      }
    }
    drawSubviews(reached)
    drawSubviews(rest)
  }

  /// Where the terminal's cursor should blink: the caret of the first responder, if it has one.
  package var caretLocation: (x: Int, y: Int)? {
    guard let responder = firstResponder as? UIView, responder.isVisibleInHierarchy,
      let caret = (responder as? any CaretProviding)?.caretRect
    else { return nil }
    let point = responder.convert(caret.origin, to: nil).cell
    guard bounds.cellRect.contains(x: point.x, y: point.y) else { return nil }
    return point
  }
}

/// A view that scrolls its content when the mouse wheel turns over it.
@MainActor
package protocol ScrollEventHandling: AnyObject {
  /// Scrolls by `delta`; returns `false` when the view cannot scroll, so an outer view may.
  func handleScroll(by delta: CGPoint) -> Bool
}

/// A view that shows a text caret.
@MainActor
package protocol CaretProviding: AnyObject {
  /// The caret's rectangle in the view's coordinates, or `nil` when it shows none.
  var caretRect: CGRect? { get }
}
