import Foundation

/// The object a search controller asks to update its results as the search text changes.
///
/// ```swift
/// final class ResultsViewController: UITableViewController, UISearchResultsUpdating {
///   func updateSearchResults(for searchController: UISearchController) {
///     filtered = recipes.filter { $0.contains(searchController.searchBar.text ?? "") }
///     tableView.reloadData()
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
  /// Called when the search bar becomes active, on each edit of its text or scope, and when
  /// the search ends.
  func updateSearchResults(for searchController: UISearchController)
}

/// The methods a search controller's delegate implements to hear of the search starting and
/// ending.
///
/// Graft calls ``presentSearchController(_:)`` before showing the search itself: a delegate's
/// implementation runs, then the default presentation follows (UIKit leaves the presentation to
/// an implementing delegate; Swift cannot tell an implemented method from the default one).
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: AnyObject {
  /// Tells the delegate the search controller is about to be presented.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Tells the delegate the search controller was presented.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Tells the delegate the search controller is about to be dismissed.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Tells the delegate the search controller was dismissed.
  func didDismissSearchController(_ searchController: UISearchController)
  /// Asks the delegate to present the search controller.
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing: the search controller presents itself.
  public func presentSearchController(_ searchController: UISearchController) {}
}
