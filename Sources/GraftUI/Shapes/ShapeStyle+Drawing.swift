import Foundation

extension ShapeStyle {
  /// Paints the area `path` encloses, in a context whose user space is the shape's frame.
  @MainActor
  package func fill(_ path: CGPath, in frame: CGRect, eoFill: Bool, context: CGContext, environment: EnvironmentValues) {
    let rule: CGPathFillRule = eoFill ? .evenOdd : .winding
    switch self {
    case let gradient as LinearGradient:
      clipped(to: path, rule: rule, context) {
        context.drawLinearGradient(
          gradient.gradient.cgGradient, start: gradient.startPoint.point(in: frame),
          end: gradient.endPoint.point(in: frame), options: [])
      }
    case let gradient as RadialGradient:
      clipped(to: path, rule: rule, context) {
        let center = gradient.center.point(in: frame)
        context.drawRadialGradient(
          gradient.gradient.cgGradient, startCenter: center, startRadius: gradient.startRadius, endCenter: center,
          endRadius: gradient.endRadius, options: [])
      }
    case let gradient as AngularGradient:
      clipped(to: path, rule: rule, context) {
        context.drawConicGradient(
          gradient.gradient.cgGradient, center: gradient.center.point(in: frame),
          startAngle: gradient.startAngle.radians, endAngle: gradient.endAngle.radians)
      }
    case let gradient as AnyGradient:
      gradient.base.fill(path, in: frame, eoFill: eoFill, context: context, environment: environment)
    case let gradient as PointGradient:
      clipped(to: path, rule: rule, context) {
        switch gradient.kind {
        case .linear(let start, let end):
          context.drawLinearGradient(gradient.gradient.cgGradient, start: start, end: end, options: [])
        case .radial(let center, let startRadius, let endRadius):
          context.drawRadialGradient(
            gradient.gradient.cgGradient, startCenter: center, startRadius: startRadius, endCenter: center,
            endRadius: endRadius, options: [])
        }
      }
    default:
      guard let color = color(in: environment) else { return }
      context.setFillColor(color.uiColor.cgColor)
      context.addPath(path)
      context.fillPath(using: rule)
    }
  }

  /// Strokes `path` with this style's colour (a gradient strokes in its first colour).
  @MainActor
  package func stroke(_ path: CGPath, style: StrokeStyle, context: CGContext, environment: EnvironmentValues) {
    guard let color = color(in: environment) else { return }
    context.setStrokeColor(color.uiColor.cgColor)
    context.setLineWidth(style.lineWidth)
    context.setLineCap(style.lineCap)
    context.setLineJoin(style.lineJoin)
    context.setMiterLimit(style.miterLimit)
    context.setLineDash(phase: style.dashPhase, lengths: style.dash)
    context.addPath(path)
    context.strokePath()
  }

  /// The one colour this style draws with in `environment`, if it has one.
  @MainActor
  package func color(in environment: EnvironmentValues) -> Color? {
    switch self {
    case is ForegroundStyle: environment.foregroundColor ?? .primary
    case is TintShapeStyle: environment.tint ?? .accentColor
    case let gradient as LinearGradient: gradient.gradient.stops.first?.color
    case let gradient as RadialGradient: gradient.gradient.stops.first?.color
    case let gradient as AngularGradient: gradient.gradient.stops.first?.color
    case let gradient as AnyGradient: gradient.base.gradient.stops.last?.color
    case let gradient as PointGradient: gradient.gradient.stops.first?.color
    default: resolvedColor
    }
  }

  @MainActor
  private func clipped(to path: CGPath, rule: CGPathFillRule, _ context: CGContext, _ paint: () -> Void) {
    context.saveGState()
    context.addPath(path)
    context.clip(using: rule)
    paint()
    context.restoreGState()
  }
}

extension UnitPoint {
  /// This unit point in `frame`.
  package func point(in frame: CGRect) -> CGPoint {
    CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
  }
}
