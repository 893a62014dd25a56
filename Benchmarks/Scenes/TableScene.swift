import Foundation
import Graft

/// S12's table: `rowCount` rows of one fixed height in a plain `UITableView`, with a data
/// source that counts its calls. Shared by graft-bench and GraftPerformanceTests.
@MainActor
package final class MillionRowTable: NSObject, UITableViewDataSource {
  package let rowCount: Int
  package let window: UIWindow
  package let tableView: UITableView
  /// How often the table asked for a row's cell.
  package private(set) var cellRequests = 0
  /// How often the table asked for a section's row count.
  package private(set) var rowCountRequests = 0

  /// A window `width` × `height` showing a table of `rowCount` rows.
  package init(rowCount: Int, width: Int = 80, height: Int = 24) {
    self.rowCount = rowCount
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    tableView = UITableView(frame: window.bounds, style: .plain)
    super.init()
    tableView.rowHeight = 1
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    tableView.dataSource = self
    window.makeKeyAndVisible()
    window.addSubview(tableView)
  }

  /// Lays out and draws the next frame.
  package func renderFrame() {
    window.layoutIfNeeded()
    _ = window.render()
  }

  /// Scrolls the table down one line and draws the frame.
  package func scrollOneLine() {
    tableView.contentOffset.y += 1
    renderFrame()
  }

  package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCountRequests += 1
    return rowCount
  }

  package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  /// The cells the table has made and how often it asked for one, for the counts.
  package var cellsMade: Int { tableView.counters.cellsMade }
}
