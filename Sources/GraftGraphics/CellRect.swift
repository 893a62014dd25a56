/// An integer rectangle measured in terminal cells.
///
/// Edges follow the half-open convention: `maxX` and `maxY` are the first column and row
/// *outside* the rectangle, so `width` and `height` are simply `maxX - minX` and `maxY - minY`.
public struct CellRect: Hashable, Sendable {
  /// The leftmost column.
  public var x: Int
  /// The topmost row.
  public var y: Int
  /// The number of columns; zero or negative means the rectangle is empty.
  public var width: Int
  /// The number of rows; zero or negative means the rectangle is empty.
  public var height: Int

  /// Creates a rectangle from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

  /// The leftmost column, `x`.
  public var minX: Int { x }
  /// The topmost row, `y`.
  public var minY: Int { y }
  /// The first column to the right of the rectangle, `x + width` (exclusive).
  public var maxX: Int { x + width }
  /// The first row below the rectangle, `y + height` (exclusive).
  public var maxY: Int { y + height }

  /// Whether the rectangle covers no cells at all.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The cells both rectangles cover, or `.zero` when they share none.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard left < right, top < bottom else { return .zero }
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle covering both; an empty rectangle contributes nothing.
  ///
  /// Why empty rectangles are ignored: they are what "no dirty region yet" looks like, and
  /// accumulating dirty regions must not stretch the result towards the origin.
  public func union(_ other: CellRect) -> CellRect {
    if other.isEmpty { return isEmpty ? .zero : self }
    if isEmpty { return other }
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    let right = max(maxX, other.maxX)
    let bottom = max(maxY, other.maxY)
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the rectangles share at least one cell.
  public func intersects(_ other: CellRect) -> Bool {
    !intersection(other).isEmpty
  }

  /// Whether the cell at column `x`, row `y` lies inside the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }
}
