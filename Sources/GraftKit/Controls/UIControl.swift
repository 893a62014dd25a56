public import Foundation
package import GraftGraphics

/// The base class of controls: views that turn user interaction into actions.
///
/// Register closures with ``addAction(_:for:)``. A control sends its events only for what the
/// user does: a tap, a key press, typing. Setting a control's value in code sends nothing, as in
/// UIKit, which is what keeps `updateUIView` from looping when it writes a value back.
@MainActor @preconcurrency
open class UIControl: UIView {
  /// The kinds of event a control sends.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  private var registrations: [(action: UIAction, events: Event)] = []
  private var primaryAction: UIAction?

  /// Creates a control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control whose primary action runs on ``Event/primaryActionTriggered``.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    self.primaryAction = primaryAction
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - State

  /// Whether the control responds to the user. A disabled control draws dim.
  open var isEnabled: Bool = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }

  /// Whether the control is selected.
  open var isSelected: Bool = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether the control is highlighted, as it is while a touch is down inside it.
  open var isHighlighted: Bool = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// Whether a touch is being tracked.
  public private(set) var isTracking = false

  /// Whether the tracked touch is inside the control's bounds.
  public private(set) var isTouchInside = false

  /// The control's state, combined from its flags and focus.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  /// Called when ``state`` may have changed. The default redraws the control.
  package func stateDidChange() {
    setNeedsDisplay()
  }

  /// An enabled control can be focused by keyboard navigation.
  open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

  // MARK: - Actions

  /// Registers `action` to run when the control sends any of `controlEvents`.
  ///
  /// Adding an action with an identifier already registered replaces it.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      registrations[index].events.formUnion(controlEvents)
      registrations[index].action = action
    } else {
      registrations.append((action, controlEvents))
    }
  }

  /// Unregisters `action` from `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Unregisters the action with `actionIdentifier` from `controlEvents`.
  public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// Calls `body` for each registered action and the events it is registered for.
  public func enumerateEventHandlers(
    _ body: (UIAction?, (target: Any?, action: String)?, Event, inout Bool) -> Void
  ) {
    var stop = false
    for registration in registrations {
      body(registration.action, nil, registration.events, &stop)
      if stop { return }
    }
  }

  /// The events that have at least one action registered.
  public var allControlEvents: Event {
    registrations.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Runs the actions registered for `controlEvents`, and the primary action for
  /// ``Event/primaryActionTriggered``.
  ///
  /// Controls call this for user interaction. Calling it yourself sends the events as if the
  /// user had acted.
  open func sendActions(for controlEvents: Event) {
    // NB: Snapshot first: a handler may add or remove actions while the events are sent.
    let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in matching { sendAction(registration.action) }
    if controlEvents.contains(.primaryActionTriggered), let primaryAction {
      sendAction(primaryAction)
    }
  }

  /// Performs `action` with the control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Whether the control's menu opens as its primary action, on a tap or Space or Return,
  /// instead of sending `.primaryActionTriggered`. A `UIButton` with a ``UIButton/menu`` is the
  /// control that has one.
  open var showsMenuAsPrimaryAction = false

  /// Whether the control's context menu can be opened; kept.
  open var isContextMenuInteractionEnabled = false

  /// Performs the control's primary action, as activating it from the keyboard does.
  open func performPrimaryAction() {
    sendActions(for: .primaryActionTriggered)
  }

  // MARK: - Tracking

  /// Called when a touch begins in the control. Return `false` to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called as a tracked touch moves. Return `false` to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called when a tracked touch ends.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Called when tracking is cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// What the control does when the user completes a tap inside it. The default sends
  /// ``Event/touchUpInside``, and ``Event/primaryActionTriggered`` when the control has a
  /// primary action.
  package func didTapInside() {
    sendActions(for: primaryAction == nil ? .touchUpInside : [.touchUpInside, .primaryActionTriggered])
  }

  /// What the control does when Space or Return activates it while focused. The default does
  /// what a tap does.
  package func didActivateFromKeyboard() {
    didTapInside()
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = point(inside: touch.location(in: self), with: event)
    let wasInside = isTouchInside
    isTouchInside = inside
    isHighlighted = inside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: events)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = point(inside: touch.location(in: self), with: event)
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isTouchInside = false
    if inside { didTapInside() } else { sendActions(for: .touchUpOutside) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }

  /// Space and Return activate a focused control; everything else goes up the chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let activating = presses.filter {
      $0.key?.keyCode == .keyboardSpacebar || $0.key?.keyCode == .keyboardReturnOrEnter
    }
    if isEnabled, isFocused, !activating.isEmpty {
      didActivateFromKeyboard()
      let rest = presses.subtracting(activating)
      if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    } else {
      super.pressesBegan(presses, with: event)
    }
  }

  // MARK: - Drawing helpers

  /// The style a control's text draws in for its current state: dim when disabled, inverse
  /// while highlighted, bold while focused.
  package var controlTextStyle: TextStyle {
    var style = inheritedTextStyle
    if !isEnabled { style.attributes.insert(.dim) }
    if isHighlighted { style.attributes.insert(.inverse) }
    if isFocused { style.attributes.insert(.bold) }
    return style
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    if !isEnabled { properties.append(("enabled", "NO")) }
    if isSelected { properties.append(("selected", "YES")) }
    if isHighlighted { properties.append(("highlighted", "YES")) }
    return properties
  }
}
