public import Foundation
package import GraftGraphics

/// Options for rendering a path: the rule that decides which points a fill covers.
public enum CGPathFillRule: Int, Sendable {
  /// A rule that considers a region to be interior if its winding number is non-zero.
  case winding
  /// A rule that considers a region to be interior if its winding number is odd.
  case evenOdd
}

/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

/// Options for rendering a path.
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// The type of element found in a path.
public enum CGPathElementType: Int32, Sendable {
  case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// An immutable graphics path: a mathematical description of shapes or lines to be drawn in a
/// graphics context.
///
/// Coordinates are points; one point is one terminal cell, and Graft draws a path finer than a
/// cell (docs/Drawing.md).
open class CGPath: Hashable, @unchecked Sendable {
  // NB: Mutated only by `CGMutablePath`, which, like Core Graphics', is not for sharing while it
  // changes; an immutable `CGPath` is safe to share.
  package var geometry: PathGeometry

  package init(geometry: PathGeometry) {
    self.geometry = geometry
  }

  /// Creates an immutable path of a rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(geometry: path.geometry)
  }

  /// Creates an immutable path of an ellipse.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(geometry: path.geometry)
  }

  /// Creates an immutable path of a rounded rectangle.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
    self.init(geometry: path.geometry)
  }

  /// Whether the path contains no elements.
  public var isEmpty: Bool { geometry.isEmpty }

  /// The current point in the path: the end of its last element.
  public var currentPoint: CGPoint {
    geometry.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
  }

  /// The bounding box containing all points in the path, control points included.
  public var boundingBox: CGRect {
    geometry.bounds.map(CGRect.init) ?? .null
  }

  /// The bounding box of the path, not counting the control points of curves beyond the curve.
  public var boundingBoxOfPath: CGRect {
    // NB: A curve's bounds are found by sampling it: fine enough for whole cells.
    var points: [PathPoint] = []
    var current = PathPoint(x: 0, y: 0)
    geometry.forEachElement { element in
      switch element {
      case .move(let p), .line(let p): points.append(p); current = p
      case .quadCurve(let p, let c):
        for step in 1...16 {
          let t = Double(step) / 16, u = 1 - t
          points.append(PathPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
        }
        current = p
      case .curve(let p, let c1, let c2):
        for step in 1...16 {
          let t = Double(step) / 16, u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(PathPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
        }
        current = p
      case .close: break
      }
    }
    let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
    guard let first = finite.first else { return .null }
    var box = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for point in finite {
      box = (min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x), max(box.maxY, point.y))
    }
    return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
  }

  /// Returns whether the specified point is interior to the path.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  ) -> Bool {
    let local = point.applying(transform.inverted())
    return geometry.contains(PathPoint(x: local.x, y: local.y), evenOdd: rule == .evenOdd)
  }

  /// An immutable copy of the path.
  public func copy() -> CGPath? { CGPath(geometry: geometry) }

  /// An immutable copy of the path, transformed.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(geometry: geometry.transformed(by: transform?.pointee.affine ?? .identity))
  }

  /// A mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(geometry: geometry) }

  /// Calls `block` with each element of the path: its type and its points.
  public func applyWithBlock(_ block: (CGPathElementType, [CGPoint]) -> Void) {
    geometry.forEachElement { element in
      switch element {
      case .move(let p): block(.moveToPoint, [CGPoint(p)])
      case .line(let p): block(.addLineToPoint, [CGPoint(p)])
      case .quadCurve(let p, let c): block(.addQuadCurveToPoint, [CGPoint(c), CGPoint(p)])
      case .curve(let p, let c1, let c2): block(.addCurveToPoint, [CGPoint(c1), CGPoint(c2), CGPoint(p)])
      case .close: block(.closeSubpath, [])
      }
    }
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.geometry == rhs.geometry }
  public func hash(into hasher: inout Hasher) { hasher.combine(geometry) }
}

/// A mutable graphics path.
open class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty mutable path.
  public init() {
    super.init(geometry: PathGeometry())
  }

  package override init(geometry: PathGeometry) {
    super.init(geometry: geometry)
  }

  /// Begins a new subpath at the specified point.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    geometry.move(to: PathPoint(point.applying(transform)))
  }

  /// Appends a straight line segment from the current point to the specified point.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    geometry.addLine(to: PathPoint(point.applying(transform)))
  }

  /// Adds a sequence of connected straight-line segments to the path.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a quadratic Bézier curve to the path.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    geometry.addQuadCurve(to: PathPoint(end.applying(transform)), control: PathPoint(control.applying(transform)))
  }

  /// Adds a cubic Bézier curve to the path.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    geometry.addCurve(
      to: PathPoint(end.applying(transform)), control1: PathPoint(control1.applying(transform)),
      control2: PathPoint(control2.applying(transform)))
  }

  /// Adds a rectangular subpath to the path.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    append(transform) { $0.addRect(PathRect(rect)) }
  }

  /// Adds a set of rectangular subpaths to the path.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds an ellipse that fits inside the specified rectangle.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    append(transform) { $0.addEllipse(in: PathRect(rect)) }
  }

  /// Adds a subpath to the path, in the shape of a rounded rectangle.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let radius = PathSize(width: cornerWidth, height: cornerHeight)
    append(transform) {
      $0.addRoundedRect(PathRect(rect), radii: CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius))
    }
  }

  /// Adds an arc of a circle to the path, specified with a radius and angles in radians.
  ///
  /// As in Core Graphics in UIKit's flipped coordinates, `clockwise: true` runs towards
  /// decreasing angles, which is anticlockwise on screen.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    append(transform) {
      $0.addArc(
        center: PathPoint(center), radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: !clockwise)
    }
  }

  /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let start = geometry.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? tangent1End
    guard let arc = TangentArc(from: start, corner: tangent1End, to: tangent2End, radius: radius) else {
      return addLine(to: tangent1End, transform: transform)
    }
    addLine(to: arc.start, transform: transform)
    addArc(
      center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
      clockwise: !arc.increasing, transform: transform)
  }

  /// Appends another path object to the path.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    geometry.addPath(path.geometry.transformed(by: transform.affine))
  }

  /// Closes and completes a subpath in a mutable graphics path.
  public func closeSubpath() {
    geometry.closeSubpath()
  }

  /// Adds what `body` builds, transformed.
  private func append(_ transform: CGAffineTransform, _ body: (inout PathGeometry) -> Void) {
    var part = PathGeometry()
    body(&part)
    geometry.addPath(transform.isIdentity ? part : part.transformed(by: transform.affine))
  }
}

/// The arc that rounds the corner between two lines, as `addArc(tangent1End:tangent2End:)`
/// draws it.
private struct TangentArc {
  var center: CGPoint
  var start: CGPoint
  var startAngle: CGFloat
  var endAngle: CGFloat
  var increasing: Bool

  init?(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat) {
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
    guard l1 > 0, l2 > 0, radius > 0, radius.isFinite else { return nil }
    let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
    let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
    let angle = acos(cosine)
    guard angle > 1e-9, angle < .pi - 1e-9 else { return nil }
    let distance = radius / tan(angle / 2)
    start = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
    let end = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
    let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
    let length = hypot(bisector.x, bisector.y)
    let reach = radius / sin(angle / 2)
    center = CGPoint(x: p1.x + bisector.x / length * reach, y: p1.y + bisector.y / length * reach)
    startAngle = atan2(start.y - center.y, start.x - center.x)
    endAngle = atan2(end.y - center.y, end.x - center.x)
    // NB: The short way round from the first tangent point to the second.
    var sweep = endAngle - startAngle
    while sweep > .pi { sweep -= 2 * .pi }
    while sweep < -.pi { sweep += 2 * .pi }
    increasing = sweep > 0
  }
}

// MARK: - Conversions to the rasteriser's values

extension PathPoint {
  package init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
}

extension PathRect {
  package init(_ rect: CGRect) {
    let rect = rect.standardized
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

extension CGPoint {
  package init(_ point: PathPoint) { self.init(x: point.x, y: point.y) }
}

extension CGRect {
  package init(_ rect: PathRect) { self.init(x: rect.minX, y: rect.minY, width: rect.maxX - rect.minX, height: rect.maxY - rect.minY) }
}

extension CGAffineTransform {
  package var affine: AffineTransform2D {
    AffineTransform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }
}
