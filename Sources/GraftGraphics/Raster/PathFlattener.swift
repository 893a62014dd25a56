/// What receives a flattened path: straight segments only, in cell coordinates.
protocol FlattenSink {
  /// Starts a subpath at `point`.
  mutating func move(to point: PathPoint)
  /// A straight segment from the current point to `point`.
  mutating func line(to point: PathPoint)
  /// Closes the current subpath (the sink draws the closing segment itself).
  mutating func close()
  /// The path is over; the last subpath is left open unless it was closed.
  mutating func finish()
}

/// Turns a `PathGeometry` into straight segments fine enough for a dot grid.
///
/// Curves are cut into the number of pieces Wang's formula gives for a deviation of at most
/// `tolerance` dots from the true curve, measured on the dot grid (so a curve is cut as finely
/// as the technique can show, and no finer). Non-finite points are dropped. A curve whose
/// control points all lie on the far side of one edge of `cullBox` is replaced by its chord:
/// it cannot touch the box, and a chord keeps the winding a fill sees inside the box.
struct PathFlattener {
  /// The most pieces one curve is cut into, so a curve with enormous control points costs a
  /// bounded amount of work.
  static let maximumPieces = 256

  /// Dots per cell along x and y: the scale deviations are measured at.
  var dotsPerCellX: Double
  /// Dots per cell along y.
  var dotsPerCellY: Double
  /// The largest deviation from a curve, in dots.
  var tolerance: Double = 0.25
  /// Curves entirely outside this box (in cells) become their chords.
  var cullBox: PathRect

  /// Feeds `path` to `sink` as straight segments.
  func flatten(_ path: PathGeometry, into sink: inout some FlattenSink) {
    var current: PathPoint?
    var index = 0
    let points = path.points
    for verb in path.verbs {
      defer { index += verb.pointCount }
      switch verb {
      case .move:
        let point = points[index]
        if point.isFinite {
          sink.move(to: point)
          current = point
        } else {
          current = nil
        }
      case .line:
        let point = points[index]
        guard current != nil, point.isFinite else { continue }
        sink.line(to: point)
        current = point
      case .quadCurve:
        let control = points[index]
        let end = points[index + 1]
        guard let start = current, control.isFinite, end.isFinite else { continue }
        flattenQuad(start, control, end, into: &sink)
        current = end
      case .curve:
        let control1 = points[index]
        let control2 = points[index + 1]
        let end = points[index + 2]
        guard let start = current, control1.isFinite, control2.isFinite, end.isFinite else { continue }
        flattenCubic(start, control1, control2, end, into: &sink)
        current = end
      case .close:
        guard current != nil else { continue }
        sink.close()
      }
    }
    sink.finish()
  }

  /// Whether the box spanned by a curve's control points misses the cull box.
  private func outside(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
    maxX < cullBox.minX || minX > cullBox.maxX || maxY < cullBox.minY || minY > cullBox.maxY
  }

  /// How many pieces make a curve whose second differences reach `length` (in dots) deviate
  /// at most `tolerance`; `factor` is n(n-1)/8 for a curve of degree n.
  private func pieces(secondDifference length: Double, factor: Double) -> Int {
    let estimate = (factor * length / tolerance).squareRoot().rounded(.up)
    guard estimate.isFinite else { return Self.maximumPieces }
    return min(max(Int(estimate), 1), Self.maximumPieces)
  }

  /// The length, in dots, of a second difference given in cells.
  private func dotLength(_ x: Double, _ y: Double) -> Double {
    let dx = x * dotsPerCellX
    let dy = y * dotsPerCellY
    return (dx * dx + dy * dy).squareRoot()
  }

  private func flattenQuad(
    _ p0: PathPoint, _ p1: PathPoint, _ p2: PathPoint, into sink: inout some FlattenSink
  ) {
    guard
      !outside(
        minX: min(p0.x, p1.x, p2.x), maxX: max(p0.x, p1.x, p2.x),
        minY: min(p0.y, p1.y, p2.y), maxY: max(p0.y, p1.y, p2.y))
    else {
      sink.line(to: p2)
      return
    }
    let count = pieces(
      secondDifference: dotLength(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), factor: 0.25)
    for step in 1..<count {
      let t = Double(step) / Double(count)
      let u = 1 - t
      let x = u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x
      let y = u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y
      sink.line(to: PathPoint(x: x, y: y))
    }
    sink.line(to: p2)
  }

  private func flattenCubic(
    _ p0: PathPoint, _ p1: PathPoint, _ p2: PathPoint, _ p3: PathPoint, into sink: inout some FlattenSink
  ) {
    guard
      !outside(
        minX: min(p0.x, p1.x, p2.x, p3.x), maxX: max(p0.x, p1.x, p2.x, p3.x),
        minY: min(p0.y, p1.y, p2.y, p3.y), maxY: max(p0.y, p1.y, p2.y, p3.y))
    else {
      sink.line(to: p3)
      return
    }
    let first = dotLength(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let second = dotLength(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let count = pieces(secondDifference: max(first, second), factor: 0.75)
    for step in 1..<count {
      let t = Double(step) / Double(count)
      let u = 1 - t
      let b0 = u * u * u
      let b1 = 3 * u * u * t
      let b2 = 3 * u * t * t
      let b3 = t * t * t
      sink.line(
        to: PathPoint(
          x: b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
          y: b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y))
    }
    sink.line(to: p3)
  }
}
