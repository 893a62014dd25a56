import Foundation
import GraftGraphics

extension UIDatePicker {
  /// One editable part of what the picker shows.
  enum Field: Equatable {
    case year, month, day, hour, minute, period, durationHours, durationMinutes
  }

  /// A run of text the picker draws: a field's value, or the punctuation between fields.
  struct Segment {
    var text: String
    /// The field's index among ``UIDatePicker/fields``, or `nil` for punctuation.
    var field: Int?
  }

  /// The fields of the current mode, in the order they draw.
  var fields: [Field] {
    let time: [Field] = usesTwelveHourClock ? [.hour, .minute, .period] : [.hour, .minute]
    switch datePickerMode {
    case .date: return [.year, .month, .day]
    case .time: return time
    case .dateAndTime: return [.year, .month, .day] + time
    case .yearAndMonth: return [.year, .month]
    case .countDownTimer: return [.durationHours, .durationMinutes]
    }
  }

  /// The calendar the fields are read and changed with: ``calendar`` in ``timeZone`` and
  /// ``locale``.
  var fieldCalendar: Calendar {
    var calendar = self.calendar ?? Calendar.current
    if let timeZone { calendar.timeZone = timeZone }
    if let locale { calendar.locale = locale }
    return calendar
  }

  /// Whether the locale writes times with a 12-hour clock and AM or PM.
  var usesTwelveHourClock: Bool {
    let locale = locale ?? calendar.locale ?? Locale.current
    return DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a")
      ?? false
  }

  // MARK: - Layout

  /// The segments the picker draws and their width, without the focus brackets.
  func fieldLayout() -> (segments: [Segment], width: Int) {
    let calendar = fieldCalendar
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let minutes = Int(countDownDuration / 60)
    func padded(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    var segments: [Segment] = []
    for (index, field) in fields.enumerated() {
      switch field {
      case .year: break
      case .month, .day: segments.append(Segment(text: "-"))
      case .hour where datePickerMode == .dateAndTime: segments.append(Segment(text: "  "))
      case .hour, .durationHours: break
      case .minute: segments.append(Segment(text: ":"))
      case .period: segments.append(Segment(text: " "))
      case .durationMinutes: segments.append(Segment(text: " h "))
      }
      let text: String
      switch field {
      case .year: text = padded(parts.year, 4)
      case .month: text = padded(parts.month, 2)
      case .day: text = padded(parts.day, 2)
      case .hour:
        let hour = parts.hour ?? 0
        text = usesTwelveHourClock ? String(hour % 12 == 0 ? 12 : hour % 12) : padded(hour, 2)
      case .minute: text = padded(parts.minute, 2)
      case .period: text = (parts.hour ?? 0) < 12 ? calendar.amSymbol : calendar.pmSymbol
      case .durationHours: text = String(minutes / 60)
      case .durationMinutes: text = String(minutes % 60)
      }
      segments.append(Segment(text: text, field: index))
    }
    if datePickerMode == .countDownTimer { segments.append(Segment(text: " min")) }
    return (segments, segments.reduce(0) { $0 + $1.text.terminalWidth })
  }

  /// The index of the field drawn at `point`, in the picker's coordinates.
  func fieldIndex(at point: CGPoint) -> Int? {
    var x = 0
    var nearest: (field: Int, distance: Int)?
    for segment in fieldLayout().segments {
      let selected = isFocused && segment.field != nil && segment.field == selectedField
      let width = segment.text.terminalWidth + (selected ? 2 : 0)
      if let field = segment.field {
        let column = Int(point.x.rounded(.down))
        if (x..<x + width).contains(column) { return field }
        let distance = column < x ? x - column : column - (x + width - 1)
        if nearest.map({ distance < $0.distance }) ?? true { nearest = (field, distance) }
      }
      x += width
    }
    return nearest?.field
  }

  // MARK: - Constraints

  /// The range dates are kept in: none for a countdown timer, or when the minimum is after the
  /// maximum, as UIKit ignores both then.
  private var dateRange: (minimum: Date?, maximum: Date?) {
    if datePickerMode == .countDownTimer { return (nil, nil) }
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
    return (minimumDate, maximumDate)
  }

  /// `date` within the range.
  private func clamped(_ date: Date) -> Date {
    let range = dateRange
    if let minimum = range.minimum, date < minimum { return minimum }
    if let maximum = range.maximum, date > maximum { return maximum }
    return date
  }

  /// `date` as the picker keeps it: rounded to the minute interval when it rounds, then within
  /// the range.
  func constrained(_ date: Date) -> Date {
    guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode != .countDownTimer,
      let hour = fieldCalendar.dateInterval(of: .hour, for: date)
    else { return clamped(date) }
    let step = TimeInterval(minuteInterval * 60)
    let offset = date.timeIntervalSince(hour.start)
    let rounded = (offset / step).rounded() * step
    return clamped(hour.start.addingTimeInterval(rounded))
  }

  /// `duration` as a countdown keeps it: whole steps of the minute interval, under 24 hours.
  func constrainedDuration(_ duration: TimeInterval) -> TimeInterval {
    guard duration.isFinite else { return 0 }
    let minutes = Int(min(max(duration, 0), 86_399) / 60)
    return TimeInterval(minutes / minuteInterval * minuteInterval * 60)
  }

  // MARK: - Changes by the user

  /// Changes the selected field by `steps` as the user does, sending the events when the
  /// value changed.
  func stepSelectedField(by steps: Int) {
    let fields = fields
    guard isEnabled, fields.indices.contains(selectedField) else { return }
    let field = fields[selectedField]
    if field == .durationHours || field == .durationMinutes {
      let minutes = Int(countDownDuration / 60)
      var hours = minutes / 60
      var rest = minutes % 60
      if field == .durationHours {
        hours = ((hours + steps) % 24 + 24) % 24
      } else {
        rest = ((rest + steps * minuteInterval) % 60 + 60) % 60
      }
      let old = countDownDuration
      countDownDuration = TimeInterval((hours * 60 + rest) * 60)
      if countDownDuration != old { sendValueChanged() }
      return
    }
    let calendar = fieldCalendar
    var next: Date?
    switch field {
    case .year: next = calendar.date(byAdding: .year, value: steps, to: date)
    case .month: next = calendar.date(byAdding: .month, value: steps, to: date, wrappingComponents: true)
    case .day: next = calendar.date(byAdding: .day, value: steps, to: date, wrappingComponents: true)
    case .hour: next = calendar.date(byAdding: .hour, value: steps, to: date, wrappingComponents: true)
    case .minute:
      let minute = calendar.component(.minute, from: date)
      let remainder = minute % minuteInterval
      // NB: A minute between steps moves to the neighbouring step first, as a wheel snaps.
      let change =
        remainder == 0
        ? steps * minuteInterval
        : (steps > 0 ? minuteInterval - remainder : -remainder) + (steps - steps.signum()) * minuteInterval
      next = calendar.date(byAdding: .minute, value: change, to: date, wrappingComponents: true)
    case .period:
      let hour = calendar.component(.hour, from: date)
      next = calendar.date(byAdding: .hour, value: hour < 12 ? 12 : -12, to: date)
    case .durationHours, .durationMinutes: break
    }
    guard let next else { return }
    let value = clamped(next)
    guard value != date else { return }
    // NB: Stored directly, not through `date`: the user's value is already on a step.
    setUserDate(value)
    sendValueChanged()
  }

  private func sendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// Handles one key while focused; returns `false` for keys the picker does not use.
  func handleKey(_ key: UIKey?) -> Bool {
    guard let key else { return false }
    let last = fields.count - 1
    switch key.keyCode {
    case .keyboardLeftArrow where selectedField > 0,
      .keyboardTab where key.modifierFlags.contains(.shift) && selectedField > 0:
      selectedField -= 1
    case .keyboardRightArrow where selectedField < last,
      .keyboardTab where !key.modifierFlags.contains(.shift) && selectedField < last:
      selectedField += 1
    case .keyboardUpArrow: stepSelectedField(by: 1)
    case .keyboardDownArrow: stepSelectedField(by: -1)
    default: return false
    }
    setNeedsDisplay()
    return true
  }

  /// Redraws, and resizes for the new text.
  func contentDidChange() {
    selectedField = min(selectedField, max(0, fields.count - 1))
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}
