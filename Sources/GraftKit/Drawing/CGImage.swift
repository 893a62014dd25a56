public import Foundation
package import GraftGraphics

/// A bitmap image: in a terminal, a rectangle of drawn cells, one cell a point.
///
/// Made by `UIGraphicsImageRenderer` or `CGContext.makeImage()`, and drawn by `UIImageView`,
/// `CALayer.contents` and `CGContext.draw(_:in:)`.
public final class CGImage: Hashable, @unchecked Sendable {
  // NB: Immutable after init, which is what makes the unchecked Sendable conformance sound.
  package let cells: CellBuffer

  package init(cells: CellBuffer) {
    self.cells = cells
  }

  /// The width of the image, in cells.
  public var width: Int { cells.width }

  /// The height of the image, in cells.
  public var height: Int { cells.height }

  /// The bits in each colour component; a cell's colours are 8 bits each.
  public var bitsPerComponent: Int { 8 }

  /// The bits in each cell's colour, red, green and blue.
  public var bitsPerPixel: Int { 24 }

  /// A copy of the part of the image inside `rect`, or `nil` when they do not meet.
  public func cropping(to rect: CGRect) -> CGImage? {
    let area = rect.cellRect.intersection(cells.bounds)
    guard !area.isEmpty else { return nil }
    var cropped = CellBuffer(width: area.width, height: area.height)
    for y in 0..<area.height {
      for x in 0..<area.width { cropped[x, y] = cells[area.minX + x, area.minY + y] }
    }
    return CGImage(cells: cropped)
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs.cells == rhs.cells }
  public func hash(into hasher: inout Hasher) { hasher.combine(cells.width); hasher.combine(cells.height) }
}

extension CGContext {
  /// Draws `image` with its top-left cell at `rect`'s origin, unscaled and clipped to the
  /// context; blank cells in the terminal's own colours are transparent.
  ///
  /// Unlike Core Graphics in a UIKit view, the image is not drawn upside down: cells have no
  /// flipped coordinate system to correct for.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    draw(cells: image.cells, at: rect.origin)
  }

  /// An image of everything drawn in the context so far.
  public func makeImage() -> CGImage? {
    CGImage(cells: buffer)
  }

  /// Draws `cells` with their top-left cell at `point`, in the current view's coordinates.
  package func draw(cells: CellBuffer, at point: CGPoint) {
    guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e6, abs(point.y) < 1e6 else { return }
    let left = Int(point.x.rounded(.down)) + origin.x
    let top = Int(point.y.rounded(.down)) + origin.y
    let area = CellRect(x: left, y: top, width: cells.width, height: cells.height).intersection(clip)
    guard !area.isEmpty else { return }
    clippedToPaths(area) { drawCells(cells, in: area, left: left, top: top) }
  }

  private func drawCells(_ cells: CellBuffer, in area: CellRect, left: Int, top: Int) {
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let cell = cells[x - left, y - top]
        guard cell != .blank, !cell.isContinuation else { continue }
        buffer.write(
          cell.text, x: x, y: y, style: cell.style, clip: clip,
          keepingBackground: cell.style.background == .default)
      }
    }
  }
}
