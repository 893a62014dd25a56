public import Foundation

/// A view controller whose view is a table view, and which is that table's data source and
/// delegate.
///
/// Subclass it and override the data-source and delegate methods, as in UIKit:
///
/// ```swift
/// final class SettingsController: UITableViewController {
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     UITableViewCell(style: .default, reuseIdentifier: nil)
///   }
/// }
/// ```
///
/// Each appearance deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is
/// `true`, its default.
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style
  private var storedTableView: UITableView?

  /// Creates a controller of a table view of `style`.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller of a plain table view.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table view: the controller's view.
  open var tableView: UITableView! {
    get {
      if let storedTableView { return storedTableView }
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      view = newValue
    }
  }

  /// Makes the table view, with the controller as its data source and delegate.
  open override func loadView() {
    let table = storedTableView ?? UITableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10), style: tableStyle)
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  /// Whether the selection clears each time the view appears. The default is `true`.
  open var clearsSelectionOnViewWillAppear = true

  /// Deselects the rows when ``clearsSelectionOnViewWillAppear`` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear, let table = storedTableView {
      for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }
  }

  // MARK: - Data source and delegate, for subclasses to override

  /// No rows; override to give them.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Override to give each row's cell; the default traps, as UIKit's does without one.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    fatalError("UITableViewController subclass must override tableView(_:cellForRowAt:)")
  }

  /// One section; override to give more.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title; override to give one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title; override to give one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Every row can be edited; override to say otherwise.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  /// Does nothing; override to commit a deletion or insertion.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Tells the controller the user selected a row; override to act on it.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Tells the controller the user deselected a row.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// The row to select; the default is `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

  /// Tells the controller a cell is about to show.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  /// The trailing swipe actions; the default is `nil`.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// The leading swipe actions; the default is `nil`.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }
}
