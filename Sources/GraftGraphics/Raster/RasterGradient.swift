import Foundation

/// A colour ramp laid over the plane: linear, radial or angular, with stops at locations
/// from 0 to 1, as `CGGradient`, `CAGradientLayer` and SwiftUI's gradients.
///
/// Geometry is in cells, like paths, so a radial gradient is circular in cell units (taller
/// than wide on screen, as cells are). Outside 0...1 the end colours extend ("pad"). Colours
/// are interpolated in RGB; a `.default` stop cannot be mixed, so between it and its
/// neighbour the nearer of the two is used.
package struct RasterGradient: Hashable, Sendable {
  /// One colour at one place along the ramp.
  package struct Stop: Hashable, Sendable {
    /// The colour.
    package var color: Color
    /// Where it sits, from 0 (start) to 1 (end).
    package var location: Double

    /// Creates a stop.
    package init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// How a point's position along the ramp is measured.
  package enum Kind: Hashable, Sendable {
    /// Along the line from `start` (0) to `end` (1), constant across it.
    case linear(start: PathPoint, end: PathPoint)
    /// By distance from `center`: `startRadius` is 0, `endRadius` is 1.
    case radial(center: PathPoint, startRadius: Double, endRadius: Double)
    /// By elliptical distance from `center`: 0 at the centre, 1 on the ellipse with these
    /// radii along x and y, as `CAGradientLayer`'s radial gradient.
    case elliptical(center: PathPoint, radiusX: Double, radiusY: Double)
    /// By angle around `center`, in radians clockwise on screen from the positive x axis:
    /// `startAngle` is 0, `endAngle` is 1.
    case angular(center: PathPoint, startAngle: Double, endAngle: Double)
  }

  /// The stops, sorted by location (equal locations keep their order, giving a hard edge).
  package let stops: [Stop]
  /// The geometry.
  package var kind: Kind

  /// Creates a gradient; stops with a non-finite location are dropped and locations clamp to
  /// 0...1.
  package init(stops: [Stop], kind: Kind) {
    let valid = stops.filter { $0.location.isFinite }.map {
      Stop(color: $0.color, location: min(max($0.location, 0), 1))
    }
    self.stops = valid.enumerated().sorted {
      $0.element.location != $1.element.location
        ? $0.element.location < $1.element.location : $0.offset < $1.offset
    }.map(\.element)
    self.kind = kind
  }

  /// Creates a gradient whose colours are spread evenly from 0 to 1, as SwiftUI's
  /// `Gradient(colors:)`.
  package init(colors: [Color], kind: Kind) {
    let last = Double(max(colors.count - 1, 1))
    self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / last) }, kind: kind)
  }

  /// Where `point` falls along the ramp, before clamping to 0...1.
  package func location(at point: PathPoint) -> Double {
    switch kind {
    case .linear(let start, let end):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = dx * dx + dy * dy
      guard length > 0, length.isFinite else { return 0 }
      return ((point.x - start.x) * dx + (point.y - start.y) * dy) / length
    case .radial(let center, let startRadius, let endRadius):
      let dx = point.x - center.x
      let dy = point.y - center.y
      let distance = (dx * dx + dy * dy).squareRoot()
      let span = endRadius - startRadius
      guard span != 0, span.isFinite else { return distance >= endRadius ? 1 : 0 }
      return (distance - startRadius) / span
    case .elliptical(let center, let radiusX, let radiusY):
      guard radiusX > 0, radiusY > 0, radiusX.isFinite, radiusY.isFinite else { return 1 }
      let dx = (point.x - center.x) / radiusX
      let dy = (point.y - center.y) / radiusY
      return (dx * dx + dy * dy).squareRoot()
    case .angular(let center, let startAngle, let endAngle):
      let span = endAngle - startAngle
      guard span > 0, span.isFinite else { return 0 }
      var angle = atan2(point.y - center.y, point.x - center.x) - startAngle
      angle = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
      if angle < 0 { angle += 2 * Double.pi }
      return angle / span
    }
  }

  /// The colour at `point`.
  package func color(at point: PathPoint) -> Color {
    color(atLocation: location(at: point))
  }

  /// The colour at `location` along the ramp (clamped to 0...1); `.default` with no stops.
  package func color(atLocation location: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .default }
    let t = location.isFinite ? min(max(location, 0), 1) : 0
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    // NB: the first stop past t; stops are few, so a linear search beats a binary one.
    var upper = 1
    while upper < stops.count - 1, stops[upper].location < t { upper += 1 }
    let low = stops[upper - 1]
    let high = stops[upper]
    let span = high.location - low.location
    let fraction = span > 0 ? (t - low.location) / span : 1
    guard case .rgb(let r0, let g0, let b0) = low.color, case .rgb(let r1, let g1, let b1) = high.color else {
      return fraction < 0.5 ? low.color : high.color
    }
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded())
    }
    return .rgb(mix(r0, r1), mix(g0, g1), mix(b0, b1))
  }
}
