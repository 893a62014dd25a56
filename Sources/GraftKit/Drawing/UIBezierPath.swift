public import Foundation
import GraftGraphics

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path that consists of straight and curved line segments that you can render in your
/// custom views.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))
///   UIColor.systemBlue.setStroke()
///   path.stroke()
/// }
/// ```
///
/// Coordinates are points, one point a terminal cell; `stroke()` and `fill()` draw finer than a
/// cell, in braille dots or block quadrants (docs/Drawing.md).
open class UIBezierPath: CustomStringConvertible {
  /// The Core Graphics representation of the path.
  open var cgPath: CGPath {
    get { path.copy() ?? CGPath(geometry: path.geometry) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  private var path = CGMutablePath()

  /// The line width of the path.
  open var lineWidth: CGFloat = 1
  /// The shape of the path's end points when stroked.
  open var lineCapStyle = CGLineCap.butt
  /// The shape of the joints between connected segments of a stroked path.
  open var lineJoinStyle = CGLineJoin.miter
  /// The limiting value that helps avoid spikes at junctions between connected line segments.
  open var miterLimit: CGFloat = 10
  /// The factor that determines the rendering accuracy for curved path segments; kept.
  open var flatness: CGFloat = 0.6
  /// Whether the even-odd winding rule is in use for drawing paths.
  open var usesEvenOddFillRule = false
  private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

  /// Creates an empty path.
  public init() {}

  /// Creates a path with a rectangular path.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// Creates a path with an oval path inscribed in the specified rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// Creates a path with a rounded rectangular path.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// Creates a path with a rectangular path, with the specified corners rounded.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let limit = min(rect.width, rect.height) / 2
    let radius = min(max(0, min(cornerRadii.width, cornerRadii.height)), max(0, limit))
    func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
    path.addRoundedRect(
      in: rect, radii: (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft)))
  }

  /// Creates a path with an arc of a circle.
  ///
  /// As in UIKit, `clockwise` is as seen on screen: from the positive x-axis towards the
  /// positive y-axis, which points down.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// Creates a path with the contents of a Core Graphics path.
  public convenience init(cgPath: CGPath) {
    self.init()
    self.cgPath = cgPath
  }

  // MARK: Constructing

  /// Moves the path's current point to the specified location.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// Appends a straight line to the path.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Appends a cubic Bézier curve to the path.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Appends a quadratic Bézier curve to the path.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Appends an arc to the path; `clockwise` is as seen on screen.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    // NB: Core Graphics' `clockwise` is the other way round on a flipped (UIKit) screen.
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }

  /// Closes the most recently added subpath.
  open func close() { path.closeSubpath() }

  /// Removes all points from the path.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends the contents of the specified path object to the path.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Transforms all points in the path using the specified affine transform matrix.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(geometry: path.geometry.transformed(by: transform.affine))
  }

  /// Creates and returns a new path object with the reversed contents of the current path; the
  /// subpaths keep their shapes, so a stroke or fill of it draws the same cells.
  open func reversing() -> UIBezierPath {
    let copy = UIBezierPath()
    copy.path = CGMutablePath(geometry: path.geometry)
    return copy
  }

  // MARK: Querying

  /// Whether the path has any valid elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The bounding rectangle of the path, not counting control points.
  open var bounds: CGRect { path.boundingBoxOfPath }

  /// The current point in the graphics path.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Whether the area enclosed by the path contains the specified point.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  // MARK: Drawing

  /// Sets the line-stroking pattern for the path.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
  }

  /// Retrieves the line-stroking pattern for the path.
  open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
    if let pattern { for (index, length) in dash.pattern.enumerated() { pattern[index] = length } }
    count?.pointee = dash.pattern.count
    phase?.pointee = dash.phase
  }

  /// Paints the region enclosed by the path using the current fill colour.
  @MainActor
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Paints the region enclosed by the path using the specified blend mode and transparency.
  @MainActor
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Draws a line along the path using the current stroke colour and this path's line style.
  @MainActor
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dash.phase, lengths: dash.pattern)
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Draws a line along the path using the specified blend mode and transparency.
  @MainActor
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }

  /// Intersects the area enclosed by the path with the clipping path of the current context.
  @MainActor
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  public var description: String { "UIBezierPath(bounds: \(bounds))" }
}

extension CGMutablePath {
  /// Adds a rectangle with each corner rounded by its own radius: top left, top right, bottom
  /// right, bottom left.
  func addRoundedRect(in rect: CGRect, radii: (CGFloat, CGFloat, CGFloat, CGFloat)) {
    func size(_ radius: CGFloat) -> PathSize { PathSize(width: radius, height: radius) }
    var part = PathGeometry()
    part.addRoundedRect(
      PathRect(rect),
      radii: CornerRadii(topLeft: size(radii.0), topRight: size(radii.1), bottomRight: size(radii.2), bottomLeft: size(radii.3)))
    geometry.addPath(part)
  }
}
