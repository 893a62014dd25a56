/// A path outline in cell coordinates: subpaths of lines, quadratic and cubic Bézier curves,
/// each optionally closed.
///
/// This is the one geometry value the rasteriser consumes. `CGPath`/`UIBezierPath` (GraftKit)
/// and SwiftUI's `Path` (GraftUI) keep or build one, apply their transform with
/// `transformed(by:)`, and hand it to a `DotCanvas` to fill or stroke.
///
/// Why verbs and points in two flat arrays: a path of a million points stays one allocation
/// of 16-byte points plus one byte a verb, and walking it touches memory in order.
///
/// ```swift
/// var path = PathGeometry()
/// path.move(to: PathPoint(x: 1, y: 1))
/// path.addLine(to: PathPoint(x: 9, y: 2))
/// path.addEllipse(in: PathRect(x: 0, y: 0, width: 10, height: 3))
/// ```
package struct PathGeometry: Hashable, Sendable {
  /// What one step of a path does; each verb takes the number of points `pointCount` says.
  package enum Verb: UInt8, Hashable, Sendable {
    /// Starts a new subpath at one point.
    case move
    /// A straight line to one point.
    case line
    /// A quadratic Bézier curve: a control point, then the end point.
    case quadCurve
    /// A cubic Bézier curve: two control points, then the end point.
    case curve
    /// A straight line back to the subpath's start; takes no point.
    case close

    /// How many points the verb consumes from `points`.
    package var pointCount: Int {
      switch self {
      case .move, .line: 1
      case .quadCurve: 2
      case .curve: 3
      case .close: 0
      }
    }
  }

  /// One step of a path with its points, as clients enumerate it (`CGPath.applyWithBlock`).
  package enum Element: Hashable, Sendable {
    /// Starts a new subpath.
    case move(to: PathPoint)
    /// A straight line from the current point.
    case line(to: PathPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: PathPoint, control: PathPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: PathPoint, control1: PathPoint, control2: PathPoint)
    /// Closes the current subpath.
    case close
  }

  /// The verbs, in order.
  package private(set) var verbs: [Verb] = []
  /// The points every verb consumes, in order (see `Verb.pointCount`).
  package private(set) var points: [PathPoint] = []
  /// Where the current subpath started, for `closeSubpath()` and `currentPoint`.
  private var subpathStart: PathPoint?

  /// Creates an empty path.
  package init() {}

  /// Whether the path has no verbs at all.
  package var isEmpty: Bool { verbs.isEmpty }

  /// The point the next line or curve starts from, or `nil` before the first `move(to:)`.
  package var currentPoint: PathPoint? {
    guard let last = verbs.last else { return nil }
    return last == .close ? subpathStart : points.last
  }

  /// Reserves room for about `count` more points, for clients that know their size.
  package mutating func reserveCapacity(points count: Int) {
    points.reserveCapacity(points.count + count)
    verbs.reserveCapacity(verbs.count + count)
  }

  /// Starts a new subpath at `point`.
  package mutating func move(to point: PathPoint) {
    verbs.append(.move)
    points.append(point)
    subpathStart = point
  }

  /// Adds a straight line from the current point; starts a subpath there if there is none.
  package mutating func addLine(to point: PathPoint) {
    startIfNeeded(at: point)
    verbs.append(.line)
    points.append(point)
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  package mutating func addQuadCurve(to point: PathPoint, control: PathPoint) {
    startIfNeeded(at: control)
    verbs.append(.quadCurve)
    points.append(control)
    points.append(point)
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  package mutating func addCurve(to point: PathPoint, control1: PathPoint, control2: PathPoint) {
    startIfNeeded(at: control1)
    verbs.append(.curve)
    points.append(control1)
    points.append(control2)
    points.append(point)
  }

  /// Closes the current subpath with a line back to its start; does nothing without one.
  package mutating func closeSubpath() {
    guard let last = verbs.last, last != .close else { return }
    verbs.append(.close)
  }

  /// Appends every subpath of `other`.
  package mutating func addPath(_ other: PathGeometry) {
    verbs.append(contentsOf: other.verbs)
    points.append(contentsOf: other.points)
    if other.subpathStart != nil { subpathStart = other.subpathStart }
  }

  /// Makes sure a subpath is open before a line or curve: with no current point one starts at
  /// the segment's first point (where `CGPath` would trap), and after a close a new subpath
  /// starts at the closed one's start, as in Core Graphics.
  private mutating func startIfNeeded(at point: PathPoint) {
    guard let last = verbs.last else {
      move(to: point)
      return
    }
    if last == .close, let start = subpathStart {
      verbs.append(.move)
      points.append(start)
    }
  }

  /// The steps of the path with their points.
  package var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(verbs.count)
    forEachElement { result.append($0) }
    return result
  }

  /// Calls `body` with every step, in order, without building an array.
  package func forEachElement(_ body: (Element) -> Void) {
    var index = 0
    for verb in verbs {
      switch verb {
      case .move: body(.move(to: points[index]))
      case .line: body(.line(to: points[index]))
      case .quadCurve: body(.quadCurve(to: points[index + 1], control: points[index]))
      case .curve: body(.curve(to: points[index + 2], control1: points[index], control2: points[index + 1]))
      case .close: body(.close)
      }
      index += verb.pointCount
    }
  }

  /// The smallest rectangle holding every finite point, control points included, or `nil`
  /// for a path with none.
  ///
  /// Why control points: this is the cheap, conservative box the canvas culls with, as
  /// `CGPath.boundingBox` is; a curve never leaves its control polygon.
  package var bounds: PathRect? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for point in points where point.isFinite {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    guard minX <= maxX else { return nil }
    return PathRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The path with every point mapped by `transform`; a curve's image is the curve of the
  /// images of its control points, so this is exact for any affine transform.
  package func transformed(by transform: AffineTransform2D) -> PathGeometry {
    guard !transform.isIdentity else { return self }
    var result = self
    result.points = points.map { transform.apply(to: $0) }
    result.subpathStart = subpathStart.map { transform.apply(to: $0) }
    return result
  }
}
