extension DotCanvas {
  /// Draws the covered dots into `buffer` at `area`, cell by cell, with the technique's
  /// characters, combining with what the buffer already shows.
  ///
  /// Cells with no covered dot are left alone. For the others:
  /// - **Colours.** A dot with opacity below 1 is blended with the cell's background when both
  ///   are RGB; otherwise it counts as covered when its opacity is at least one half.
  /// - **Solid cells.** A cell whose every dot has one RGB colour becomes a space on that
  ///   background: crisp, and cheap to send. With the default colour it becomes `█` (blocks)
  ///   or `⣿` (braille), as the default colour only exists as a foreground.
  /// - **Braille** keeps, for its one foreground, the colour covering most dots (the earlier
  ///   dot on a tie), and adds its dots to a braille pattern already in the cell.
  /// - **Blocks** use two colours: the colour covering most dots is the foreground, and the
  ///   background is either a second colour (the one furthest from it, when it covers more
  ///   dots than are empty) or the cell's own background. Each covered dot takes the nearer of
  ///   the two, and each side shows the average of its dots, so gradients stay smooth.
  /// - **Cells** become a space on the dot's background, or `#` for the default colour.
  /// - **Text.** A cell holding text (anything but a space, a braille pattern or a block
  ///   element) keeps its text: blocks and cells give it the covering colour as background
  ///   when at least half its dots are covered, braille leaves it alone. Graphics cells are
  ///   replaced, keeping their background where the shape leaves it showing. Text drawn later
  ///   simply overwrites.
  package func render(into buffer: inout CellBuffer) {
    let visible = area.intersection(buffer.bounds)
    guard !visible.isEmpty else { return }
    let perX = technique.dotsPerCellX
    let perY = technique.dotsPerCellY
    var words = [UInt32](repeating: 0, count: 8)
    for cellY in visible.minY..<visible.maxY {
      let firstRow = (cellY - area.y) * perY
      let touchedBase = (cellY - area.y) * area.width - area.x
      for cellX in visible.minX..<visible.maxX where touchedCells[touchedBase + cellX] {
        let firstColumn = (cellX - area.x) * perX
        let existing = buffer[cellX, cellY]
        let background = existing.style.background
        // Each dot's colour after opacity, in the cell's reading order (rows, then columns).
        for dy in 0..<perY {
          let base = (firstRow + dy) * dotsWide + firstColumn
          for dx in 0..<perX {
            words[dy * perX + dx] = Self.effective(
              dots[base + dx], opacity: opacities[base + dx], over: background)
          }
        }
        let count = perX * perY
        let change: CellChange?
        switch technique {
        case .braille: change = Self.brailleCell(words, existing: existing)
        case .quadrants:
          change = Self.blockCell(words[0..<count], glyphs: RasterGlyphs.quadrants, existing: existing)
        case .halfBlocks:
          change = Self.blockCell(words[0..<count], glyphs: RasterGlyphs.halfBlocks, existing: existing)
        case .cells: change = Self.blockCell(words[0..<1], glyphs: [" ", "#"], existing: existing)
        }
        switch change {
        case nil:
          break
        case .glyph(let text, let style):
          if existing.text != text || existing.style != style {
            buffer.storeGraphic(text, style: style, x: cellX, y: cellY)
          }
        case .background(let color):
          if existing.style.background != color {
            buffer.modifyStyle(in: CellRect(x: cellX, y: cellY, width: 1, height: 1)) {
              $0.background = color
            }
          }
        }
      }
    }
  }

  /// What rendering does to one cell.
  enum CellChange {
    /// Show a graphic character (or a space) in a style.
    case glyph(String, TextStyle)
    /// Keep the cell's text and give it a background.
    case background(Color)
  }

  /// A dot's word once its opacity is applied over `background` (0 when it drops out).
  static func effective(_ word: UInt32, opacity: UInt8, over background: Color) -> UInt32 {
    guard word != 0, opacity < 255 else { return word }
    guard case .rgb(let r, let g, let b) = background, word & DotColor.defaultColor == 0 else {
      return opacity >= 128 ? word : 0
    }
    let a = UInt32(opacity)
    func mix(_ top: UInt32, _ bottom: UInt8) -> UInt32 {
      (top * a + UInt32(bottom) * (255 - a) + 127) / 255
    }
    return DotColor.covered | mix(word >> 16 & 0xFF, r) << 16 | mix(word >> 8 & 0xFF, g) << 8
      | mix(word & 0xFF, b)
  }

  /// The braille cell for eight dots in reading order, or `nil` to leave the cell alone.
  static func brailleCell(_ words: [UInt32], existing: Cell) -> CellChange? {
    var bits: UInt8 = 0
    for index in 0..<8 where words[index] != 0 { bits |= RasterGlyphs.brailleBit[index] }
    guard bits != 0 else { return nil }
    let dominant = mostCommon(words[0..<8])
    var style = existing.style
    style.attributes = []
    switch RasterGlyphs.content(of: existing.text) {
    case .text:
      return nil
    case .braille(let old):
      bits |= old
    case .blank, .block:
      if bits == 0xFF, dominant & DotColor.defaultColor == 0, words.allSatisfy({ $0 == dominant }) {
        style.background = DotColor.decode(dominant)
        return .glyph(" ", style)
      }
    }
    style.foreground = DotColor.decode(dominant)
    return .glyph(RasterGlyphs.braille[Int(bits)], style)
  }

  /// The block cell for a cell's dots in reading order, or `nil` to leave the cell alone.
  static func blockCell(_ words: ArraySlice<UInt32>, glyphs: [String], existing: Cell) -> CellChange?
  {
    let covered = words.reduce(0) { $0 + ($1 != 0 ? 1 : 0) }
    guard covered > 0 else { return nil }
    let first = mostCommon(words)
    if case .text = RasterGlyphs.content(of: existing.text) {
      guard covered * 2 >= words.count, first & DotColor.defaultColor == 0 else { return nil }
      return .background(DotColor.decode(first))
    }
    var style = existing.style
    style.attributes = []
    let full = glyphs.count - 1
    if covered == words.count, words.allSatisfy({ $0 == first }) {
      if first & DotColor.defaultColor != 0 {
        style.foreground = .default
        return .glyph(glyphs[full], style)
      }
      style.background = DotColor.decode(first)
      return .glyph(" ", style)
    }
    // The second colour: the covered dot furthest from the first.
    var second = first
    var furthest = -1
    for word in words where word != 0 {
      let distance = Self.distance(word, first)
      if distance > furthest {
        furthest = distance
        second = word
      }
    }
    var foregroundBits = 0
    var backgroundSide: [UInt32] = []
    var foregroundSide: [UInt32] = []
    for (index, word) in words.enumerated() where word != 0 {
      if second != first, distance(word, second) < distance(word, first) {
        backgroundSide.append(word)
      } else {
        foregroundSide.append(word)
        foregroundBits |= 1 << index
      }
    }
    let empty = words.count - covered
    if !backgroundSide.isEmpty, backgroundSide.count > empty || empty == 0 {
      style.background = DotColor.decode(average(backgroundSide))
    } else {
      // Too few to win the background: they show as foreground rather than vanish.
      for (index, word) in words.enumerated() where word != 0 { foregroundBits |= 1 << index }
      foregroundSide += backgroundSide
    }
    style.foreground = DotColor.decode(average(foregroundSide))
    return .glyph(glyphs[foregroundBits], style)
  }

  /// The most frequent non-zero word, the earliest on a tie.
  private static func mostCommon(_ words: ArraySlice<UInt32>) -> UInt32 {
    var best: UInt32 = 0
    var bestCount = 0
    for word in words where word != 0 && word != best {
      let count = words.reduce(0) { $0 + ($1 == word ? 1 : 0) }
      if count > bestCount {
        best = word
        bestCount = count
      }
    }
    return best
  }

  /// Squared RGB distance between two covered words; the default colour is far from any RGB.
  private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
    if a == b { return 0 }
    if (a ^ b) & DotColor.defaultColor != 0 { return 3 * 256 * 256 }
    let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
    let dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
    let db = Int(a & 0xFF) - Int(b & 0xFF)
    return dr * dr + dg * dg + db * db
  }

  /// The mean colour of covered words, or the first if any is the default colour.
  private static func average(_ words: [UInt32]) -> UInt32 {
    guard let first = words.first else { return 0 }
    if words.count == 1 || words.contains(where: { $0 & DotColor.defaultColor != 0 }) { return first }
    var sums = (0, 0, 0)
    for word in words {
      sums.0 += Int(word >> 16 & 0xFF)
      sums.1 += Int(word >> 8 & 0xFF)
      sums.2 += Int(word & 0xFF)
    }
    let n = words.count
    return DotColor.covered | UInt32((sums.0 + n / 2) / n) << 16 | UInt32((sums.1 + n / 2) / n) << 8
      | UInt32((sums.2 + n / 2) / n)
  }
}
