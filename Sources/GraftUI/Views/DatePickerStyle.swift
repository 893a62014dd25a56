import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
///
/// Each style sets the backing `UIDatePicker`'s `preferredDatePickerStyle`; in a terminal
/// every style draws as a line of editable fields.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// Creates a default date picker style.
  public init() {}
}

/// A date picker style that shows the components in a compact, textual format.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// Creates a compact date picker style.
  public init() {}
}

/// A date picker style that shows an interactive calendar or clock.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// Creates a graphical date picker style.
  public init() {}
}

/// A date picker style that shows each component as a column in a scrollable wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// Creates a wheel date picker style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style for date pickers.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A date picker style that shows the components in a compact, textual format.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A date picker style that shows an interactive calendar or clock.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// A date picker style that shows each component as a column in a scrollable wheel.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: UIDatePickerStyle { .automatic }
}

extension EnvironmentValues {
  /// The `UIDatePicker` style the date pickers below ask for, from `datePickerStyle(_:)`.
  package var datePickerStyle: UIDatePickerStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for date pickers within this view.
  ///
  /// ```swift
  /// DatePicker("Start", selection: $start)
  ///   .datePickerStyle(.graphical)
  /// ```
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let uiStyle: UIDatePickerStyle =
      switch style {
      case is CompactDatePickerStyle: .compact
      case is GraphicalDatePickerStyle: .inline
      case is WheelDatePickerStyle: .wheels
      default: .automatic
      }
    return environment(\.datePickerStyle, uiStyle)
  }
}
