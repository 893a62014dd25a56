import Foundation

extension UIDatePicker {
  /// What a date picker shows and lets the user choose.
  public enum Mode: Int, Sendable {
    /// Hours and minutes, with AM and PM where the locale uses a 12-hour clock.
    case time = 0
    /// Year, month and day.
    case date = 1
    /// The date and the time.
    case dateAndTime = 2
    /// Hours and minutes of a duration, as a countdown timer sets it.
    case countDownTimer = 3
    /// Year and month.
    case yearAndMonth = 4
  }
}

/// The ways a date picker can be presented.
///
/// In a terminal every style draws as a line of editable fields.
public enum UIDatePickerStyle: Int, Sendable {
  /// The style the system chooses for the mode.
  case automatic = 0
  /// Scrolling wheels.
  case wheels = 1
  /// A compact label that shows the value.
  case compact = 2
  /// An inline calendar or clock.
  case inline = 3
}
