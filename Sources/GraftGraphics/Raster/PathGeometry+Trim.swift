extension PathGeometry {
  /// The part of the path between two fractions of its length, as `CAShapeLayer`'s
  /// `strokeStart` and `strokeEnd` choose it.
  ///
  /// The path is flattened first (curves to within a quarter of a braille dot), and lengths are
  /// measured along the flattened segments in cells, so a trimmed curve is made of straight
  /// pieces fine enough that a stroke of it draws the same dots as the curve's. Each subpath's
  /// share of the whole length is kept in order, as Core Animation measures the path as one;
  /// a closed subpath's closing segment counts, and a subpath cut open is no longer closed.
  ///
  /// - Parameters:
  ///   - start: Where the kept part begins, from 0 (the path's start) to 1 (its end).
  ///   - end: Where it ends; nothing is kept when `end <= start`. Both are clamped to 0...1,
  ///     and a non-finite fraction counts as 0 for `start` and 1 for `end`.
  package func trimmed(from start: Double, to end: Double) -> PathGeometry {
    let lower = start.isFinite ? min(max(start, 0), 1) : 0
    let upper = end.isFinite ? min(max(end, 0), 1) : 1
    if lower <= 0, upper >= 1 { return self }
    guard upper > lower else { return PathGeometry() }
    var polylines = PolylineCollector()
    let flattener = PathFlattener(
      dotsPerCellX: 2, dotsPerCellY: 4,
      cullBox: PathRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
    flattener.flatten(self, into: &polylines)
    let total = polylines.runs.reduce(0) { $0 + $1.length }
    guard total > 0, total.isFinite else { return PathGeometry() }
    let from = lower * total
    let to = upper * total
    var result = PathGeometry()
    var travelled = 0.0
    for run in polylines.runs {
      defer { travelled += run.length }
      guard travelled + run.length > from, travelled < to else { continue }
      if travelled >= from, travelled + run.length <= to {
        run.append(to: &result)
        continue
      }
      run.append(from: from - travelled, to: to - travelled, to: &result)
    }
    return result
  }
}

/// One subpath as straight segments.
private struct Polyline {
  var points: [PathPoint]
  var closed: Bool

  /// The points walked in order, the start again at the end of a closed one.
  var walk: [PathPoint] { closed && points.count > 1 ? points + [points[0]] : points }

  var length: Double {
    let walk = self.walk
    guard walk.count > 1 else { return 0 }
    var sum = 0.0
    for index in 1..<walk.count { sum += distance(walk[index - 1], walk[index]) }
    return sum
  }

  /// Appends the whole subpath.
  func append(to path: inout PathGeometry) {
    guard let first = points.first else { return }
    path.move(to: first)
    for point in points.dropFirst() { path.addLine(to: point) }
    if closed { path.closeSubpath() }
  }

  /// Appends the part between two distances along the subpath, open.
  func append(from start: Double, to end: Double, to path: inout PathGeometry) {
    let walk = self.walk
    guard walk.count > 1 else { return }
    var travelled = 0.0
    var started = false
    for index in 1..<walk.count {
      let a = walk[index - 1]
      let b = walk[index]
      let length = distance(a, b)
      defer { travelled += length }
      let segmentEnd = travelled + length
      guard segmentEnd >= start, travelled <= end, length > 0 else { continue }
      if !started {
        path.move(to: point(a, b, at: (max(start, travelled) - travelled) / length))
        started = true
      }
      path.addLine(to: point(a, b, at: (min(end, segmentEnd) - travelled) / length))
      if segmentEnd >= end { return }
    }
  }

  private func point(_ a: PathPoint, _ b: PathPoint, at t: Double) -> PathPoint {
    PathPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}

private func distance(_ a: PathPoint, _ b: PathPoint) -> Double {
  let dx = b.x - a.x
  let dy = b.y - a.y
  return (dx * dx + dy * dy).squareRoot()
}

/// Collects a flattened path's subpaths.
private struct PolylineCollector: FlattenSink {
  var runs: [Polyline] = []
  private var current: Polyline?

  mutating func move(to point: PathPoint) {
    if let current { runs.append(current) }
    current = Polyline(points: [point], closed: false)
  }

  mutating func line(to point: PathPoint) {
    current?.points.append(point)
  }

  mutating func close() {
    guard var closed = current else { return }
    closed.closed = true
    runs.append(closed)
    // NB: A segment after a close starts from the closed subpath's first point, as in Core
    // Graphics.
    current = Polyline(points: [closed.points[0]], closed: false)
  }

  mutating func finish() {
    if let current, current.points.count > 1 { runs.append(current) }
    current = nil
  }
}
