/// How a canvas's dots become terminal cells: which characters, and how many dots each cell
/// holds.
///
/// | technique | dots per cell | characters | colours per cell |
/// |---|---|---|---|
/// | `braille` | 2 × 4 | U+2800–U+28FF | one foreground |
/// | `quadrants` | 2 × 2 | ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█ | foreground and background |
/// | `halfBlocks` | 1 × 2 | ▀ ▄ █ | foreground and background |
/// | `cells` | 1 × 1 | a space on a background, or `#` | one |
///
/// Why a choice: braille has the finest grid but a single colour per cell and dots with gaps
/// between them, which suits lines; blocks are coarser but solid and take two colours, which
/// suits areas and gradients; `cells` works where the terminal is not UTF-8.
package enum RasterTechnique: Hashable, Sendable {
  /// Braille patterns: 2 × 4 dots per cell, one colour per cell.
  case braille
  /// Quadrant blocks: 2 × 2 dots per cell, two colours per cell.
  case quadrants
  /// Upper and lower half blocks: 1 × 2 dots per cell, two colours per cell.
  case halfBlocks
  /// Whole cells, for terminals without UTF-8: one dot per cell, sampled at its centre.
  case cells

  /// Dots per cell horizontally.
  package var dotsPerCellX: Int {
    switch self {
    case .braille, .quadrants: 2
    case .halfBlocks, .cells: 1
    }
  }

  /// Dots per cell vertically.
  package var dotsPerCellY: Int {
    switch self {
    case .braille: 4
    case .quadrants, .halfBlocks: 2
    case .cells: 1
    }
  }

  /// What to stroke lines with: braille when the terminal takes UTF-8, for the finest lines,
  /// else whole cells.
  package static func forStrokes(unicode: Bool) -> RasterTechnique {
    unicode ? .braille : .cells
  }

  /// What to fill areas with: quadrant blocks when the terminal takes UTF-8, so areas are solid
  /// colour with half-cell edges, else whole cells.
  package static func forFills(unicode: Bool) -> RasterTechnique {
    unicode ? .quadrants : .cells
  }

  /// What to fill gradients with: half blocks when the terminal takes UTF-8, giving two
  /// colours stacked in every cell (the finest colour resolution a cell can show), else cells.
  package static func forGradients(unicode: Bool) -> RasterTechnique {
    unicode ? .halfBlocks : .cells
  }
}
