public import Foundation

/// The methods a search bar calls to ask about and report editing and its buttons.
///
/// Every method is optional: the protocol extension supplies UIKit's defaults, which allow
/// everything and do nothing. A search bar holds its delegate weakly, and calls these only for
/// what the user does: setting `text` in code calls nothing.
///
/// The user tapping the field, typing "a", pressing Return and tapping Cancel calls, in order:
/// `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`,
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, `searchBar(_:textDidChange:)`,
/// `searchBarSearchButtonClicked`, `searchBarCancelButtonClicked`.
///
/// ```swift
/// extension ResultsController: UISearchBarDelegate {
///   func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
///     filter(by: searchText)
///   }
///   func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
///     searchBar.text = ""
///     searchBar.resignFirstResponder()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
  /// Asks whether editing may begin; `false` keeps the field from becoming first responder.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Tells the delegate that the user began editing the search text.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Asks whether editing may end; `false` keeps the field first responder.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Tells the delegate that editing of the search text ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Tells the delegate that the user changed the search text, by typing, deleting or clearing.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Asks whether the user's edit may replace the text in `range` (UTF-16 code units) with
  /// `text`; `false` discards the edit.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Tells the delegate that the user pressed the search (Return) key.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the user tapped the bookmark button.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the user tapped the Cancel button.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the user tapped the search results button.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the user selected another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

/// UIKit's defaults: allow everything, do nothing.
extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
