import Foundation

extension PathGeometry {
  /// The cubic control-point distance, as a fraction of the radius, that best approximates a
  /// quarter circle: 4/3 · tan(π/8).
  static let quarterArcKappa = 0.552_284_749_830_793_4

  /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner, as
  /// `CGPath.addRect` does in UIKit's coordinates.
  package mutating func addRect(_ rect: PathRect) {
    let rect = rect.standardized
    move(to: PathPoint(x: rect.minX, y: rect.minY))
    addLine(to: PathPoint(x: rect.maxX, y: rect.minY))
    addLine(to: PathPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: PathPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds a rectangle with elliptical corners as one closed subpath, clockwise on screen.
  ///
  /// Radii that do not fit are scaled down together along each axis, as CSS and SwiftUI do, so
  /// two corners on one side never overlap; a corner with a zero radius is square.
  package mutating func addRoundedRect(_ rect: PathRect, radii: CornerRadii) {
    let rect = rect.standardized
    var radii = radii
    for keyPath in [\CornerRadii.topLeft, \.topRight, \.bottomRight, \.bottomLeft] {
      let size = radii[keyPath: keyPath]
      radii[keyPath: keyPath] = PathSize(width: max(size.width, 0), height: max(size.height, 0))
    }
    let horizontal = max(
      radii.topLeft.width + radii.topRight.width, radii.bottomLeft.width + radii.bottomRight.width)
    let vertical = max(
      radii.topLeft.height + radii.bottomLeft.height, radii.topRight.height + radii.bottomRight.height)
    let scaleX = horizontal > rect.width && horizontal > 0 ? rect.width / horizontal : 1
    let scaleY = vertical > rect.height && vertical > 0 ? rect.height / vertical : 1
    func scaled(_ size: PathSize) -> PathSize {
      PathSize(width: size.width * scaleX, height: size.height * scaleY)
    }
    let topLeft = scaled(radii.topLeft)
    let topRight = scaled(radii.topRight)
    let bottomRight = scaled(radii.bottomRight)
    let bottomLeft = scaled(radii.bottomLeft)
    let k = Self.quarterArcKappa

    move(to: PathPoint(x: rect.minX + topLeft.width, y: rect.minY))
    addLine(to: PathPoint(x: rect.maxX - topRight.width, y: rect.minY))
    addCorner(
      to: PathPoint(x: rect.maxX, y: rect.minY + topRight.height),
      control1: PathPoint(x: rect.maxX - topRight.width * (1 - k), y: rect.minY),
      control2: PathPoint(x: rect.maxX, y: rect.minY + topRight.height * (1 - k)), radius: topRight)
    addLine(to: PathPoint(x: rect.maxX, y: rect.maxY - bottomRight.height))
    addCorner(
      to: PathPoint(x: rect.maxX - bottomRight.width, y: rect.maxY),
      control1: PathPoint(x: rect.maxX, y: rect.maxY - bottomRight.height * (1 - k)),
      control2: PathPoint(x: rect.maxX - bottomRight.width * (1 - k), y: rect.maxY), radius: bottomRight)
    addLine(to: PathPoint(x: rect.minX + bottomLeft.width, y: rect.maxY))
    addCorner(
      to: PathPoint(x: rect.minX, y: rect.maxY - bottomLeft.height),
      control1: PathPoint(x: rect.minX + bottomLeft.width * (1 - k), y: rect.maxY),
      control2: PathPoint(x: rect.minX, y: rect.maxY - bottomLeft.height * (1 - k)), radius: bottomLeft)
    addLine(to: PathPoint(x: rect.minX, y: rect.minY + topLeft.height))
    addCorner(
      to: PathPoint(x: rect.minX + topLeft.width, y: rect.minY),
      control1: PathPoint(x: rect.minX, y: rect.minY + topLeft.height * (1 - k)),
      control2: PathPoint(x: rect.minX + topLeft.width * (1 - k), y: rect.minY), radius: topLeft)
    closeSubpath()
  }

  /// A corner's quarter ellipse, or nothing for a square corner.
  private mutating func addCorner(
    to point: PathPoint, control1: PathPoint, control2: PathPoint, radius: PathSize
  ) {
    guard radius.width > 0, radius.height > 0 else {
      addLine(to: point)
      return
    }
    addCurve(to: point, control1: control1, control2: control2)
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting
  /// at the right-most point and running clockwise on screen.
  package mutating func addEllipse(in rect: PathRect) {
    let rect = rect.standardized
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    let k = Self.quarterArcKappa
    move(to: PathPoint(x: cx + rx, y: cy))
    addCurve(
      to: PathPoint(x: cx, y: cy + ry), control1: PathPoint(x: cx + rx, y: cy + ry * k),
      control2: PathPoint(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: PathPoint(x: cx - rx, y: cy), control1: PathPoint(x: cx - rx * k, y: cy + ry),
      control2: PathPoint(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: PathPoint(x: cx, y: cy - ry), control1: PathPoint(x: cx - rx, y: cy - ry * k),
      control2: PathPoint(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: PathPoint(x: cx + rx, y: cy), control1: PathPoint(x: cx + rx * k, y: cy - ry),
      control2: PathPoint(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  /// Adds a circular arc, joined to the current point by a line if there is one.
  ///
  /// Angles are in radians from the positive x axis. Because y points down, a growing angle
  /// turns clockwise on screen, and `clockwise: true` sweeps from `startAngle` to `endAngle`
  /// through growing angles. That is `UIBezierPath(arcCenter:…clockwise:)`'s meaning, which is
  /// stated in UIKit's flipped space, so it can be passed straight through. Core Graphics
  /// states `clockwise` in its unflipped y-up space: a `CGContext.addArc` in a UIKit-style
  /// (flipped) context means the opposite on screen, so pass `!clockwise` from there.
  ///
  /// A sweep of 2π or more (in the chosen direction) draws the whole circle once; equal angles
  /// add only the start point.
  package mutating func addArc(
    center: PathPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    let twoPi = 2 * Double.pi
    let raw = clockwise ? endAngle - startAngle : startAngle - endAngle
    var sweep = raw >= twoPi ? twoPi : raw.truncatingRemainder(dividingBy: twoPi)
    if sweep < 0 { sweep += twoPi }
    if !clockwise { sweep = -sweep }

    let start = PathPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if currentPoint == nil || verbs.last == .close { move(to: start) } else { addLine(to: start) }
    let pieces = Int((abs(sweep) / (Double.pi / 2)).rounded(.up))
    guard pieces > 0 else { return }
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      addCurve(
        to: PathPoint(x: center.x + radius * c1, y: center.y + radius * s1),
        control1: PathPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
        control2: PathPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
      angle = next
    }
  }
}
