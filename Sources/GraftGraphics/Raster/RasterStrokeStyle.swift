/// How a stroke ends an open subpath, as `CGLineCap`.
package enum RasterLineCap: Hashable, Sendable {
  /// Ends exactly at the end point.
  case butt
  /// Ends in a half circle of the line's width around the end point.
  case round
  /// Ends half the line's width past the end point, squarely.
  case square
}

/// How a stroke turns a corner, as `CGLineJoin`.
package enum RasterLineJoin: Hashable, Sendable {
  /// Extends the outer edges to meet in a point, unless that point is further than
  /// `miterLimit` half-widths away, when it bevels instead.
  case miter
  /// Rounds the corner with a circle of the line's width.
  case round
  /// Cuts the corner straight across.
  case bevel
}

/// Everything that shapes a stroke, in cell units, as `CGContext`'s line state and SwiftUI's
/// `StrokeStyle`.
///
/// Widths and dash lengths are measured in cells along the path, the same unit its points use:
/// a width of 1 makes a horizontal line one cell tall and a vertical line one cell wide.
///
/// Hairlines: a width of at most one dot across (half a cell for braille and quadrants, a
/// whole cell for half blocks and cells), zero included, draws a line exactly one dot thick,
/// one dot per column or row along its longer axis, whatever the join; only a zero-length
/// segment looks at the cap (a dot unless butt). That is all a thin line can be on a dot grid,
/// and far cheaper than an outline. Each step lights the dot holding the line's point there,
/// so a line exactly along a shape's right or bottom edge lies in the dots beyond it: inset
/// such an outline by half a dot, as UIKit code insets a one-pixel line by half a pixel.
package struct RasterStrokeStyle: Hashable, Sendable {
  /// The line's full width, in cells.
  package var lineWidth: Double
  /// How open subpaths and dashes end.
  package var lineCap: RasterLineCap
  /// How corners are turned.
  package var lineJoin: RasterLineJoin
  /// The longest miter, as a multiple of the line's width, before a miter join bevels; Core
  /// Graphics' default is 10.
  package var miterLimit: Double
  /// Alternating lengths of dashes and gaps, in cells; empty draws a solid line.
  package var dashPattern: [Double]
  /// How far into the pattern the stroke starts, in cells.
  package var dashPhase: Double

  /// Creates a stroke style; the defaults are Core Graphics' (a one-cell butt line with miter
  /// joins and no dashes).
  package init(
    lineWidth: Double = 1, lineCap: RasterLineCap = .butt, lineJoin: RasterLineJoin = .miter,
    miterLimit: Double = 10, dashPattern: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }
}
