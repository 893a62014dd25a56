import Foundation

// Text made from values: format styles, dates in SwiftUI's date styles, and timers. SwiftUI
// keeps dates and timers live, redrawing each second; Graft formats them when the text is made,
// so a view that shows a clock updates when its body runs again (docs/Divergences.md).

extension Text {
  /// Creates a text view that displays the formatted representation of a value.
  ///
  /// ```swift
  /// Text(price, format: .currency(code: "EUR"))
  /// Text(0.25, format: .percent)          // "25%"
  /// Text(Date(), format: Date.FormatStyle(date: .numeric, time: .omitted))
  /// ```
  ///
  /// - Parameters:
  ///   - input: The value to display.
  ///   - format: A format style that converts the value to a string.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Creates a text view that displays the given date in a style.
  ///
  /// ```swift
  /// Text(event.start, style: .date)       // "June 3, 2019"
  /// Text(event.start, style: .relative)   // "2 hours, 23 minutes"
  /// ```
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(verbatim: style.string(for: date, now: Date()))
  }

  /// Creates an instance that displays a localized range between two dates.
  public init(_ dates: ClosedRange<Date>) {
    let format = Date.FormatStyle(date: .abbreviated, time: .shortened)
    self.init(verbatim: "\(format.format(dates.lowerBound)) – \(format.format(dates.upperBound))")
  }

  /// Creates an instance that displays a timer counting within the provided interval.
  ///
  /// ```swift
  /// Text(timerInterval: start...start.addingTimeInterval(300), countsDown: true)   // "5:00"
  /// ```
  ///
  /// - Parameters:
  ///   - timerInterval: The interval between where to run the timer.
  ///   - pauseTime: If present, the date at which to pause the timer.
  ///   - countsDown: Whether to count down from the upper bound to the lower bound.
  ///   - showsHours: Whether to include an hours component once the time reaches an hour.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds =
      countsDown
      ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(verbatim: Text.timerString(seconds, showsHours: showsHours))
  }

  /// A time span as a timer shows it: `2:05`, or `1:02:05` from an hour on.
  static func timerString(_ seconds: TimeInterval, showsHours: Bool) -> String {
    let total = Int(seconds.rounded(.down).magnitude)
    let sign = seconds < 0 && total > 0 ? "-" : ""
    let (hours, minutes, secs) = (total / 3600, (total % 3600) / 60, total % 60)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if showsHours, hours > 0 { return "\(sign)\(hours):\(two(minutes)):\(two(secs))" }
    return "\(sign)\(showsHours ? minutes : total / 60):\(two(secs))"
  }

  /// A predefined style used to display a `Date`.
  public struct DateStyle: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
      case time, date, relative, offset, timer
    }

    private let kind: Kind

    /// A style displaying only the time component for a date: "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// A style displaying a date: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// A style displaying a date as relative to now: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// A style displaying a date as offset from now: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A style displaying a date as timer counting from now: "2:32".
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style, seen at `now`.
    func string(for date: Date, now: Date) -> String {
      let interval = date.timeIntervalSince(now)
      let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
      switch kind {
      case .time:
        return date.formatted(date: .omitted, time: .shortened)
      case .date:
        return date.formatted(date: .long, time: .omitted)
      case .relative:
        let span = Duration.seconds(Int64(interval.magnitude.rounded(.down)))
        return span.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2))
      case .offset:
        let span = Duration.seconds(Int64(interval.magnitude.rounded(.down)))
        let text = span.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1))
        return (interval < 0 ? "-" : "+") + text
      case .timer:
        return Text.timerString(interval.magnitude, showsHours: true)
      }
    }
  }
}

extension Text {
  /// Sets the spacing, or kerning, between characters. Stored: cells have fixed places.
  public func kerning(_ kerning: CGFloat) -> Text { modifyingRuns { $0.kerning = kerning } }
  /// Sets the tracking for the text. Stored: cells have fixed places.
  public func tracking(_ tracking: CGFloat) -> Text { modifyingRuns { $0.tracking = tracking } }
  /// Sets the vertical offset for the text relative to its baseline. Stored: text sits in its
  /// row.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    modifyingRuns { $0.baselineOffset = baselineOffset }
  }
  /// Modifies the font of the text to use fixed-width digits: every cell is fixed-width.
  public func monospacedDigit() -> Text { self }
  /// Modifies the font of the text to use the fixed-width variant: every cell is fixed-width.
  public func monospaced(_ isActive: Bool = true) -> Text { self }
}
