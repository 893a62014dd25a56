public import Foundation

/// The methods a picker view asks for the number of its components and rows.
///
/// Both methods are required, as in UIKit. A picker view holds its data source weakly and asks
/// it again only when ``UIPickerView/reloadAllComponents()`` or
/// ``UIPickerView/reloadComponent(_:)`` is called, or when it first needs the counts.
///
/// ```swift
/// final class Sizes: NSObject, UIPickerViewDataSource {
///   func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
///   func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of columns the picker shows.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The methods a picker view calls for what its rows show and to report the user's selection.
///
/// Every method is optional: the protocol extension supplies UIKit's defaults. The picker asks
/// for a row's view first, then its attributed title, then its title, and uses the first one
/// given. ``pickerView(_:didSelectRow:inComponent:)`` is called only for the user's changes,
/// never for ``UIPickerView/selectRow(_:inComponent:animated:)``.
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: AnyObject {
  /// The width of `component`, in points (cells); 0, the default, shares the width equally.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of a row of `component`; a terminal row is always one line high.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The title of `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The styled title of `row` in `component`, used in preference to the plain title.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// A view for `row` in `component`, used in preference to the titles. A terminal picker shows
  /// the view's text: a label's text, else its accessibility label, else its first label's.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// Tells the delegate that the user selected `row` in `component`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    0
  }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 0 }
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    // NB: Swift cannot ask whether a protocol method is implemented, so the default returns a
    // marker the picker recognises and falls back to the titles.
    UIPickerView.NoRowView()
  }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}
