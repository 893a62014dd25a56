public import Foundation
import GraftGraphics

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// In a terminal a date picker draws as a line of fields formatted with its ``calendar``,
/// ``locale`` and ``timeZone``: `2026-12-02  14:30` for ``Mode/dateAndTime``, `2:30 PM` for
/// ``Mode/time`` in a locale with a 12-hour clock, `1 h 30 min` for ``Mode/countDownTimer``.
/// Focus brackets the field the keys change, `2026-[12]-02`.
///
/// While focused, Left and Right (and Tab and Shift-Tab, until the last or first field) move
/// between fields, and Up and Down change the bracketed one, wrapping within its range as a
/// wheel does: the day within its month, the minute by ``minuteInterval``. A click selects the
/// field under the pointer and focuses the picker; the mouse wheel changes the field under it.
/// Every change the user makes is kept within ``minimumDate`` and ``maximumDate`` and sends
/// ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered``; setting
/// ``date`` in code sends nothing.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .date
/// picker.minimumDate = Date()
/// picker.addAction(UIAction { _ in model.dueDate = picker.date }, for: .valueChanged)
/// ```
@MainActor @preconcurrency
open class UIDatePicker: UIControl, ScrollEventHandling {
  /// The field Up and Down change, by its index among the mode's fields.
  var selectedField = 0

  /// Creates a date picker showing the current date and time.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Mode and style

  /// What the picker shows. The default is ``Mode/dateAndTime``.
  open var datePickerMode: Mode = .dateAndTime {
    didSet {
      guard datePickerMode != oldValue else { return }
      selectedField = 0
      storedDate = constrained(storedDate)
      contentDidChange()
    }
  }

  /// The style asked for. The default is ``UIDatePickerStyle/automatic``.
  ///
  /// Every style draws as a line of fields in a terminal; ``datePickerStyle`` says which style
  /// UIKit would use.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

  /// The style in use: the preferred one, except that ``UIDatePickerStyle/automatic`` becomes
  /// ``UIDatePickerStyle/compact``, and a countdown timer or a year and month picker always
  /// uses ``UIDatePickerStyle/wheels``.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  // MARK: - Formatting

  /// The locale the picker formats with; `nil`, the default, means the current locale.
  open var locale: Locale? {
    didSet { contentDidChange() }
  }

  private var storedCalendar: Calendar?

  /// The calendar the picker's fields follow; setting `nil` restores the current calendar.
  open var calendar: Calendar! {
    get { storedCalendar ?? Calendar.current }
    set {
      storedCalendar = newValue
      contentDidChange()
    }
  }

  /// The time zone the picker shows dates in; `nil`, the default, means the calendar's.
  open var timeZone: TimeZone? {
    didSet { contentDidChange() }
  }

  // MARK: - Value

  private var storedDate = Date()

  /// The date the picker shows. The default is the moment the picker was made.
  ///
  /// A date outside ``minimumDate``...``maximumDate`` is clamped to it, and with
  /// ``roundsToMinuteInterval`` the time is rounded to the nearest ``minuteInterval``. Setting
  /// it sends no events.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }

  /// Sets ``date``, sending no events.
  ///
  /// - Parameter animated: Ignored: the picker shows the date at once.
  open func setDate(_ date: Date, animated: Bool) {
    let value = constrained(date)
    guard value != storedDate else { return }
    storedDate = value
    contentDidChange()
  }

  /// Stores a date the user chose, already within the range.
  func setUserDate(_ value: Date) {
    storedDate = value
    contentDidChange()
  }

  /// The earliest date the user can choose; `nil`, the default, means no limit.
  ///
  /// As in UIKit, when it is later than ``maximumDate`` both limits are ignored, and a
  /// countdown timer ignores them.
  open var minimumDate: Date? {
    didSet {
      storedDate = constrained(storedDate)
      contentDidChange()
    }
  }

  /// The latest date the user can choose; `nil`, the default, means no limit.
  open var maximumDate: Date? {
    didSet {
      storedDate = constrained(storedDate)
      contentDidChange()
    }
  }

  private var storedMinuteInterval = 1

  /// The step of the minute field, from 1 (the default) to 30. A value that does not divide 60
  /// evenly is replaced by the default, as in UIKit.
  open var minuteInterval: Int {
    get { storedMinuteInterval }
    set {
      storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
      storedDate = constrained(storedDate)
      storedCountDownDuration = constrainedDuration(storedCountDownDuration)
      contentDidChange()
    }
  }

  /// Whether a date set in code is rounded to the nearest ``minuteInterval``. The default is
  /// `true`.
  open var roundsToMinuteInterval = true

  private var storedCountDownDuration: TimeInterval = 0

  /// The duration a ``Mode/countDownTimer`` picker shows, in seconds: whole steps of
  /// ``minuteInterval`` minutes, from 0 to 23 hours 59 minutes. The default is 0.
  open var countDownDuration: TimeInterval {
    get { storedCountDownDuration }
    set {
      let value = constrainedDuration(newValue)
      guard value != storedCountDownDuration else { return }
      storedCountDownDuration = value
      contentDidChange()
    }
  }

  // MARK: - Interaction

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first, isEnabled, let field = fieldIndex(at: touch.location(in: self)) {
      selectedField = field
      setNeedsDisplay()
    }
    super.touchesEnded(touches, with: event)
  }

  package override func didTapInside() {
    if !isFocused { window?.setFocus(self) }
    sendActions(for: .touchUpInside)
  }

  package func handleScroll(by delta: CGPoint) -> Bool {
    handleScroll(by: delta, at: CGPoint(x: bounds.minX, y: bounds.minY))
  }

  /// The wheel changes the field under the pointer: up increases it, down decreases it.
  package func handleScroll(by delta: CGPoint, at point: CGPoint) -> Bool {
    guard isEnabled, delta.y != 0, let field = fieldIndex(at: point) else { return false }
    selectedField = field
    stepSelectedField(by: delta.y < 0 ? 1 : -1)
    return true
  }

  package override func didActivateFromKeyboard() {
    // NB: Space and Return mean nothing to the fields; the arrows change them.
  }

  /// Left and Right move between fields, Tab and Shift-Tab too until the last or first field,
  /// and Up and Down change the selected one.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isEnabled, isFocused else { return super.pressesBegan(presses, with: event) }
    let unhandled = presses.filter { !handleKey($0.key) }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  // MARK: - Sizing and drawing

  /// The fields' width, with room for the focus brackets, by one line.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(fieldLayout().width + 2), height: 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var base = inheritedTextStyle
    if !isEnabled { base.attributes.insert(.dim) }
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    var x: CGFloat = 0
    for segment in fieldLayout().segments {
      var style = base
      let selected = isFocused && segment.field != nil && segment.field == selectedField
      if segment.field != nil { style = style.applying([.foregroundColor: tintColor!]) }
      if selected {
        style.attributes.insert(.bold)
        x = context.write("[", at: CGPoint(x: x, y: y), style: base)
      }
      x = context.write(segment.text, at: CGPoint(x: x, y: y), style: style)
      if selected { x = context.write("]", at: CGPoint(x: x, y: y), style: base) }
    }
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("value", fieldLayout().segments.map(\.text).joined()), at: 0)
    return properties
  }
}
