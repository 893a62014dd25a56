import Foundation

/// A horizontal run of changed cells: what a renderer writes after one cursor move.
public struct CellRun: Hashable, Sendable {
  /// The column of the first cell.
  public var x: Int
  /// The row of every cell in the run.
  public var y: Int
  /// The cells, left to right; a wide character appears as its cell and its continuation.
  public var cells: [Cell]

  /// Creates a run of `cells` starting at column `x` of row `y`.
  public init(x: Int, y: Int, cells: [Cell]) {
    self.x = x
    self.y = y
    self.cells = cells
  }
}

extension CellBuffer {
  /// Unchanged cells shorter than this between two runs are sent anyway, merging the runs.
  ///
  /// Why 4: a cursor move (`ESC [ row ; col H`) costs at least six bytes, while re-sending a
  /// few narrow cells usually costs fewer, and one write call beats two.
  static let mergeGap = 4

  /// The runs of cells that differ from `previous`, top to bottom, left to right.
  ///
  /// When the sizes differ every row of `self` is one run, since the terminal must be redrawn
  /// anyway. Runs never start or end in the middle of a wide character: a changed continuation
  /// pulls in its leading cell, and a changed leading wide cell includes its continuation.
  /// Adjacent changed cells form one run, and runs separated by fewer than 4 unchanged cells
  /// are merged (cheaper than a cursor move).
  public func diff(from previous: CellBuffer) -> [CellRun] {
    guard width > 0 else { return [] }
    guard width == previous.width, height == previous.height else {
      return (0..<height).map { row in
        CellRun(x: 0, y: row, cells: (0..<width).map { self[$0, row] })
      }
    }

    var runs: [CellRun] = []
    var changed = [Bool](repeating: false, count: width)
    for row in 0..<height {
      guard !rowIsUnchanged(row, from: previous) else {
        assert(!markChanges(in: row, from: previous, into: &changed), "row \(row) changed under an unchanged version")
        continue
      }
      guard markChanges(in: row, from: previous, into: &changed) else { continue }
      widenToWholeCharacters(&changed, row: row)
      appendRuns(of: changed, row: row, to: &runs)
    }
    return runs
  }

  /// Marks the cells of `row` that differ from `previous`'s; returns whether any does.
  ///
  /// Why raw memory: a frame is usually the previous frame's copy with a few cells rewritten,
  /// so unchanged cells are bit for bit the same. Identical bits are equal cells, so a row whose
  /// bytes all match is skipped without looking at a single `Cell`, and within a changed row only
  /// cells whose bits differ are compared with `==` (a string may be equal in another form).
  private func markChanges(in row: Int, from previous: CellBuffer, into changed: inout [Bool]) -> Bool {
    let start = row * width
    let stride = MemoryLayout<Cell>.stride
    return cells.withUnsafeBytes { current in
      previous.cells.withUnsafeBytes { old in
        let base = start * stride
        if memcmp(current.baseAddress! + base, old.baseAddress! + base, width * stride) == 0 { return false }
        var anyChange = false
        for column in 0..<width {
          let offset = base + column * stride
          let same =
            memcmp(current.baseAddress! + offset, old.baseAddress! + offset, stride) == 0
            || cells[start + column] == previous.cells[start + column]
          changed[column] = !same
          anyChange = anyChange || !same
        }
        return anyChange
      }
    }
  }

  /// Marks the other half of every marked wide character in `row`.
  private func widenToWholeCharacters(_ changed: inout [Bool], row: Int) {
    for column in 0..<width where changed[column] {
      let cell = self[column, row]
      if cell.isContinuation, column > 0 {
        changed[column - 1] = true
      } else if cell.width == 2, column + 1 < width {
        changed[column + 1] = true
      }
    }
  }

  /// Groups the marked columns of `row` into runs, bridging gaps shorter than `mergeGap`.
  private func appendRuns(of changed: [Bool], row: Int, to runs: inout [CellRun]) {
    var spans: [Range<Int>] = []
    var column = 0
    while column < width {
      guard changed[column] else {
        column += 1
        continue
      }
      let start = column
      while column < width, changed[column] { column += 1 }
      if let last = spans.last, start - last.upperBound < Self.mergeGap {
        spans[spans.count - 1] = last.lowerBound..<column
      } else {
        spans.append(start..<column)
      }
    }
    for span in spans {
      runs.append(CellRun(x: span.lowerBound, y: row, cells: span.map { self[$0, row] }))
    }
  }
}
