import Foundation

/// Turns flattened subpaths into stroke coverage on a `ScanlineFiller`.
///
/// A wide stroke is the union of simple convex pieces, each added as a polygon with the same
/// orientation so the nonzero rule merges them: a quadrilateral per segment, a triangle,
/// quadrilateral or circle per join, and a circle or longer first and last segment for caps.
/// No offset curve has to be computed or cleaned of self-intersections, and every piece is
/// clipped to the cull box first, so work follows what shows. A hairline plots one dot per step
/// along each segment's longer axis instead.
struct Stroker: FlattenSink {
  /// Where coverage goes; handed back to the canvas when done.
  var filler: ScanlineFiller
  let mapping: DotMapping
  let halfWidth: Double
  let isHairline: Bool
  let cap: RasterLineCap
  let join: RasterLineJoin
  let miterLimit: Double
  let dasher: Dasher?
  let box: PathRect
  let circleSides: Int

  private var subpath: [PathPoint] = []
  private var hadSegment = false
  private var dashes = DashOutput()
  private var simplified: [PathPoint] = []

  /// Prepares a stroke of `style` (its width already clamped by the canvas); `box` is the
  /// canvas in cells, grown by at least the stroke's reach past its points.
  init(
    filler: ScanlineFiller, mapping: DotMapping, style: RasterStrokeStyle, width: Double, hairline: Bool,
    box: PathRect
  ) {
    self.filler = filler
    self.mapping = mapping
    halfWidth = width / 2
    isHairline = hairline
    cap = style.lineCap
    join = style.lineJoin
    miterLimit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
    dasher = Dasher(pattern: style.dashPattern, phase: style.dashPhase)
    self.box = box
    // Enough sides that a circle deviates from round by at most a quarter dot.
    let radius = halfWidth * max(mapping.scaleX, mapping.scaleY)
    let sides = radius > 0.25 ? Double.pi / acos(1 - 0.25 / radius) : 8
    circleSides = min(max(Int(sides.rounded(.up)), 8), 256)
  }

  /// Hands the scan converter back, leaving an empty one, so the caller holds the only
  /// reference and changing it copies nothing.
  mutating func takeFiller() -> ScanlineFiller {
    var taken = ScanlineFiller(width: 0, height: 0)
    swap(&taken, &filler)
    return taken
  }

  mutating func move(to point: PathPoint) {
    finishSubpath(closed: false)
    subpath.append(point)
  }

  mutating func line(to point: PathPoint) {
    hadSegment = true
    if let last = subpath.last, last == point { return }
    if let last = subpath.last, DotMapping.isHuge(last, point, box: box) {
      strokeHuge(from: last, to: point)
      return
    }
    subpath.append(point)
  }

  /// Strokes a segment far longer than the canvas as the runs of its pieces that can touch
  /// it, each an open polyline: its ends are either the segment's own or lie outside the box.
  ///
  /// NB: the joins at the segment's two ends and the dash phase along it are not kept; at that
  /// length, no position along the segment can be told apart from its neighbour anyway.
  private mutating func strokeHuge(from start: PathPoint, to end: PathPoint) {
    finishSubpath(closed: false)
    var runs: [[PathPoint]] = []
    DotMapping.cut(start, end, box: box) { a, b in
      if let last = runs.last?.last, last == a {
        runs[runs.count - 1].append(b)
      } else {
        runs.append([a, b])
      }
    } far: { _, _ in
    }
    for run in runs {
      subpath = run
      hadSegment = true
      finishSubpath(closed: false)
    }
    subpath = [end]
    hadSegment = false
  }

  mutating func close() {
    let start = subpath.first
    finishSubpath(closed: true)
    // NB: a segment after a close starts from the closed subpath's start.
    if let start { subpath.append(start) }
  }

  mutating func finish() {
    finishSubpath(closed: false)
  }

  private mutating func finishSubpath(closed: Bool) {
    defer {
      subpath.removeAll(keepingCapacity: true)
      hadSegment = false
    }
    guard hadSegment, !subpath.isEmpty else { return }
    var closed = closed
    if subpath.count > 2, subpath.first == subpath.last {
      subpath.removeLast()
      closed = true
    } else if subpath.count <= 2 {
      // NB: a closed line or dot has no area to enclose; it strokes as an open one.
      closed = false
    }
    guard let dasher else {
      stroke(subpath[...], closed: closed)
      return
    }
    dashes.removeAll()
    dasher.dash(subpath[...], closed: closed, box: box, into: &dashes)
    let points = dashes.points
    for range in dashes.ranges {
      stroke(points[range], closed: false)
    }
  }

  /// Strokes one polyline (consecutive points may repeat).
  private mutating func stroke(_ points: ArraySlice<PathPoint>, closed: Bool) {
    var unique = ArraySlice<PathPoint>()
    if points.count > 1, zip(points, points.dropFirst()).contains(where: { $0.0 == $0.1 }) {
      var deduplicated: [PathPoint] = []
      for point in points where deduplicated.last != point { deduplicated.append(point) }
      unique = deduplicated[...]
    } else {
      unique = points
    }
    if isHairline {
      strokeHairline(unique, closed: closed)
    } else if unique.count > 2 {
      simplify(unique)
      let points = simplified
      strokeOutline(points[...], closed: closed)
    } else {
      strokeOutline(unique, closed: closed)
    }
  }

  /// How far, in dots, a wide stroke's centre line may move when points are merged.
  static let simplifyTolerance = 0.25
  /// The most points merged into one segment, so merging stays linear.
  static let simplifyWindow = 16

  /// Leaves in `simplified` the points of `points` with those dropped that lie within a quarter
  /// dot of the segment joining their neighbours that stay.
  ///
  /// Why: a flattened curve or a dense polyline has many segments shorter than the line is
  /// wide, and each costs a band and a join that cover nearly the same dots. Merging them
  /// moves the outline by at most the flattening tolerance and makes a wide stroke cost what
  /// its shape needs.
  private mutating func simplify(_ points: ArraySlice<PathPoint>) {
    simplified.removeAll(keepingCapacity: true)
    guard let first = points.first, let last = points.last else { return }
    simplified.append(first)
    var anchor = first
    var skippedFrom = points.startIndex + 1
    var index = points.startIndex + 1
    while index < points.endIndex - 1 {
      let next = points[index + 1]
      var fits = index - skippedFrom < Self.simplifyWindow
      var probe = skippedFrom
      while fits, probe <= index {
        fits = dotDistance(points[probe], from: anchor, to: next) <= Self.simplifyTolerance
        probe += 1
      }
      if !fits {
        simplified.append(points[index])
        anchor = points[index]
        skippedFrom = index + 1
      }
      index += 1
    }
    simplified.append(last)
  }

  /// The distance, in dots, from `point` to the segment from `a` to `b`.
  private func dotDistance(_ point: PathPoint, from a: PathPoint, to b: PathPoint) -> Double {
    let sx = mapping.scaleX
    let sy = mapping.scaleY
    let abx = (b.x - a.x) * sx
    let aby = (b.y - a.y) * sy
    let apx = (point.x - a.x) * sx
    let apy = (point.y - a.y) * sy
    let length = abx * abx + aby * aby
    let t = length > 0 ? min(max((apx * abx + apy * aby) / length, 0), 1) : 0
    let dx = apx - abx * t
    let dy = apy - aby * t
    return (dx * dx + dy * dy).squareRoot()
  }

  // MARK: - Hairlines

  private mutating func strokeHairline(_ points: ArraySlice<PathPoint>, closed: Bool) {
    guard let first = points.first else { return }
    if points.count == 1 {
      if cap != .butt { plot(first) }
      return
    }
    var previous = first
    for point in points.dropFirst() {
      hairline(from: previous, to: point)
      previous = point
    }
    if closed { hairline(from: previous, to: first) }
  }

  private mutating func plot(_ point: PathPoint) {
    let x = mapping.x(point.x)
    let y = mapping.y(point.y)
    guard x >= 0, y >= 0, x < Double(filler.width), y < Double(filler.height) else { return }
    filler.plot(column: Int(x), row: Int(y))
  }

  /// Lights the dot holding each point of the segment, one per column (or row) along its
  /// longer axis, the far end excluded so joined segments do not light their shared dot twice.
  private mutating func hairline(from start: PathPoint, to end: PathPoint) {
    // NB: clipped in cells first, so the dot coordinates below are all small and finite.
    guard
      let (low, high) = DotMapping.clip(
        start.x, start.y, end.x, end.y, minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    else { return }
    let ax = mapping.x(DotMapping.lerp(start.x, end.x, low))
    let ay = mapping.y(DotMapping.lerp(start.y, end.y, low))
    let bx = mapping.x(DotMapping.lerp(start.x, end.x, high))
    let by = mapping.y(DotMapping.lerp(start.y, end.y, high))
    guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
    // The direction of the whole segment decides the axis, so a clipped piece steps as the
    // segment does.
    let dx = end.x / 2 * mapping.scaleX - start.x / 2 * mapping.scaleX
    let dy = end.y / 2 * mapping.scaleY - start.y / 2 * mapping.scaleY
    if abs(dx) >= abs(dy) {
      let left = min(ax, bx)
      let right = max(ax, bx)
      let firstColumn = Int(left.rounded(.down))
      let lastColumn = max(Int(right.rounded(.up)) - 1, firstColumn)
      let slope = dx == 0 ? 0 : dy / dx
      for column in firstColumn...lastColumn {
        let x = min(max(Double(column) + 0.5, left), right)
        let y = ay + (x - ax) * slope
        filler.plot(column: column, row: Int(y.rounded(.down)))
      }
    } else {
      let top = min(ay, by)
      let bottom = max(ay, by)
      let firstRow = Int(top.rounded(.down))
      let lastRow = max(Int(bottom.rounded(.up)) - 1, firstRow)
      let slope = dx / dy
      for row in firstRow...lastRow {
        let y = min(max(Double(row) + 0.5, top), bottom)
        let x = ax + (y - ay) * slope
        filler.plot(column: Int(x.rounded(.down)), row: row)
      }
    }
  }
}
