public import Foundation

/// The methods a text field calls to ask about and report editing.
///
/// Every method is optional: the protocol extension supplies UIKit's defaults, which allow
/// everything and do nothing. A text field holds its delegate weakly.
///
/// The field calls these only for what the user does. Setting `text` in code asks nothing and
/// reports only a selection change, and only while the field is editing.
///
/// ```swift
/// class Coordinator: NSObject, UITextFieldDelegate {
///   var onChange: (String) -> Void = { _ in }
///   func textFieldDidChangeSelection(_ textField: UITextField) {
///     onChange(textField.text ?? "")
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
  /// Asks whether editing may begin; `false` keeps the field from becoming first responder.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that the field became first responder and editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks whether editing may end; `false` keeps the field first responder.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Tells the delegate that editing ended, and why.
  ///
  /// UIKit calls this one in preference to ``textFieldDidEndEditing(_:)``; its default
  /// implementation calls that one, so implementing either works.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asks whether the user's edit may replace the text in `range` (UTF-16 code units) with
  /// `string`; `false` discards the edit.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Tells the delegate that the selection or caret moved, including after each edit.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks whether the field should do what Return does by default: send
  /// `.editingDidEndOnExit` and `.primaryActionTriggered`.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// UIKit's defaults: allow everything, do nothing.
extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
