package import Foundation
package import GraftGraphics

// NB: One point is one terminal cell. Frames may hold fractions (a centred view, say); a cell
// belongs to a view when the view covers the cell's centre, which is what rounding both edges does.

extension CGRect {
  /// The cells this rectangle covers, rounding each edge to the nearest cell boundary.
  package var cellRect: CellRect {
    guard !isNull, !isInfinite else { return .zero }
    let minX = Int(self.minX.rounded()), minY = Int(self.minY.rounded())
    let maxX = Int(self.maxX.rounded()), maxY = Int(self.maxY.rounded())
    return CellRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// The rectangle inset by `dx` and `dy` on each side, as `insetBy(dx:dy:)` insets it, except
  /// that an inset larger than the rectangle leaves it empty along its middle instead of making
  /// it `CGRect.null`, whose origin is infinite: a rectangle a frame can take.
  package func clampedInsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    let rect = standardized
    let dx = min(dx, rect.width / 2), dy = min(dy, rect.height / 2)
    return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
  }

  /// The rectangle covering exactly the given cells.
  package init(_ cells: CellRect) {
    self.init(x: cells.x, y: cells.y, width: cells.width, height: cells.height)
  }
}

extension CGPoint {
  /// The cell containing this point.
  package var cell: (x: Int, y: Int) {
    (Int(x.rounded(.down)), Int(y.rounded(.down)))
  }
}
