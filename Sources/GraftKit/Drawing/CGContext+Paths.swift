public import Foundation
package import GraftGraphics

// NB: Paths are kept in buffer coordinates, transformed by the current transform as each part is
// added, as Core Graphics keeps them in device space; painting uses the state at that moment.

extension CGContext {
  // MARK: Building the current path

  /// Creates a new empty path in a graphics context.
  public func beginPath() { currentPath = PathGeometry() }

  /// Begins a new subpath at the point you specify.
  public func move(to point: CGPoint) { currentPath.move(to: bufferPoint(point)) }

  /// Appends a straight line segment from the current point to the provided point.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: bufferPoint(point)) }

  /// Adds a sequence of connected straight-line segments to the current path.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Appends a cubic Bézier curve from the current point, using the control points and end
  /// point you specify.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: bufferPoint(end), control1: bufferPoint(control1), control2: bufferPoint(control2))
  }

  /// Appends a quadratic Bézier curve from the current point, using a control point and an end
  /// point you specify.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: bufferPoint(end), control: bufferPoint(control))
  }

  /// Adds a rectangular path to the current path.
  public func addRect(_ rect: CGRect) { addPart { $0.addRect(rect) } }

  /// Adds a set of rectangular paths to the current path.
  public func addRects(_ rects: [CGRect]) { addPart { $0.addRects(rects) } }

  /// Adds an ellipse that fits inside the specified rectangle.
  public func addEllipse(in rect: CGRect) { addPart { $0.addEllipse(in: rect) } }

  /// Adds an arc of a circle to the current path, specified with a radius and angles.
  ///
  /// As in a UIKit view's flipped context, `clockwise: true` runs towards decreasing angles,
  /// which is anticlockwise on screen.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    addPart(continuing: true) {
      $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
  }

  /// Adds an arc of a circle to the current path, using a radius and tangent points.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    addPart(continuing: true) { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }

  /// Adds a previously created path object to the current path in a graphics context.
  public func addPath(_ path: CGPath) {
    currentPath.addPath(path.geometry.transformed(by: bufferTransform))
  }

  /// Closes and terminates the current path's subpath.
  public func closePath() { currentPath.closeSubpath() }

  /// Whether the current path contains no subpaths.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current point in a non-empty path, in user space.
  public var currentPointOfPath: CGPoint {
    guard let point = currentPath.currentPoint else { return .zero }
    return CGPoint(point).applying(bufferTransform.cgAffineTransform.inverted())
  }

  /// The bounding box of the current path, in user space.
  public var boundingBoxOfPath: CGRect {
    CGPath(geometry: currentPath.transformed(by: bufferTransform.cgAffineTransform.inverted().affine))
      .boundingBoxOfPath
  }

  /// Returns a path equivalent to the current path, in user space.
  public var path: CGPath? {
    currentPath.isEmpty
      ? nil : CGPath(geometry: currentPath.transformed(by: bufferTransform.cgAffineTransform.inverted().affine))
  }

  /// Adds what `body` adds to a mutable path in user space, transformed into the buffer.
  private func addPart(continuing: Bool = false, _ body: (CGMutablePath) -> Void) {
    let part = CGMutablePath()
    if continuing, let current = currentPath.currentPoint {
      part.move(to: CGPoint(current).applying(bufferTransform.cgAffineTransform.inverted()))
    }
    body(part)
    let geometry = part.geometry.transformed(by: bufferTransform)
    var skipsMove = continuing && currentPath.currentPoint != nil
    geometry.forEachElement { element in
      switch element {
      case .move(let p):
        if skipsMove { skipsMove = false } else { currentPath.move(to: p) }
      case .line(let p): currentPath.addLine(to: p)
      case .quadCurve(let p, let c): currentPath.addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): currentPath.addCurve(to: p, control1: c1, control2: c2)
      case .close: currentPath.closeSubpath()
      }
    }
  }

  // MARK: Painting

  /// Paints a line along the current path, then empties it.
  public func strokePath() {
    stroke(currentPath)
    currentPath = PathGeometry()
  }

  /// Paints the area within the current path, using the specified fill rule, then empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    fill(currentPath, rule: rule)
    currentPath = PathGeometry()
  }

  /// Paints the area within the current path, using the even-odd fill rule.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Draws the current path using the provided drawing mode, then empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: fill(currentPath, rule: .winding)
    case .eoFill: fill(currentPath, rule: .evenOdd)
    case .stroke: stroke(currentPath)
    case .fillStroke: fill(currentPath, rule: .winding); stroke(currentPath)
    case .eoFillStroke: fill(currentPath, rule: .evenOdd); stroke(currentPath)
    }
    currentPath = PathGeometry()
  }

  /// Paints a rectangular path.
  public func stroke(_ rect: CGRect) { stroke(geometry { $0.addRect(rect) }) }

  /// Paints a rectangular path, using the specified line width.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Paints the area contained within the provided rectangles.
  public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

  /// Paints the area of the ellipse that fits inside the provided rectangle.
  public func fillEllipse(in rect: CGRect) { fill(geometry { $0.addEllipse(in: rect) }, rule: .winding) }

  /// Strokes an ellipse that fits inside the specified rectangle.
  public func strokeEllipse(in rect: CGRect) { stroke(geometry { $0.addEllipse(in: rect) }) }

  /// Strokes a sequence of line segments: each pair of points is one segment.
  public func strokeLineSegments(between points: [CGPoint]) {
    stroke(
      geometry { path in
        var index = 0
        while index + 1 < points.count {
          path.move(to: points[index])
          path.addLine(to: points[index + 1])
          index += 2
        }
      })
  }

  // MARK: Clipping

  /// Modifies the current clipping path, using the specified fill rule, then empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    graphicsState.pathClip.intersect(
      with: RasterClip(paths: [RasterClip.Path(currentPath, rule: rule == .evenOdd ? .evenOdd : .nonZero)]))
    currentPath = PathGeometry()
  }

  /// Modifies the current clipping path, using the even-odd rule.
  public func eoClip() { clip(using: .evenOdd) }

  /// Sets the clipping path to the intersection of the current clipping path with `rect`.
  public func clip(to rect: CGRect) {
    graphicsState.pathClip.intersect(with: RasterClip(paths: [RasterClip.Path(geometry { $0.addRect(rect) })]))
  }

  /// Sets the clipping path to the intersection of the current clipping path with the union of
  /// `rects`.
  public func clip(to rects: [CGRect]) {
    graphicsState.pathClip.intersect(with: RasterClip(paths: [RasterClip.Path(geometry { $0.addRects(rects) })]))
  }

  /// Resets the path clip; the view's own bounds still clip.
  public func resetClip() { graphicsState.pathClip = .none }

  // MARK: - Rasterising

  /// A path in user space built by `body`, in buffer coordinates.
  func geometry(_ body: (CGMutablePath) -> Void) -> PathGeometry {
    let path = CGMutablePath()
    body(path)
    return path.geometry.transformed(by: bufferTransform)
  }

  /// The clip every paint is limited to: the view's cells and the path clip.
  var rasterClip: RasterClip {
    var clip = RasterClip(rect: PathRect(self.clip))
    clip.intersect(with: graphicsState.pathClip)
    return clip
  }

  /// Strokes `path`, in buffer coordinates, with the current stroke colour and line style.
  package func stroke(_ path: PathGeometry) {
    guard !path.isEmpty, let color = graphicsState.strokeColor.terminalColor else { return }
    let opacity = Double(graphicsState.strokeColor.alphaComponent * graphicsState.alpha)
    buffer.stroke(
      path, style: rasterStrokeStyle, with: .color(color), opacity: opacity,
      technique: .forStrokes(unicode: usesUnicodeGraphics), clip: rasterClip)
  }

  /// Fills `path`, in buffer coordinates, with the current fill colour.
  package func fill(_ path: PathGeometry, rule: CGPathFillRule) {
    guard !path.isEmpty, let color = graphicsState.pathFillColor.terminalColor else { return }
    let opacity = Double(graphicsState.pathFillColor.alphaComponent * graphicsState.alpha)
    fill(path, paint: .color(color), opacity: opacity, rule: rule)
  }

  /// Fills `path`, in buffer coordinates, with `paint`.
  package func fill(_ path: PathGeometry, paint: RasterPaint, opacity: Double, rule: CGPathFillRule) {
    let technique: RasterTechnique =
      if case .gradient = paint { .forGradients(unicode: usesUnicodeGraphics) } else {
        .forFills(unicode: usesUnicodeGraphics)
      }
    buffer.fill(
      path, with: paint, opacity: opacity, rule: rule == .evenOdd ? .evenOdd : .nonZero,
      technique: technique, clip: rasterClip)
  }
}

extension AffineTransform2D {
  var cgAffineTransform: CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }
}

extension RasterClip {
  /// Narrows this clip to what `other` also lets through.
  mutating func intersect(with other: RasterClip) {
    if let rect = other.rect {
      if let current = self.rect {
        let left = max(current.minX, rect.minX), top = max(current.minY, rect.minY)
        self.rect = PathRect(
          x: left, y: top, width: max(min(current.maxX, rect.maxX) - left, 0),
          height: max(min(current.maxY, rect.maxY) - top, 0))
      } else {
        self.rect = rect
      }
    }
    paths += other.paths
  }
}
