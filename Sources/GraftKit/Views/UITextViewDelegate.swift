public import Foundation

/// The methods a text view calls to ask about and report editing.
///
/// Every method is optional: the protocol extension supplies UIKit's defaults, which allow
/// everything and do nothing. A text view holds its delegate weakly.
///
/// ``textViewDidChange(_:)`` reports only the user's edits: setting `text` in code never calls
/// it, which is what lets `updateUIView` write text back without looping.
///
/// ```swift
/// final class Coordinator: NSObject, UITextViewDelegate {
///   var onChange: (String) -> Void = { _ in }
///   func textViewDidChange(_ textView: UITextView) { onChange(textView.text) }
/// }
/// ```
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks whether editing may begin; `false` keeps the view from becoming first responder.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Asks whether editing may end; `false` keeps the view first responder.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Tells the delegate that the view became first responder and editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Tells the delegate that editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks whether the user's edit may replace the text in `range` (UTF-16 code units) with
  /// `text`; `false` discards the edit. Return types `"\n"`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Tells the delegate that the user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// Tells the delegate that the selection or caret moved, including after each edit.
  func textViewDidChangeSelection(_ textView: UITextView)
}

/// UIKit's defaults: allow everything, do nothing.
extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
