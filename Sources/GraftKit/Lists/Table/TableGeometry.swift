import Foundation

/// Where a table view's sections, headers, rows and footers lie along its content, without a
/// value per row when the rows are of one height.
///
/// Each section keeps a base row height and only the rows whose height differs from it (by the
/// delegate's answer or a self-sizing cell's measurement), sorted, with running sums of their
/// differences: a row's offset is `row × base` plus the sum before it, found by binary search.
/// A million rows of one height cost nothing per row.
struct TableGeometry {
  struct Section {
    var rowCount = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowHeight: CGFloat = 1
    /// Rows whose height differs from `rowHeight`, ascending.
    var adjustedRows: [Int] = []
    /// Each adjusted row's height minus `rowHeight`.
    var adjustments: [CGFloat] = []
    /// Running sums of `adjustments`, inclusive.
    var adjustmentSums: [CGFloat] = []
    /// Where the section starts: its header's top.
    var top: CGFloat = 0

    var rowsHeight: CGFloat { CGFloat(rowCount) * rowHeight + (adjustmentSums.last ?? 0) }
    var height: CGFloat { headerHeight + rowsHeight + footerHeight }
    var rowsTop: CGFloat { top + headerHeight }

    /// The index in `adjustedRows` of the first adjusted row at or after `row`.
    private func firstAdjusted(atOrAfter row: Int) -> Int {
      var low = 0, high = adjustedRows.count
      while low < high {
        let middle = (low + high) / 2
        if adjustedRows[middle] < row { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The offset of `row` from the first row's top.
    func offset(ofRow row: Int) -> CGFloat {
      let index = firstAdjusted(atOrAfter: row)
      return CGFloat(row) * rowHeight + (index == 0 ? 0 : adjustmentSums[index - 1])
    }

    func height(ofRow row: Int) -> CGFloat {
      let index = firstAdjusted(atOrAfter: row)
      return index < adjustedRows.count && adjustedRows[index] == row ? rowHeight + adjustments[index] : rowHeight
    }

    /// The row whose span holds `y`, measured from the first row's top, clamped to the rows.
    func row(at y: CGFloat) -> Int {
      guard rowCount > 0 else { return 0 }
      var low = 0, high = rowCount - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if offset(ofRow: middle) <= y { low = middle } else { high = middle - 1 }
      }
      return low
    }

    /// Sets `row`'s height. Returns whether it changed.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int) -> Bool {
      let index = firstAdjusted(atOrAfter: row)
      let present = index < adjustedRows.count && adjustedRows[index] == row
      let delta = height - rowHeight
      if present {
        guard adjustments[index] != delta else { return false }
        if delta == 0 {
          adjustedRows.remove(at: index)
          adjustments.remove(at: index)
          adjustmentSums.remove(at: index)
        } else {
          adjustments[index] = delta
        }
      } else {
        guard delta != 0 else { return false }
        adjustedRows.insert(row, at: index)
        adjustments.insert(delta, at: index)
        adjustmentSums.insert(0, at: index)
      }
      var sum = index == 0 ? 0 : adjustmentSums[index - 1]
      for position in index..<adjustments.count {
        sum += adjustments[position]
        adjustmentSums[position] = sum
      }
      return true
    }
  }

  var sections: [Section] = []
  var headerHeight: CGFloat = 0
  var footerHeight: CGFloat = 0

  /// Recomputes where each section starts.
  mutating func placeSections() {
    var y = headerHeight
    for index in sections.indices {
      sections[index].top = y
      y += sections[index].height
    }
  }

  var contentHeight: CGFloat { (sections.last.map { $0.top + $0.height } ?? headerHeight) + footerHeight }

  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect {
    let section = sections[indexPath.section]
    return CGRect(
      x: 0, y: section.rowsTop + section.offset(ofRow: indexPath.row), width: width,
      height: section.height(ofRow: indexPath.row))
  }

  /// The section whose span holds `y`, clamped to the sections; `nil` when there are none.
  func section(at y: CGFloat) -> Int? {
    guard !sections.isEmpty else { return nil }
    var low = 0, high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].top <= y { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The rows that intersect `minY..<maxY`, in order.
  func rows(in minY: CGFloat, _ maxY: CGFloat, visit: (IndexPath) -> Void) {
    guard maxY > minY, let first = section(at: minY) else { return }
    for sectionIndex in first..<sections.count {
      let section = sections[sectionIndex]
      if section.top >= maxY { break }
      guard section.rowCount > 0 else { continue }
      let rowsTop = section.rowsTop
      if rowsTop + section.rowsHeight <= minY { continue }
      var row = section.row(at: max(0, minY - rowsTop))
      while row < section.rowCount {
        let top = rowsTop + section.offset(ofRow: row)
        if top >= maxY { break }
        if top + section.height(ofRow: row) > minY { visit(IndexPath(row: row, section: sectionIndex)) }
        row += 1
      }
    }
  }
}
