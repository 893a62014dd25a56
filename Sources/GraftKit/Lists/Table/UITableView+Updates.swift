import Foundation

/// The inserts, deletes, moves and reloads of one batch of updates: deletions and reloads at
/// positions before the update, insertions at positions after it, as in UIKit.
struct TableUpdateBatch {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
}

extension UITableView {
  /// Adds updates to the open batch, or applies them at once outside one.
  func performUpdates(_ change: (inout TableUpdateBatch) -> Void) {
    if updateDepth > 0, pendingUpdates != nil {
      change(&pendingUpdates!)
      return
    }
    var batch = TableUpdateBatch()
    change(&batch)
    apply(batch)
  }

  /// The position an element keeps after `removed` old positions go and `added` new ones
  /// arrive, or `nil` when it is removed.
  private static func map(_ old: Int, removed: IndexSet, added: IndexSet) -> Int? {
    guard !removed.contains(old) else { return nil }
    var position = old - removed.count(in: 0..<old)
    for index in added {
      if index <= position { position += 1 } else { break }
    }
    return position
  }

  /// Checks `batch` against the data source's new counts, as UIKit does (trapping with its
  /// message when they disagree), then moves the cells on screen to their new rows, drops the
  /// deleted and reloaded ones, and asks for the rows that appear.
  func apply(_ batch: TableUpdateBatch) {
    hideSwipeActions()
    guard hasLoaded, !needsReload, let dataSource else {
      setNeedsReload()
      return
    }
    let old = geometry.sections
    let oldCount = old.count
    func fail(_ message: String) -> Never {
      fatalError(message)
    }
    for section in batch.deletedSections.union(batch.reloadedSections) where section >= oldCount {
      fail("attempt to delete section \(section), but there are only \(oldCount) sections before the update")
    }
    for path in batch.deletedRows + batch.reloadedRows + batch.movedRows.map(\.from) {
      guard path.section < oldCount, path.section >= 0 else {
        fail("attempt to delete row \(path.row) from section \(path.section), but there are only \(oldCount) sections before the update")
      }
      guard path.row >= 0, path.row < old[path.section].rowCount else {
        fail("attempt to delete row \(path.row) from section \(path.section) which only contains \(old[path.section].rowCount) rows before the update")
      }
    }
    let newCount = dataSource.numberOfSections(in: self)
    let sectionsRemoved = batch.deletedSections.union(IndexSet(batch.movedSections.map(\.from)))
    let sectionsAdded = batch.insertedSections.union(IndexSet(batch.movedSections.map(\.to)))
    if newCount != oldCount + batch.insertedSections.count - batch.deletedSections.count {
      fail(
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)."
      )
    }
    for section in batch.insertedSections where section >= newCount {
      fail("attempt to insert section \(section) but there are only \(newCount) sections after the update")
    }
    // Where each old section goes.
    var sectionMap: [Int: Int] = [:]
    for section in 0..<oldCount {
      if let move = batch.movedSections.first(where: { $0.from == section }) {
        sectionMap[section] = move.to
      } else if let mapped = Self.map(section, removed: sectionsRemoved, added: sectionsAdded) {
        sectionMap[section] = mapped
      }
    }
    let newRowCounts = (0..<newCount).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    for path in batch.insertedRows + batch.movedRows.map(\.to) {
      guard path.section >= 0, path.section < newCount, path.row >= 0, path.row < newRowCounts[path.section] else {
        let rows = path.section >= 0 && path.section < newCount ? newRowCounts[path.section] : 0
        fail("attempt to insert row \(path.row) into section \(path.section), but there are only \(rows) rows in section \(path.section) after the update")
      }
    }
    // Each surviving section's count must add up.
    for (oldSection, newSection) in sectionMap.sorted(by: { $0.key < $1.key })
    where !batch.reloadedSections.contains(oldSection) {
      let inserted = batch.insertedRows.filter { $0.section == newSection }.count
      let deleted = batch.deletedRows.filter { $0.section == oldSection }.count
      let movedIn = batch.movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
      let movedOut = batch.movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
      let before = old[oldSection].rowCount
      let after = newRowCounts[newSection]
      if after != before + inserted - deleted + movedIn - movedOut {
        fail(
          "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
      }
    }

    /// Where a row shown before the update goes, or `nil` when its cell must go.
    func newIndexPath(of path: IndexPath) -> IndexPath? {
      if let move = batch.movedRows.first(where: { $0.from == path }) { return move.to }
      guard let section = sectionMap[path.section], !batch.reloadedSections.contains(path.section) else { return nil }
      let removed = IndexSet(
        (batch.deletedRows + batch.movedRows.map(\.from)).filter { $0.section == path.section }.map(\.row))
      let added = IndexSet(
        (batch.insertedRows + batch.movedRows.map(\.to)).filter { $0.section == section }.map(\.row))
      return Self.map(path.row, removed: removed, added: added).map { IndexPath(row: $0, section: section) }
    }

    let reloaded = Set(batch.reloadedRows)
    var moved: [IndexPath: UITableViewCell] = [:]
    for (path, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      if !reloaded.contains(path), let target = newIndexPath(of: path) {
        moved[target] = cell
      } else {
        enqueue(cell, at: path)
      }
    }
    visibleCellsByIndexPath = moved
    selectedRows = Set(selectedRows.compactMap { reloaded.contains($0) ? $0 : newIndexPath(of: $0) })
    focusedIndexPath = focusedIndexPath.flatMap(newIndexPath(of:))
    removeHeadersAndFooters()
    geometry = computeGeometry()
    updateContentSize()
    for (path, cell) in visibleCellsByIndexPath {
      cell.setSelected(selectedRows.contains(path), animated: false)
    }
    setNeedsLayout()
    layoutIfNeeded()
  }
}
