public import Foundation

/// The object that tells a table view what it shows: how many sections and rows, the cell
/// for each row, the sections' titles, and what the user may edit or move.
///
/// The two row methods are required; the rest have UIKit's defaults.
///
/// ```swift
/// func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///   items.count
/// }
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///   let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
///   cell.textLabel?.text = items[indexPath.row]
///   return cell
/// }
/// ```
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually dequeued from the table view.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections. The default is 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header, or `nil` for none. The default is `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer, or `nil` for none. The default is `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (deleted or inserted). The default is `true`.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved. The default is `false`: UIKit's default, `true` when the
  /// data source implements ``tableView(_:moveRowAt:to:)``, needs the Objective-C runtime to
  /// know.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The titles of the section index. The default is `nil`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section a section-index title goes to. The default is `index`.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// Commits the user's deletion or insertion of the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Moves the data of a row the user moved.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    tableView.noteDefault(.commitEditing)
  }
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    tableView.noteDefault(.moveRow)
  }
}
