/// How overlapping parts of a path decide what is inside, as `CGPathFillRule`.
package enum RasterFillRule: Hashable, Sendable {
  /// Inside where the signed count of edge crossings is not zero.
  case nonZero
  /// Inside where the count of edge crossings is odd.
  case evenOdd
}

/// Scan-converts polygons on the dot grid by accumulating winding deltas.
///
/// Each dot is sampled at its centre. An edge crossing the horizontal line through a row of
/// centres adds its direction (+1 down, −1 up) to the first dot whose centre lies at or right
/// of the crossing; a running sum along the row then gives every dot's winding number. So the
/// work is one add per crossing plus one per dot of the rows' touched spans, with no sorting
/// and no allocation once the buffers exist.
///
/// Edges are clipped as they come: rows outside the grid are never visited, a crossing left
/// of the grid counts at column 0 (it still changes the winding of everything to its right),
/// and one right of the grid is dropped (it changes nothing inside). So huge coordinates cost
/// no more than small ones.
struct ScanlineFiller {
  /// Dots per row.
  let width: Int
  /// Rows of dots.
  let height: Int
  /// Winding deltas, row-major; all zero between operations.
  private var deltas: [Int32]
  /// The first column each row touched, or `Int32.max`.
  private var rowStart: [Int32]
  /// The last column each row touched, or -1.
  private var rowEnd: [Int32]
  /// The rows touched since the last `resolve`.
  private var touchedRows: ClosedRange<Int>?

  /// Creates a filler for a `width` × `height` dot grid.
  init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    deltas = Array(repeating: 0, count: self.width * self.height)
    rowStart = Array(repeating: .max, count: self.height)
    rowEnd = Array(repeating: -1, count: self.height)
  }

  /// Adds the directed edge from (x0, y0) to (x1, y1), in dots.
  mutating func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    guard y0 != y1, width > 0 else { return }
    let direction: Int32 = y1 > y0 ? 1 : -1
    let (xa, ya, xb, yb) = y1 > y0 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
    // NB: a row's centre is at j + 0.5; the edge covers it when ya <= j + 0.5 < yb.
    let top = max((ya - 0.5).rounded(.up), 0)
    let bottom = min((yb - 0.5).rounded(.up), Double(height))
    guard top < bottom else { return }
    let limit = Double(width)
    guard xa < limit || xb < limit else { return }
    let slope = (xb - xa) / (yb - ya)
    guard slope.isFinite, xa.isFinite, xb.isFinite else { return }
    let first = Int(top)
    let last = Int(bottom) - 1
    var yCentre = top + 0.5
    for row in first...last {
      let x = xa + (yCentre - ya) * slope
      yCentre += 1
      // NB: clamped before converting, so no coordinate can overflow an Int.
      let column = Int32(min(max((x - 0.5).rounded(.up), 0), limit))
      guard column < Int32(width) else { continue }
      deltas[row * width + Int(column)] &+= direction
      if column < rowStart[row] { rowStart[row] = column }
      if column > rowEnd[row] { rowEnd[row] = column }
    }
    touchedRows = touchedRows.map { min($0.lowerBound, first)...max($0.upperBound, last) } ?? first...last
  }

  /// Marks the single dot at (`column`, `row`) inside, as a one-dot square would; dots
  /// outside the grid are ignored. Hairlines draw with this.
  mutating func plot(column: Int, row: Int) {
    guard row >= 0, row < height, column >= 0, column < width else { return }
    let base = row * width
    deltas[base + column] &+= 1
    if column + 1 < width { deltas[base + column + 1] &-= 1 }
    let end = Int32(min(column + 1, width - 1))
    if Int32(column) < rowStart[row] { rowStart[row] = Int32(column) }
    if end > rowEnd[row] { rowEnd[row] = end }
    touchedRows = touchedRows.map { min($0.lowerBound, row)...max($0.upperBound, row) } ?? row...row
  }

  /// The rows edges have touched since the last `resolve`, if any.
  var rowsTouched: ClosedRange<Int>? { touchedRows }

  /// Calls `span(row, columns)` for every run of dots inside under `rule`, then clears the
  /// deltas for the next operation.
  mutating func resolve(_ rule: RasterFillRule, span: (Int, Range<Int>) -> Void) {
    guard let rows = touchedRows else { return }
    touchedRows = nil
    for row in rows {
      let start = Int(rowStart[row])
      guard start != Int(Int32.max) else { continue }
      let end = Int(rowEnd[row])
      rowStart[row] = .max
      rowEnd[row] = -1
      let base = row * width
      var winding: Int32 = 0
      var runStart = -1
      for column in start...end {
        winding &+= deltas[base + column]
        deltas[base + column] = 0
        let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
        if inside {
          if runStart < 0 { runStart = column }
        } else if runStart >= 0 {
          span(row, runStart..<column)
          runStart = -1
        }
      }
      // NB: past the last touched column the winding no longer changes: edges right of the
      // grid were dropped, so a span still open here runs to the right edge.
      if runStart >= 0 { span(row, runStart..<width) }
    }
  }
}
