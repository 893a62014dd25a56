import Foundation
import GraftKit

/// A data source and delegate over sections of strings that records every call it gets.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var headers: [String?] = []
  var footers: [String?] = []
  var heights: ((IndexPath) -> CGFloat)?
  var redirectSelection: ((IndexPath) -> IndexPath?)?
  var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var accessory: UITableViewCell.AccessoryType = .none
  let trace = Trace()
  var recordsLayoutQuestions = true

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  private func path(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

  func numberOfSections(in tableView: UITableView) -> Int {
    if recordsLayoutQuestions { trace.record("numberOfSections") }
    return sections.count
  }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    if recordsLayoutQuestions { trace.record("numberOfRows \(section)") }
    return sections[section].count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    trace.record("cellForRow \(path(indexPath))")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.accessoryType = accessory
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section < headers.count ? headers[section] : nil
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section < footers.count ? footers[section] : nil
  }
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    trace.record("commit \(editingStyle) \(path(indexPath))")
    if editingStyle == .delete {
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let heights else { return tableView.rowHeight }
    trace.record("heightForRow \(path(indexPath))")
    return heights(indexPath)
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    trace.record("willDisplay \(path(indexPath))")
  }
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    trace.record("didEndDisplaying \(path(indexPath))")
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    trace.record("shouldHighlight \(path(indexPath))")
    return true
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    trace.record("didHighlight \(path(indexPath))")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    trace.record("didUnhighlight \(path(indexPath))")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    trace.record("willSelect \(path(indexPath))")
    return redirectSelection.map { $0(indexPath) } ?? indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    trace.record("didSelect \(path(indexPath))")
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    trace.record("willDeselect \(path(indexPath))")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    trace.record("didDeselect \(path(indexPath))")
  }
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    trace.record("accessoryButtonTapped \(path(indexPath))")
  }
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    trailingActions?(indexPath)
  }
}

/// A table of `source`'s rows, `width` × `height`, in a window of that size.
@MainActor
func makeTable(
  _ source: RecordingTableSource, style: UITableView.Style = .plain, width: Int = 20, height: Int = 5,
  cellClass: AnyClass = UITableViewCell.self
) -> (UIWindow, UITableView) {
  let window = makeWindow(width: width, height: height)
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
  table.register(cellClass, forCellReuseIdentifier: "Cell")
  table.dataSource = source
  table.delegate = source
  window.addSubview(table)
  return (window, table)
}

/// Rows "Row 0", "Row 1", … in one section.
func rows(_ count: Int, prefix: String = "Row") -> [String] {
  (0..<count).map { "\(prefix) \($0)" }
}
