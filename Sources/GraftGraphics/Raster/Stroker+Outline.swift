import Foundation

extension Stroker {
  /// Strokes a polyline of distinct consecutive points with the line's width.
  mutating func strokeOutline(_ points: ArraySlice<PathPoint>, closed: Bool) {
    guard let first = points.first, let last = points.last else { return }
    let h = halfWidth
    if points.count == 1 {
      switch cap {
      case .butt: break
      case .round: addCircle(first)
      case .square:
        addPolygon(
          PathPoint(x: first.x - h, y: first.y - h), PathPoint(x: first.x + h, y: first.y - h),
          PathPoint(x: first.x + h, y: first.y + h), PathPoint(x: first.x - h, y: first.y + h))
      }
      return
    }
    let start = points.startIndex
    let segmentCount = points.count - (closed ? 0 : 1)
    for offset in 0..<segmentCount {
      var a = points[start + offset]
      var b = offset + 1 < points.count ? points[start + offset + 1] : first
      let (ux, uy) = direction(a, b)
      if !closed, cap == .square {
        if offset == 0 { a = PathPoint(x: a.x - ux * h, y: a.y - uy * h) }
        if offset == segmentCount - 1 { b = PathPoint(x: b.x + ux * h, y: b.y + uy * h) }
      }
      addSegment(a, b, ux, uy)
    }
    // Joins at every interior vertex, and at the start of a closed polyline.
    let vertexRange = closed ? 0..<points.count : 1..<(points.count - 1)
    for offset in vertexRange {
      let vertex = points[start + offset]
      let before = offset == 0 ? last : points[start + offset - 1]
      let after = offset + 1 < points.count ? points[start + offset + 1] : first
      addJoin(at: vertex, before: before, after: after)
    }
    if !closed, cap == .round {
      addCircle(first)
      addCircle(last)
    }
  }

  /// The unit vector from `a` to `b`, which differ.
  private func direction(_ a: PathPoint, _ b: PathPoint) -> (Double, Double) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    return length > 0 && length.isFinite ? (dx / length, dy / length) : (1, 0)
  }

  /// The band of the segment from `a` to `b` (direction `ux`, `uy`), clipped to the box first.
  private mutating func addSegment(_ a: PathPoint, _ b: PathPoint, _ ux: Double, _ uy: Double) {
    guard
      let (low, high) = DotMapping.clip(
        a.x, a.y, b.x, b.y, minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    else { return }
    let dx = b.x - a.x
    let dy = b.y - a.y
    let p = PathPoint(x: a.x + dx * low, y: a.y + dy * low)
    let q = PathPoint(x: a.x + dx * high, y: a.y + dy * high)
    let nx = -uy * halfWidth
    let ny = ux * halfWidth
    addPolygon(
      PathPoint(x: p.x + nx, y: p.y + ny), PathPoint(x: q.x + nx, y: q.y + ny),
      PathPoint(x: q.x - nx, y: q.y - ny), PathPoint(x: p.x - nx, y: p.y - ny))
  }

  /// Fills the wedge between two segments' bands on the outer side of `vertex`.
  private mutating func addJoin(at vertex: PathPoint, before: PathPoint, after: PathPoint) {
    guard inBox(vertex) else { return }
    let (ux0, uy0) = direction(before, vertex)
    let (ux1, uy1) = direction(vertex, after)
    let cross = ux0 * uy1 - uy0 * ux1
    let dot = ux0 * ux1 + uy0 * uy1
    // Straight on: the bands already meet.
    if abs(cross) < 1e-12, dot > 0 { return }
    let h = halfWidth
    let side = cross > 0 ? -1.0 : 1.0
    let outer0 = PathPoint(x: vertex.x - uy0 * h * side, y: vertex.y + ux0 * h * side)
    let outer1 = PathPoint(x: vertex.x - uy1 * h * side, y: vertex.y + ux1 * h * side)
    // cos of half the turn: how far the miter tip lies, in half-widths, is its inverse.
    let halfTurnCosine = ((1 + dot) / 2).squareRoot()
    switch join {
    case .round:
      // NB: where the arc bulges less than a quarter dot past the bevel, the bevel is enough.
      let bulge = h * (1 - halfTurnCosine) * max(mapping.scaleX, mapping.scaleY)
      if bulge < 0.25 {
        addPolygon(vertex, outer0, outer1)
      } else {
        addCircle(vertex)
      }
    case .bevel:
      addPolygon(vertex, outer0, outer1)
    case .miter:
      guard halfTurnCosine > 0, 1 / halfTurnCosine <= miterLimit else {
        addPolygon(vertex, outer0, outer1)
        return
      }
      let mx = outer0.x + outer1.x - 2 * vertex.x
      let my = outer0.y + outer1.y - 2 * vertex.y
      let length = (mx * mx + my * my).squareRoot()
      guard length > 0 else { return }
      let reach = h / halfTurnCosine
      let tip = PathPoint(x: vertex.x + mx / length * reach, y: vertex.y + my / length * reach)
      addPolygon(vertex, outer0, tip, outer1)
    }
  }

  private func inBox(_ point: PathPoint) -> Bool {
    point.x >= box.minX && point.x <= box.maxX && point.y >= box.minY && point.y <= box.maxY
  }

  /// A disc of the line's width around `centre`, if it can reach the box.
  private mutating func addCircle(_ centre: PathPoint) {
    guard inBox(centre) else { return }
    let sides = circleSides
    let step = 2 * Double.pi / Double(sides)
    // NB: turning by negative angles gives the orientation every other piece is normalised to.
    var previous = PathPoint(x: centre.x + halfWidth, y: centre.y)
    for side in 1...sides {
      let angle = -step * Double(side)
      let next =
        side == sides
        ? PathPoint(x: centre.x + halfWidth, y: centre.y)
        : PathPoint(x: centre.x + halfWidth * cos(angle), y: centre.y + halfWidth * sin(angle))
      addEdge(previous, next)
      previous = next
    }
  }

  /// Adds a triangle, turned if needed so that every piece winds the same way.
  private mutating func addPolygon(_ a: PathPoint, _ b: PathPoint, _ c: PathPoint) {
    let area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
    guard area != 0 else { return }
    if area < 0 {
      addEdge(a, b)
      addEdge(b, c)
      addEdge(c, a)
    } else {
      addEdge(a, c)
      addEdge(c, b)
      addEdge(b, a)
    }
  }

  /// Adds a convex quadrilateral, turned if needed so that every piece winds the same way.
  ///
  /// NB: four arguments rather than an array, so no piece allocates.
  private mutating func addPolygon(_ a: PathPoint, _ b: PathPoint, _ c: PathPoint, _ d: PathPoint) {
    let area = (c.x - a.x) * (d.y - b.y) - (d.x - b.x) * (c.y - a.y)
    guard area != 0 else { return }
    if area < 0 {
      addEdge(a, b)
      addEdge(b, c)
      addEdge(c, d)
      addEdge(d, a)
    } else {
      addEdge(a, d)
      addEdge(d, c)
      addEdge(c, b)
      addEdge(b, a)
    }
  }

  @inline(__always)
  private mutating func addEdge(_ from: PathPoint, _ to: PathPoint) {
    filler.addEdge(mapping.x(from.x), mapping.y(from.y), mapping.x(to.x), mapping.y(to.y))
  }
}
