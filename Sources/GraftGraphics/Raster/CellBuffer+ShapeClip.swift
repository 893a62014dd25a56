/// The cells of a rectangle of a `CellBuffer`, exactly as stored, kept so that what is drawn
/// over them afterwards can be clipped to a shape (`CellBuffer.keep(inside:since:unicode:)`).
package struct CellSnapshot: Sendable {
  /// The cells taken, in buffer coordinates: the rectangle asked for, within the buffer.
  package let area: CellRect
  /// The cells of `area`, row by row.
  let cells: [Cell]

  /// The cell at (`x`, `y`), which must lie in `area`.
  subscript(x: Int, y: Int) -> Cell { cells[(y - area.y) * area.width + x - area.x] }
}

extension CellBuffer {
  /// The cells of `region` (within the buffer) as they are now.
  package func snapshot(of region: CellRect) -> CellSnapshot {
    let area = region.intersection(bounds)
    var taken: [Cell] = []
    taken.reserveCapacity(area.width * area.height)
    for y in area.minY..<area.maxY {
      taken.append(contentsOf: cells[y * width + area.minX..<y * width + area.maxX])
    }
    return CellSnapshot(area: area, cells: taken)
  }

  /// Keeps, of what was drawn in `snapshot.area` since `snapshot` was taken, only what lies
  /// inside `clip`; elsewhere the snapshot's cells show again. What a shape clip
  /// (`clipShape(_:style:)`, `CALayer.mask`, `CGContext.clip()` around text) comes down to.
  ///
  /// Each changed cell is judged at the resolution of what it shows, by the centres of its
  /// dots as the rasteriser fills:
  /// - **Braille** keeps the dots inside (eight a cell) and adds them to what was beneath, as a
  ///   stroke does.
  /// - **A solid cell or a quadrant or half block** keeps its quarters inside (four a cell);
  ///   a cell cut by the outline becomes a quadrant block of the kept quarters over what was
  ///   beneath, as a fill does, so a clipped colour shows the shape a fill of it would.
  /// - **Anything else** (text, other symbols, blank cells in the terminal's colours) is kept
  ///   whole when the cell's centre is inside and gone when it is not; a wide character goes
  ///   by its first cell's centre.
  ///
  /// Without `unicode`, every cell goes by its centre.
  package mutating func keep(inside clip: RasterClip, since snapshot: CellSnapshot, unicode: Bool) {
    let area = snapshot.area.intersection(bounds)
    guard !area.isEmpty else { return }
    var masks = ClipMasks(clip: clip, area: area)
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x < area.maxX {
        let drawn = cells[y * width + x]
        let before = snapshot[x, y]
        let columns = drawn.width == 2 && x + 1 < area.maxX ? 2 : 1
        defer { x += columns }
        guard drawn != before || (columns == 2 && cells[y * width + x + 1] != snapshot[x + 1, y]) else { continue }
        switch Self.judge(drawn, before: before, x: x, y: y, unicode: unicode, masks: &masks) {
        case .keep:
          break
        case .restore:
          for column in x..<x + columns { self[column, y] = snapshot[column, y] }
        case .replace(let cell):
          self[x, y] = cell
        }
      }
    }
  }

  /// What becomes of one changed cell.
  private enum Verdict {
    case keep, restore
    case replace(Cell)
  }

  private static func judge(
    _ drawn: Cell, before: Cell, x: Int, y: Int, unicode: Bool, masks: inout ClipMasks
  ) -> Verdict {
    let centre: Verdict = masks.inside(.cells, x: x, y: y) == 1 ? .keep : .restore
    guard unicode, !drawn.isContinuation else { return centre }
    switch RasterGlyphs.content(of: drawn.text) {
    case .braille(let bits):
      let inside = UInt8(masks.inside(.braille, x: x, y: y))
      if inside == 0xFF { return .keep }
      guard bits & inside != 0 else { return .restore }
      // NB: `inside` is in reading order (rows, then columns); braille bits are not.
      var words = [UInt32](repeating: 0, count: 8)
      let word = DotColor.encode(drawn.style.foreground)
      for index in 0..<8 where inside & 1 << index != 0 && bits & RasterGlyphs.brailleBit[index] != 0 {
        words[index] = word
      }
      return verdict(DotCanvas.brailleCell(words, existing: before), before: before)
    case .blank where drawn.style.background == .default:
      return centre
    case .blank, .block:
      guard let drawnBits = RasterGlyphs.quadrantBits[drawn.text] else { return centre }
      let inside = masks.inside(.quadrants, x: x, y: y)
      if inside == 0xF { return .keep }
      if inside == 0 { return .restore }
      let beneathBits = RasterGlyphs.quadrantBits[before.text]
      var words = [UInt32](repeating: 0, count: 4)
      for index in 0..<4 {
        if inside & 1 << index != 0 {
          let color = drawnBits & 1 << index != 0 ? drawn.style.foreground : drawn.style.background
          // NB: The terminal's own background exists only behind text; such a quarter shows
          // what was beneath.
          words[index] =
            color == .default && drawnBits & 1 << index == 0 ? 0 : DotColor.encode(color)
        } else if let beneathBits, beneathBits & 1 << index != 0 {
          words[index] = DotColor.encode(before.style.foreground)
        }
      }
      return verdict(DotCanvas.blockCell(words[...], glyphs: RasterGlyphs.quadrants, existing: before), before: before)
    case .text:
      return centre
    }
  }

  private static func verdict(_ change: DotCanvas.CellChange?, before: Cell) -> Verdict {
    switch change {
    case nil: .restore
    case .glyph(let text, let style): .replace(Cell(text, style: style))
    case .background(let color):
      .replace(Cell(before.text, style: TextStyle(
        foreground: before.style.foreground, background: color, attributes: before.style.attributes)))
    }
  }
}

/// Which dots of an area lie inside a clip, at each resolution a cell is judged at, worked out
/// only when first needed.
private struct ClipMasks {
  let clip: RasterClip
  let area: CellRect
  private var canvases: [RasterTechnique: DotCanvas] = [:]

  init(clip: RasterClip, area: CellRect) {
    self.clip = clip
    self.area = area
  }

  /// The dots of the cell at (`x`, `y`) inside the clip, one bit each in reading order.
  mutating func inside(_ technique: RasterTechnique, x: Int, y: Int) -> Int {
    let canvas = canvas(technique)
    let perX = technique.dotsPerCellX
    let perY = technique.dotsPerCellY
    var bits = 0
    for dy in 0..<perY {
      for dx in 0..<perX
      where canvas.isCovered(column: (x - area.x) * perX + dx, row: (y - area.y) * perY + dy) {
        bits |= 1 << (dy * perX + dx)
      }
    }
    return bits
  }

  private mutating func canvas(_ technique: RasterTechnique) -> DotCanvas {
    if let canvas = canvases[technique] { return canvas }
    var canvas = DotCanvas(area: area, technique: technique)
    canvas.clip(to: clip)
    var everything = PathGeometry()
    everything.addRect(PathRect(area))
    canvas.fill(everything, with: .color(.rgb(0, 0, 0)))
    canvases[technique] = canvas
    return canvas
  }
}
