import Foundation

extension Shape {
  /// Fills this shape with a colour or gradient.
  ///
  /// ```swift
  /// Circle().fill(.red)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: self, drawing: .fill(content, style))
  }

  /// Fills this shape with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: self, drawing: .fill(ForegroundStyle(), style))
  }

  /// Traces the outline of this shape with a colour or gradient.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: self, drawing: .stroke(content, StrokeStyle(lineWidth: lineWidth)))
  }

  /// Traces the outline of this shape with a colour or gradient and a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    ShapeView(shape: self, drawing: .stroke(content, style))
  }

  /// Returns a new shape that is a stroked copy of this one, in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Returns a new shape that is a stroked copy of this one, in the foreground style.
  public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
    StrokedShape(base: self, style: style)
  }

  /// Trims this shape by a fractional amount based on its representation as a path.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(base: self, from: startFraction, to: endFraction)
  }

  /// Returns a new version of this shape with a transform applied to its path.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(base: self, transform: transform, anchor: nil)
  }

  /// Changes the relative position of this shape using the specified size.
  public func offset(_ offset: CGSize) -> TransformedShape<Self> {
    transform(CGAffineTransform(translationX: offset.width, y: offset.height))
  }

  /// Changes the relative position of this shape using the specified point.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// Scales this shape about an anchor point.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(base: self, transform: CGAffineTransform(scaleX: x, y: y), anchor: anchor)
  }

  /// Scales this shape uniformly about an anchor point.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// Rotates this shape around an anchor point at the angle you specify.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(base: self, transform: CGAffineTransform(rotationAngle: angle.radians), anchor: anchor)
  }
}

extension InsettableShape {
  /// Returns a view that is the result of insetting `self` by half `lineWidth` and stroking it,
  /// so the stroke lies inside the frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Returns a view that is the result of insetting `self` by half the style's line width and
  /// stroking it.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
    // NB: Inset by half the width the line draws at, plus half a dot, so a hairline lies just
    // inside the frame rather than on its far edges (docs/Drawing.md).
    let drawnWidth = style.lineWidth * 0.5
    return ShapeView(shape: inset(by: drawnWidth / 2 + 0.25), drawing: .stroke(content, style))
  }

  /// Returns a view that is the result of insetting `self` and stroking it in the foreground
  /// style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
  }
}

/// A shape drawn as the outline of another, in the foreground style.
public struct StrokedShape<Base: Shape>: Shape {
  public typealias Body = ShapeView<Self>
  let base: Base
  let style: StrokeStyle

  nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

  public var body: ShapeView<Self> {
    ShapeView(shape: self, drawing: .stroke(ForegroundStyle(), style))
  }
}

/// A shape trimmed to a fraction of its outline.
public struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: CGFloat
  let to: CGFloat

  nonisolated public func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: from, to: to)
  }
}

/// A shape with an affine transform applied to its path, about an anchor of its frame.
public struct TransformedShape<Base: Shape>: Shape {
  let base: Base
  let transform: CGAffineTransform
  let anchor: UnitPoint?

  nonisolated public func path(in rect: CGRect) -> Path {
    guard let anchor else { return base.path(in: rect).applying(transform) }
    let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    let about = CGAffineTransform(translationX: -point.x, y: -point.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
    return base.path(in: rect).applying(about)
  }
}

extension Path {
  /// Returns a partial copy of the path, from `fromFraction` to `toFraction` of its length.
  ///
  /// Curves are measured and cut as short straight pieces, finer than a dot.
  public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
    let from = max(0, min(1, fromFraction.isFinite ? fromFraction : 0))
    let to = max(0, min(1, toFraction.isFinite ? toFraction : 1))
    guard from < to else { return Path() }
    if from == 0, to == 1 { return self }
    let segments = flattenedSegments()
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let (start, end) = (from * total, to * total)
    var path = Path()
    var travelled: CGFloat = 0
    var pen: CGPoint?
    for segment in segments {
      defer { travelled += segment.length }
      let (a, b) = (travelled, travelled + segment.length)
      guard b > start, a < end, segment.length > 0 else { continue }
      func point(at distance: CGFloat) -> CGPoint {
        let t = (distance - a) / segment.length
        return CGPoint(x: segment.from.x + (segment.to.x - segment.from.x) * t, y: segment.from.y + (segment.to.y - segment.from.y) * t)
      }
      let first = point(at: max(a, start)), last = point(at: min(b, end))
      if pen == nil || pen != first || segment.startsSubpath { path.move(to: first) }
      path.addLine(to: last)
      pen = last
    }
    return path
  }

  /// The path as straight segments, each remembering whether it begins a subpath.
  private func flattenedSegments() -> [(from: CGPoint, to: CGPoint, length: CGFloat, startsSubpath: Bool)] {
    var segments: [(from: CGPoint, to: CGPoint, length: CGFloat, startsSubpath: Bool)] = []
    var current = CGPoint.zero, start = CGPoint.zero, newSubpath = true
    func line(to point: CGPoint) {
      segments.append((current, point, hypot(point.x - current.x, point.y - current.y), newSubpath))
      newSubpath = false
      current = point
    }
    for element in elements {
      switch element {
      case .move(let p): current = p; start = p; newSubpath = true
      case .line(let p): line(to: p)
      case .quadCurve(let p, let c):
        let from = current
        for step in 1...16 {
          let t = CGFloat(step) / 16, u = 1 - t
          line(to: CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x, y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curve(let p, let c1, let c2):
        let from = current
        for step in 1...24 {
          let t = CGFloat(step) / 24, u = 1 - t
          let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          line(to: CGPoint(
            x: w0 * from.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * from.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
        }
      case .closeSubpath: line(to: start)
      }
    }
    return segments
  }
}

extension Path: Shape {
  nonisolated public func path(in rect: CGRect) -> Path { self }
}
