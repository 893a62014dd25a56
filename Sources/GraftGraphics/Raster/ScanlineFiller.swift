/// How overlapping parts of a path decide what is inside, as `CGPathFillRule`.
package enum RasterFillRule: Hashable, Sendable {
  /// Inside where the signed count of edge crossings is not zero.
  case nonZero
  /// Inside where the count of edge crossings is odd.
  case evenOdd
}

/// Scan-converts polygons on the dot grid, one row of dot centres at a time.
///
/// Each dot is sampled at its centre. An edge crossing the horizontal line through a row of
/// centres counts, with its direction (+1 down, −1 up), at the first dot whose centre lies at
/// or right of the crossing; the winding number of a dot is the sum of the crossings at or
/// left of it. Rows keep a list of the edges active on them (an active edge table), so a row
/// costs its crossings, sorted, plus the spans it paints: nothing in proportion to its width.
/// A row with more crossings than dots adds them into a row of deltas instead of sorting.
///
/// Edges are clipped as they come: rows outside the grid are never visited, a crossing left
/// of the grid counts at column 0 (it still changes the winding of everything to its right),
/// and an edge wholly right of the grid is dropped (it changes nothing inside). So huge
/// coordinates cost no more than small ones.
struct ScanlineFiller {
  /// An edge clipped to the grid's rows: where it crosses its first row, and how far it moves
  /// per row.
  private struct Edge {
    var x: Double
    var slope: Double
    var firstRow: Int32
    var lastRow: Int32
    var direction: Int32
  }

  /// Dots per row.
  let width: Int
  /// Rows of dots.
  let height: Int
  /// The edges added since the last `resolve`.
  private var edges: [Edge] = []
  /// Single dots added by `plot`, as row << 32 | column.
  private var plots: [UInt64] = []
  /// Scratch for `resolve`, kept to reuse its storage.
  private var active: [UInt64] = []
  private var rowDeltas: [Int32] = []

  /// Creates a filler for a `width` × `height` dot grid.
  init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
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
    let x = xa + (top + 0.5 - ya) * slope
    guard x.isFinite else { return }
    edges.append(
      Edge(x: x, slope: slope, firstRow: Int32(top), lastRow: Int32(bottom) - 1, direction: direction))
  }

  /// Marks the single dot at (`column`, `row`) inside; dots outside the grid are ignored.
  /// Hairlines draw with this.
  mutating func plot(column: Int, row: Int) {
    guard row >= 0, row < height, column >= 0, column < width else { return }
    plots.append(UInt64(row) << 32 | UInt64(column))
  }

  /// Calls `span(row, columns)` for every run of dots inside under `rule`, top to bottom,
  /// then forgets the edges for the next operation.
  mutating func resolve(_ rule: RasterFillRule, span: (Int, Range<Int>) -> Void) {
    defer {
      edges.removeAll(keepingCapacity: true)
      plots.removeAll(keepingCapacity: true)
    }
    for plot in plots {
      let column = Int(plot & 0xFFFF_FFFF)
      span(Int(plot >> 32), column..<column + 1)
    }
    guard !edges.isEmpty else { return }
    sortEdgesByFirstRow()
    active.removeAll(keepingCapacity: true)
    var next = 0
    var row = Int(edges[0].firstRow)
    while row < height, next < edges.count || !active.isEmpty {
      if active.isEmpty, next < edges.count { row = max(row, Int(edges[next].firstRow)) }
      while next < edges.count, Int(edges[next].firstRow) == row {
        active.append(UInt64(next))
        next += 1
      }
      if active.count > width {
        resolveDense(row: row, rule: rule, span: span)
      } else {
        resolveSorted(row: row, rule: rule, span: span)
      }
      // Drop edges that end on this row, keeping the rest in their order.
      var kept = 0
      for key in active where Int(edges[Int(key & 0xFFFF_FFFF)].lastRow) > row {
        active[kept] = key
        kept += 1
      }
      active.removeLast(active.count - kept)
      row += 1
    }
  }

  /// Orders the edges by first row with a counting sort: linear, and no comparisons.
  private mutating func sortEdgesByFirstRow() {
    var counts = [Int](repeating: 0, count: height + 1)
    for edge in edges { counts[Int(edge.firstRow) + 1] += 1 }
    for row in 0..<height { counts[row + 1] += counts[row] }
    var sorted = edges
    for edge in edges {
      sorted[counts[Int(edge.firstRow)]] = edge
      counts[Int(edge.firstRow)] += 1
    }
    edges = sorted
  }

  /// The column of `edge`'s crossing with `row`: the first dot at or right of it, clamped to
  /// 0...width.
  @inline(__always)
  private func column(of edge: Edge, row: Int) -> Int {
    let x = edge.x + Double(row - Int(edge.firstRow)) * edge.slope
    // NB: clamped before converting, so no coordinate can overflow an Int.
    return Int(min(max((x - 0.5).rounded(.up), 0), Double(width)))
  }

  @inline(__always)
  private static func isInside(_ winding: Int32, _ rule: RasterFillRule) -> Bool {
    rule == .nonZero ? winding != 0 : winding & 1 != 0
  }

  /// A row with few crossings: sort the active edges by where they cross it.
  ///
  /// Each key is the crossing's column over the edge's index. Edges stay in the order of the
  /// row above, where they crossed in nearly the same places, so an insertion sort does
  /// almost no work.
  private mutating func resolveSorted(row: Int, rule: RasterFillRule, span: (Int, Range<Int>) -> Void) {
    for position in active.indices {
      let index = active[position] & 0xFFFF_FFFF
      active[position] = UInt64(column(of: edges[Int(index)], row: row)) << 32 | index
    }
    for position in active.indices.dropFirst() {
      let key = active[position]
      var slot = position
      while slot > 0, active[slot - 1] > key {
        active[slot] = active[slot - 1]
        slot -= 1
      }
      active[slot] = key
    }
    var winding: Int32 = 0
    var position = 0
    var runStart = -1
    // NB: overlapping stroke pieces cross and re-cross inside one run; only a change between
    // inside and outside ends a span, so a run is painted once.
    while position < active.count {
      let column = Int(active[position] >> 32)
      while position < active.count, Int(active[position] >> 32) == column {
        winding &+= edges[Int(active[position] & 0xFFFF_FFFF)].direction
        position += 1
      }
      let inside = Self.isInside(winding, rule)
      if inside, runStart < 0 {
        runStart = column
      } else if !inside, runStart >= 0 {
        if runStart < column { span(row, runStart..<column) }
        runStart = -1
      }
    }
    if runStart >= 0, runStart < width { span(row, runStart..<width) }
  }

  /// A row with more crossings than dots: add them up per dot instead of sorting.
  private mutating func resolveDense(row: Int, rule: RasterFillRule, span: (Int, Range<Int>) -> Void) {
    if rowDeltas.count != width + 1 { rowDeltas = Array(repeating: 0, count: width + 1) }
    for key in active {
      let edge = edges[Int(key & 0xFFFF_FFFF)]
      rowDeltas[column(of: edge, row: row)] &+= edge.direction
    }
    var winding: Int32 = 0
    var runStart = -1
    for column in 0..<width {
      winding &+= rowDeltas[column]
      rowDeltas[column] = 0
      if Self.isInside(winding, rule) {
        if runStart < 0 { runStart = column }
      } else if runStart >= 0 {
        span(row, runStart..<column)
        runStart = -1
      }
    }
    rowDeltas[width] = 0
    if runStart >= 0 { span(row, runStart..<width) }
  }
}
