import Foundation

extension CGRect {
  // NB: Foundation's `intersects(_:)` on Linux counts rectangles that only touch, so a row just
  // below the prepared rectangle would get a cell; layouts and the collection view use this.
  /// Whether the two rectangles share some area.
  func overlaps(_ other: CGRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
