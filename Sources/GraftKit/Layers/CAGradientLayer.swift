public import Foundation
import GraftGraphics

/// A layer that draws a colour gradient over its background colour, filling its bounds.
///
/// The gradient draws in 24-bit colour in half blocks, so each cell shows two colours one above
/// the other (docs/Drawing.md). Only `CGColor`s in ``colors`` count, as on iOS; a fully
/// transparent colour is left out, since a terminal cannot show what is beneath through it.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0.5)
/// gradient.endPoint = CGPoint(x: 1, y: 0.5)
/// gradient.frame = view.bounds
/// view.layer.insertSublayer(gradient, at: 0)
/// ```
@MainActor @preconcurrency
open class CAGradientLayer: CALayer {
  /// The colours of the gradient's stops, as `CGColor`s; `nil` (the default) draws nothing.
  open var colors: [Any]? {
    didSet { invalidateDrawing() }
  }

  /// Where each colour sits, from 0 to 1; `nil` (the default) spreads them evenly.
  open var locations: [NSNumber]? {
    didSet { invalidateDrawing() }
  }

  /// Where the gradient starts, in the unit coordinate space of the bounds; the default is
  /// (0.5, 0), the top centre. For `.radial` and `.conic`, the centre.
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { invalidateDrawing() }
  }

  /// Where the gradient ends, in the unit coordinate space; the default is (0.5, 1), the
  /// bottom centre. For `.radial`, the offset from ``startPoint`` gives the ellipse's radii;
  /// for `.conic`, the direction the sweep starts in.
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { invalidateDrawing() }
  }

  /// The style of gradient; the default is `.axial`.
  open var type = CAGradientLayerType.axial {
    didSet { invalidateDrawing() }
  }

  override var hasClassContent: Bool { !(colors ?? []).isEmpty }

  override func drawClassContent(in context: CGContext, alpha: CGFloat) {
    let bounds = self.bounds
    guard !bounds.isEmpty, let gradient = rasterGradient(in: bounds, context: context) else { return }
    context.setAlpha(alpha)
    let area = context.geometry { $0.addRect(bounds) }
    context.fill(area, paint: .gradient(gradient), opacity: Double(alpha), rule: .winding)
  }

  /// The gradient in buffer coordinates, or `nil` without a colour to show.
  private func rasterGradient(in bounds: CGRect, context: CGContext) -> RasterGradient? {
    let colors = (self.colors ?? []).compactMap { $0 as? CGColor }
    guard !colors.isEmpty else { return nil }
    let last = Double(Swift.max(colors.count - 1, 1))
    var stops: [RasterGradient.Stop] = []
    for (index, color) in colors.enumerated() {
      guard let terminal = color.uiColor.terminalColor else { continue }
      let location = locations.flatMap { index < $0.count ? $0[index].doubleValue : nil } ?? Double(index) / last
      stops.append(RasterGradient.Stop(color: terminal, location: colors.count == 1 ? 0 : location))
    }
    guard !stops.isEmpty else { return nil }
    func point(_ unit: CGPoint) -> PathPoint {
      context.bufferPoint(
        CGPoint(x: bounds.minX + unit.x.layerSafe * bounds.width, y: bounds.minY + unit.y.layerSafe * bounds.height))
    }
    let start = point(startPoint)
    let end = point(endPoint)
    let kind: RasterGradient.Kind =
      switch type {
      case .radial: .elliptical(center: start, radiusX: abs(end.x - start.x), radiusY: abs(end.y - start.y))
      case .conic:
        .angular(
          center: start, startAngle: atan2(end.y - start.y, end.x - start.x),
          endAngle: atan2(end.y - start.y, end.x - start.x) + 2 * .pi)
      default: .linear(start: start, end: end)
      }
    return RasterGradient(stops: stops, kind: kind)
  }

  override func setLayerValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    switch keyPath {
    case "colors": colors = value as? [Any]
    case "locations": locations = value as? [NSNumber]
    case "startPoint": if let point = value as? CGPoint { startPoint = point }
    case "endPoint": if let point = value as? CGPoint { endPoint = point }
    default: return super.setLayerValue(value, forKeyPath: keyPath)
    }
    return true
  }

  override func layerValue(forKeyPath keyPath: String) -> Any?? {
    switch keyPath {
    case "colors": .some(colors)
    case "locations": .some(locations)
    case "startPoint": startPoint
    case "endPoint": endPoint
    default: super.layerValue(forKeyPath: keyPath)
    }
  }
}

/// The style of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Varies along the line from the start point to the end point (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Varies with distance from the start point, out to an ellipse through the end point's
  /// offsets.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Varies with angle around the start point, from the direction of the end point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
