/// The affine map from cell coordinates to a canvas's dot grid, and segment clipping there.
struct DotMapping {
  /// Dots per cell horizontally.
  let scaleX: Double
  /// Dots per cell vertically.
  let scaleY: Double
  /// The canvas's left edge, in cells.
  let originX: Double
  /// The canvas's top edge, in cells.
  let originY: Double

  /// The dot-grid x coordinate of cell coordinate `x`.
  @inline(__always) func x(_ x: Double) -> Double { (x - originX) * scaleX }
  /// The dot-grid y coordinate of cell coordinate `y`.
  @inline(__always) func y(_ y: Double) -> Double { (y - originY) * scaleY }

  /// The part of the segment from (x0, y0) to (x1, y1) inside the box, as a parameter range,
  /// or `nil` when it misses (Liang–Barsky).
  ///
  /// NB: differences are taken of halved coordinates, so two points near ±1e308 still give
  /// a finite direction.
  static func clip(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
    minX: Double, minY: Double, maxX: Double, maxY: Double
  ) -> (Double, Double)? {
    var low = 0.0
    var high = 1.0
    let dx = x1 / 2 - x0 / 2
    let dy = y1 / 2 - y0 / 2
    // NB: unrolled rather than a loop over an array literal, which could allocate per segment.
    guard narrow(&low, &high, -dx, x0 / 2 - minX / 2), narrow(&low, &high, dx, maxX / 2 - x0 / 2),
      narrow(&low, &high, -dy, y0 / 2 - minY / 2), narrow(&low, &high, dy, maxY / 2 - y0 / 2)
    else { return nil }
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    return (low, high)
  }

  /// The point a fraction `t` of the way from `a` to `b`, without overflowing for huge points.
  @inline(__always)
  static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t == 0 ? a : t == 1 ? b : a * (1 - t) + b * t
  }

  /// Narrows [low, high] to where p·t <= q; returns `false` when nothing is left.
  @inline(__always)
  private static func narrow(_ low: inout Double, _ high: inout Double, _ p: Double, _ q: Double) -> Bool {
    if p == 0 { return q >= 0 }
    let t = q / p
    if p < 0 {
      if t > high { return false }
      if t > low { low = t }
    } else {
      if t < low { return false }
      if t < high { high = t }
    }
    return true
  }

  /// How much longer than the box a segment may be before it is cut down: below this, a
  /// parameter along the segment still places points on the dot grid precisely.
  static let preciseRatio = 1e6

  /// Whether the segment is so long, next to `box`, that clipping by a parameter along it
  /// would lose the dot grid's precision.
  static func isHuge(_ a: PathPoint, _ b: PathPoint, box: PathRect) -> Bool {
    let halfSpan = max(abs(b.x / 2 - a.x / 2), abs(b.y / 2 - a.y / 2))
    return !(halfSpan <= max(box.width, box.height, 1) * preciseRatio / 2)
  }

  /// Cuts a huge segment in halves, again and again, until every piece that can touch `box`
  /// is short enough to clip precisely; calls `near` with those in order, and `far` with the
  /// others. At most about two pieces survive each halving, so this takes a bounded number of
  /// steps (about 2 × 1,100 for the largest doubles).
  static func cut(
    _ a: PathPoint, _ b: PathPoint, box: PathRect,
    near: (PathPoint, PathPoint) -> Void, far: (PathPoint, PathPoint) -> Void
  ) {
    func visit(_ a: PathPoint, _ b: PathPoint, depth: Int) {
      let misses =
        max(a.x, b.x) < box.minX || min(a.x, b.x) > box.maxX || max(a.y, b.y) < box.minY
        || min(a.y, b.y) > box.maxY
      if misses {
        far(a, b)
      } else if depth > 2_200 || !isHuge(a, b, box: box) {
        near(a, b)
      } else {
        let middle = PathPoint(x: a.x / 2 + b.x / 2, y: a.y / 2 + b.y / 2)
        visit(a, middle, depth: depth + 1)
        visit(middle, b, depth: depth + 1)
      }
    }
    visit(a, b, depth: 0)
  }
}
