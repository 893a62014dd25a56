/// A point in floating-point cell coordinates: x grows to the right, y grows downwards, and
/// 1.0 is one cell's width (in x) or one cell's height (in y).
///
/// Why cells and not dots: clients (`CGContext`, `UIBezierPath`, SwiftUI shapes) measure in
/// points, which Graft maps one to one onto cells; the canvas chooses the dot grid later.
package struct PathPoint: Hashable, Sendable {
  /// The horizontal coordinate, in cell widths.
  package var x: Double
  /// The vertical coordinate, in cell heights.
  package var y: Double

  /// Creates a point from its coordinates.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  package static let zero = PathPoint(x: 0, y: 0)

  /// Whether both coordinates are finite; the rasteriser skips any point that is not.
  package var isFinite: Bool { x.isFinite && y.isFinite }
}
