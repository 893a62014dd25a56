/// A rectangle in floating-point cell coordinates (see `PathPoint`).
///
/// A negative width or height is allowed and describes the same area as its standardised
/// form, as `CGRect` does; `standardized` flips it.
package struct PathRect: Hashable, Sendable {
  /// The corner with the smallest coordinates, when the size is not negative.
  package var origin: PathPoint
  /// The extent along each axis, in cells.
  package var width: Double
  /// The extent along the vertical axis, in cells.
  package var height: Double

  /// Creates a rectangle from its origin and size.
  package init(x: Double, y: Double, width: Double, height: Double) {
    origin = PathPoint(x: x, y: y)
    self.width = width
    self.height = height
  }

  /// The rectangle covering exactly the cells of `rect`.
  package init(_ rect: CellRect) {
    self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
  }

  /// The smallest x coordinate.
  package var minX: Double { min(origin.x, origin.x + width) }
  /// The smallest y coordinate.
  package var minY: Double { min(origin.y, origin.y + height) }
  /// The largest x coordinate.
  package var maxX: Double { max(origin.x, origin.x + width) }
  /// The largest y coordinate.
  package var maxY: Double { max(origin.y, origin.y + height) }
  /// The centre's x coordinate.
  package var midX: Double { origin.x + width / 2 }
  /// The centre's y coordinate.
  package var midY: Double { origin.y + height / 2 }

  /// The same area with a non-negative width and height.
  package var standardized: PathRect {
    PathRect(x: minX, y: minY, width: abs(width), height: abs(height))
  }

  /// Whether the rectangle covers no area.
  package var isEmpty: Bool { !(width != 0 && height != 0) }

  /// The smallest rectangle containing both; an empty operand still counts as its corner.
  package func union(_ other: PathRect) -> PathRect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return PathRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}

/// A width and height in cells, used for elliptical corner radii.
package struct PathSize: Hashable, Sendable {
  /// The horizontal extent, in cell widths.
  package var width: Double
  /// The vertical extent, in cell heights.
  package var height: Double

  /// Creates a size.
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No extent: a square corner.
  package static let zero = PathSize(width: 0, height: 0)
}
