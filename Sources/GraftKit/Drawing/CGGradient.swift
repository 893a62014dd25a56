public import Foundation
import GraftGraphics

/// A definition for a smooth transition between colours for drawing radial and axial gradient
/// fills.
public final class CGGradient: @unchecked Sendable {
  // NB: Immutable after init, which is what makes the unchecked Sendable conformance sound.
  package let colors: [UIColor]
  package let locations: [CGFloat]

  /// Creates a gradient from colours and their locations, from 0 to 1; `nil` locations spread
  /// the colours evenly.
  public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
    guard !colors.isEmpty, locations == nil || locations?.count == colors.count else { return nil }
    self.colors = colors.map(\.uiColor)
    self.locations =
      locations ?? (colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) })
  }

  /// Creates a gradient from colours and a buffer of as many locations.
  public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
    self.init(
      colorsSpace: space, colors: colors, locations: locations.map { pointer in (0..<colors.count).map { pointer[$0] } })
  }

  package init(colors: [UIColor], locations: [CGFloat]) {
    self.colors = colors
    self.locations = locations
  }

  func raster(_ kind: RasterGradient.Kind) -> RasterGradient {
    let stops = zip(colors, locations).compactMap { color, location in
      color.terminalColor.map { RasterGradient.Stop(color: $0, location: location) }
    }
    return RasterGradient(stops: stops, kind: kind)
  }
}

/// Drawing options for extending the gradient beyond its start or end; Graft extends both.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The fill should extend beyond the starting location.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The fill should extend beyond the ending location.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
  /// Paints a gradient fill that varies along the line defined by the provided starting and
  /// ending points, within the current clip.
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
  ) {
    paintClip(with: gradient.raster(.linear(start: bufferPoint(startPoint), end: bufferPoint(endPoint))))
  }

  /// Paints a gradient fill that varies between two circles, within the current clip; Graft
  /// draws it about the end circle's centre.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    let scale = bufferTransform.cgAffineTransform
    let factor = (hypot(scale.a, scale.b) + hypot(scale.c, scale.d)) / 2
    paintClip(
      with: gradient.raster(
        .radial(center: bufferPoint(endCenter), startRadius: startRadius * factor, endRadius: endRadius * factor)))
  }

  /// Paints a gradient that sweeps around `center`, starting at `angle` (radians): SwiftUI's
  /// angular gradient.
  package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat, endAngle: CGFloat) {
    paintClip(
      with: gradient.raster(.angular(center: bufferPoint(center), startAngle: startAngle, endAngle: endAngle)))
  }

  /// Fills everything the clip lets through with `gradient`.
  private func paintClip(with gradient: RasterGradient) {
    var area = PathGeometry()
    area.addRect(PathRect(clip))
    fill(area, paint: .gradient(gradient), opacity: Double(graphicsState.alpha), rule: .winding)
  }
}
