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

  /// The part of the segment from `p0` to `p1` inside `box`, as a parameter range, or `nil`
  /// when it misses (Liang–Barsky).
  static func clip(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
    minX: Double, minY: Double, maxX: Double, maxY: Double
  ) -> (Double, Double)? {
    var low = 0.0
    var high = 1.0
    let dx = x1 - x0
    let dy = y1 - y0
    // NB: unrolled rather than a loop over an array literal, which could allocate per segment.
    guard narrow(&low, &high, -dx, x0 - minX), narrow(&low, &high, dx, maxX - x0),
      narrow(&low, &high, -dy, y0 - minY), narrow(&low, &high, dy, maxY - y0)
    else { return nil }
    guard low.isFinite, high.isFinite, low <= high else { return nil }
    return (low, high)
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
}
