public import Foundation

// The keyboard's notifications. A terminal has no on-screen keyboard: while a text input is
// first responder the keyboard counts as shown, with a zero-height frame along the bottom edge
// of the screen, so code that makes room for it makes none and code that waits for it runs.

extension UIResponder {
  /// Posted when a text input becomes first responder and the keyboard is about to show.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted when no text input is first responder any more and the keyboard is about to hide.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes, as it shows or hides.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, a `CGRect` in screen coordinates.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, a `CGRect` in screen coordinates.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The duration of the keyboard's animation in seconds, a `Double`: 0 in a terminal.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The curve of the keyboard's animation, an `Int` raw value of `UIView.AnimationCurve`.
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, a `Bool`: always `true`.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
