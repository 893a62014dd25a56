extension PathGeometry {
  /// Whether `point` lies inside the path filled under the even-odd rule (`evenOdd: true`)
  /// or the nonzero rule, as `CGPath.contains(_:using:)`; open subpaths count as closed.
  ///
  /// Curves are flattened to within 1/64 of a cell, finer than any technique's dots. A
  /// non-finite point is never inside.
  package func contains(_ point: PathPoint, evenOdd: Bool = false) -> Bool {
    guard point.isFinite else { return false }
    var counter = WindingCounter(point: point)
    let flattener = PathFlattener(
      dotsPerCellX: 16, dotsPerCellY: 16,
      cullBox: PathRect(
        x: -Double.greatestFiniteMagnitude / 2, y: point.y, width: Double.greatestFiniteMagnitude, height: 0))
    flattener.flatten(self, into: &counter)
    return evenOdd ? counter.winding & 1 != 0 : counter.winding != 0
  }
}

/// Counts the signed crossings of a path with the ray from a point to the right.
private struct WindingCounter: FlattenSink {
  let point: PathPoint
  var winding = 0
  private var start: PathPoint?
  private var current = PathPoint.zero

  init(point: PathPoint) {
    self.point = point
  }

  mutating func move(to point: PathPoint) {
    close()
    start = point
    current = point
  }

  mutating func line(to next: PathPoint) {
    defer { current = next }
    // NB: half-open in y, so a vertex on the ray is counted once.
    let upward = current.y <= point.y && next.y > point.y
    let downward = next.y <= point.y && current.y > point.y
    guard upward || downward else { return }
    let t = (point.y - current.y) / (next.y - current.y)
    let x = current.x + t * (next.x - current.x)
    if x > point.x { winding += upward ? 1 : -1 }
  }

  mutating func close() {
    guard let start else { return }
    line(to: start)
  }

  mutating func finish() {
    close()
  }
}
