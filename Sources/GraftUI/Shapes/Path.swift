import Foundation

/// The outline of a 2D shape.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 4))
///   path.addLine(to: CGPoint(x: 10, y: 0))
///   path.addLine(to: CGPoint(x: 20, y: 4))
/// }
/// .stroke(.blue, lineWidth: 1)
/// ```
///
/// Coordinates are points, and one point is one terminal cell; Graft draws a path finer than a
/// cell, with braille dots or block quadrants.
public struct Path: Equatable, Sendable {
  /// An element of a path.
  public enum Element: Equatable, Sendable {
    /// A path element that terminates the current subpath (without closing it) and defines a
    /// new current point.
    case move(to: CGPoint)
    /// A line from the previous current point to the given point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the previous current point to the given end-point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the previous current point to the given end-point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line from the start point of the current subpath to its current point, closing it.
    case closeSubpath
  }

  package private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates an empty path, then executes a closure to add its initial elements.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Creates a path containing a rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates a path containing a rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a path containing a rounded rectangle.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path as an ellipse within the given rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path contains no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, or `nil` when it is empty.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point): start = point; current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// A rectangle containing all path segments, control points included.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
    guard let first = finite.first else { return .null }
    var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
    for point in finite.dropFirst() {
      minX = min(minX, point.x); maxX = max(maxX, point.x)
      minY = min(minY, point.y); maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  // MARK: Building

  /// Begins a new subpath at the specified point.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

  /// Appends a straight line segment from the current point to the specified point.
  public mutating func addLine(to end: CGPoint) {
    if elements.isEmpty { move(to: end) } else { elements.append(.line(to: end)) }
  }

  /// Adds a quadratic Bézier curve to the path, with the specified end and control points.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve to the path, with the specified end and control points.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes and completes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds a rectangular subpath to the path.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(transform) }
    move(to: corners[0])
    for corner in corners.dropFirst() { elements.append(.line(to: corner)) }
    closeSubpath()
  }

  /// Adds a set of rectangular subpaths to the path.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a sequence of connected straight-line segments to the path.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { elements.append(.line(to: point)) }
  }

  /// Adds an ellipse that fits inside the specified rectangle.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    // NB: Four cubic arcs, each with the usual control-point distance for a quarter circle.
    let k: CGFloat = 0.5522847498
    let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(transform) }
    move(to: p(rx, 0))
    addCurve(to: p(0, ry), control1: p(rx, k * ry), control2: p(k * rx, ry))
    addCurve(to: p(-rx, 0), control1: p(-k * rx, ry), control2: p(-rx, k * ry))
    addCurve(to: p(0, -ry), control1: p(-rx, -k * ry), control2: p(-k * rx, -ry))
    addCurve(to: p(rx, 0), control1: p(k * rx, -ry), control2: p(rx, -k * ry))
    closeSubpath()
  }

  /// Adds a rounded rectangle to the path.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let radius = CGSize(
      width: min(max(0, cornerSize.width), rect.width / 2), height: min(max(0, cornerSize.height), rect.height / 2))
    addRoundedRect(
      in: rect, radii: (radius, radius, radius, radius), transform: transform)
  }

  /// Adds a rectangle with each corner rounded by its own radius: top leading, top trailing,
  /// bottom trailing, bottom leading.
  package mutating func addRoundedRect(
    in rect: CGRect, radii: (CGSize, CGSize, CGSize, CGSize), transform: CGAffineTransform = .identity
  ) {
    let k: CGFloat = 0.5522847498
    let (tl, tr, br, bl) = radii
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    move(to: p(rect.minX + tl.width, rect.minY))
    addLine(to: p(rect.maxX - tr.width, rect.minY))
    addCurve(
      to: p(rect.maxX, rect.minY + tr.height), control1: p(rect.maxX - tr.width * (1 - k), rect.minY),
      control2: p(rect.maxX, rect.minY + tr.height * (1 - k)))
    addLine(to: p(rect.maxX, rect.maxY - br.height))
    addCurve(
      to: p(rect.maxX - br.width, rect.maxY), control1: p(rect.maxX, rect.maxY - br.height * (1 - k)),
      control2: p(rect.maxX - br.width * (1 - k), rect.maxY))
    addLine(to: p(rect.minX + bl.width, rect.maxY))
    addCurve(
      to: p(rect.minX, rect.maxY - bl.height), control1: p(rect.minX + bl.width * (1 - k), rect.maxY),
      control2: p(rect.minX, rect.maxY - bl.height * (1 - k)))
    addLine(to: p(rect.minX, rect.minY + tl.height))
    addCurve(
      to: p(rect.minX + tl.width, rect.minY), control1: p(rect.minX, rect.minY + tl.height * (1 - k)),
      control2: p(rect.minX + tl.width * (1 - k), rect.minY))
    closeSubpath()
  }

  /// Adds an arc of a circle to the path, specified with a radius and angles.
  ///
  /// Angles are measured from the positive x-axis; with y pointing down, as on screen,
  /// `clockwise: true` runs from the x-axis towards the negative y-axis, as in SwiftUI.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var start = startAngle.radians, end = endAngle.radians
    guard radius.isFinite, start.isFinite, end.isFinite else { return }
    // NB: SwiftUI's `clockwise` is in flipped coordinates: clockwise on screen is decreasing
    // angle.
    if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
    let sweep = end - start
    let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
    }
    if elements.isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
    let k = 4.0 / 3.0 * tan(step / 4)
    for _ in 0..<segments {
      let next = start + step
      let c1 = CGPoint(x: center.x + radius * (cos(start) - k * sin(start)), y: center.y + radius * (sin(start) + k * cos(start)))
      let c2 = CGPoint(x: center.x + radius * (cos(next) + k * sin(next)), y: center.y + radius * (sin(next) - k * cos(next)))
      addCurve(to: point(next), control1: c1.applying(transform), control2: c2.applying(transform))
      start = next
    }
  }

  /// Appends a copy of the given path to this path.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  /// Calls `body` with each element in the path.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// Returns a path constructed by applying the transform to all points of the path.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform != .identity else { return self }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }

  /// Returns a path constructed by translating all its points.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter-circle rounded rect corners.
  case circular
  /// Continuous curvature rounded rect corners.
  case continuous
}
