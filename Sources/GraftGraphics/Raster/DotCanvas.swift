/// A grid of dots over a rectangle of cells: paths are filled and stroked into it, then it is
/// rendered into a `CellBuffer` with its technique's characters.
///
/// A canvas covers `area`, in the buffer's cell coordinates, so paths are given in the same
/// coordinates as the buffer and a canvas only as large as what a drawing touches is enough
/// (`area(covering:outset:within:)` works that out). Each dot holds whether it is covered, a
/// colour and an opacity, in flat arrays allocated once; later paint replaces earlier paint
/// dot by dot.
///
/// ```swift
/// var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 10, height: 3), technique: .braille)
/// var ellipse = PathGeometry()
/// ellipse.addEllipse(in: PathRect(x: 0, y: 0, width: 10, height: 3))
/// canvas.stroke(ellipse, style: RasterStrokeStyle(lineWidth: 0), with: .color(.red))
/// canvas.render(into: &buffer)
/// ```
package struct DotCanvas: Sendable {
  /// The cells the canvas covers, in buffer coordinates.
  package let area: CellRect
  /// How dots map to cells, and so how many dots a cell has.
  package let technique: RasterTechnique
  /// Dots per row: `area.width` times the technique's dots per cell.
  package let dotsWide: Int
  /// Rows of dots: `area.height` times the technique's dots per cell.
  package let dotsHigh: Int

  /// Each dot's paint, row-major (see `DotColor`).
  private(set) var dots: [UInt32]
  /// Each dot's opacity, 0–255; meaningful only where the dot is covered.
  private(set) var opacities: [UInt8]
  /// Whether each cell has a painted dot, so rendering and clearing visit only those.
  private(set) var touchedCells: [Bool]
  /// Which dots paint may reach, when a path clip is set (1 = inside), else `nil`.
  private var clipMask: [UInt8]?
  /// The dot columns and rows paint may reach.
  private var clipColumns: Range<Int>
  private var clipRows: Range<Int>
  /// The scan converter, taken out while an operation runs so it is never copied.
  private var filler: ScanlineFiller?
  /// Cells to dots.
  let mapping: DotMapping

  /// Creates an empty canvas over `area` (a negative size counts as empty).
  package init(area: CellRect, technique: RasterTechnique) {
    let area = CellRect(x: area.x, y: area.y, width: max(area.width, 0), height: max(area.height, 0))
    self.area = area
    self.technique = technique
    dotsWide = area.width * technique.dotsPerCellX
    dotsHigh = area.height * technique.dotsPerCellY
    dots = Array(repeating: 0, count: dotsWide * dotsHigh)
    opacities = Array(repeating: 0, count: dotsWide * dotsHigh)
    touchedCells = Array(repeating: false, count: area.width * area.height)
    clipColumns = 0..<dotsWide
    clipRows = 0..<dotsHigh
    mapping = DotMapping(
      scaleX: Double(technique.dotsPerCellX), scaleY: Double(technique.dotsPerCellY),
      originX: Double(area.x), originY: Double(area.y))
  }

  /// The cells of `within` that a drawing of a path with `bounds`, reaching `outset` cells
  /// past them (half a stroke's width, or more for miters and square caps), can touch.
  ///
  /// Why: clients make a canvas only as large as this, so work follows the drawn area.
  package static func area(covering bounds: PathRect?, outset: Double, within limit: CellRect) -> CellRect {
    guard let bounds, bounds.minX.isFinite || bounds.maxX.isFinite else { return .zero }
    let outset = outset.isFinite ? max(outset, 0) : Double(limit.width + limit.height)
    func clamp(_ value: Double, _ low: Int, _ high: Int) -> Int {
      guard !value.isNaN else { return low }
      return Int(min(max(value, Double(low)), Double(high)))
    }
    let left = clamp((bounds.minX - outset).rounded(.down), limit.minX, limit.maxX)
    let right = clamp((bounds.maxX + outset).rounded(.up), limit.minX, limit.maxX)
    let top = clamp((bounds.minY - outset).rounded(.down), limit.minY, limit.maxY)
    let bottom = clamp((bounds.maxY + outset).rounded(.up), limit.minY, limit.maxY)
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether the dot at (`column`, `row`) is covered.
  package func isCovered(column: Int, row: Int) -> Bool {
    guard column >= 0, column < dotsWide, row >= 0, row < dotsHigh else { return false }
    return dots[row * dotsWide + column] != 0
  }

  /// The colour of the dot at (`column`, `row`), or `nil` if it is not covered.
  package func color(column: Int, row: Int) -> Color? {
    guard isCovered(column: column, row: row) else { return nil }
    return DotColor.decode(dots[row * dotsWide + column])
  }

  /// The dots as text, `#` for covered and `.` for not, one line per row: how tests show a
  /// canvas before any characters are chosen.
  package var dotPicture: String {
    (0..<dotsHigh).map { row in
      String((0..<dotsWide).map { dots[row * dotsWide + $0] != 0 ? "#" : "." })
    }.joined(separator: "\n")
  }

  /// Uncovers every dot, visiting only cells that were painted; the clip stays.
  ///
  /// Why: a client that draws many shapes keeps one canvas and clears it, so its memory is
  /// allocated (and first touched) once.
  package mutating func clear() {
    let perX = technique.dotsPerCellX
    let perY = technique.dotsPerCellY
    for cell in touchedCells.indices where touchedCells[cell] {
      touchedCells[cell] = false
      let firstColumn = cell % area.width * perX
      let firstRow = cell / area.width * perY
      for row in firstRow..<firstRow + perY {
        for column in firstColumn..<firstColumn + perX { dots[row * dotsWide + column] = 0 }
      }
    }
  }

  // MARK: - Clipping

  /// Limits later paint to the dots whose centres lie inside `rect` (in cells), as
  /// `CGContext.clip(to:)`; clips only ever shrink. A rectangle with a NaN edge clips
  /// everything away.
  package mutating func clip(to rect: PathRect) {
    let rect = rect.standardized
    func column(_ x: Double) -> Int {
      guard !x.isNaN else { return 0 }
      return Int(min(max((mapping.x(x) - 0.5).rounded(.up), 0), Double(dotsWide)))
    }
    func row(_ y: Double) -> Int {
      guard !y.isNaN else { return 0 }
      return Int(min(max((mapping.y(y) - 0.5).rounded(.up), 0), Double(dotsHigh)))
    }
    let columns = column(rect.minX)..<max(column(rect.minX), column(rect.maxX))
    let rows = row(rect.minY)..<max(row(rect.minY), row(rect.maxY))
    clipColumns = clipColumns.clamped(to: columns)
    clipRows = clipRows.clamped(to: rows)
  }

  /// Limits later paint to the dots inside `path` under `rule`, as `CGContext.clip(using:)`;
  /// clips only ever shrink.
  package mutating func clip(to path: PathGeometry, rule: RasterFillRule = .nonZero) {
    var inside = [UInt8](repeating: 0, count: dotsWide * dotsHigh)
    let width = dotsWide
    var filler = edges(of: path)
    filler.resolve(rule) { row, columns in
      for column in columns { inside[row * width + column] = 1 }
    }
    self.filler = filler
    if let mask = clipMask {
      for index in inside.indices { inside[index] &= mask[index] }
    }
    clipMask = inside
  }

  /// Removes every clip.
  package mutating func resetClip() {
    clipMask = nil
    clipColumns = 0..<dotsWide
    clipRows = 0..<dotsHigh
  }

  // MARK: - Painting

  /// Paints the dots inside `path` under `rule`, as `CGContext.fillPath(using:)`; every
  /// subpath counts as closed.
  ///
  /// - Parameter opacity: 0...1; below 1 the colour is blended with each cell's background
  ///   when rendered (see `render(into:)`). Zero or NaN paints nothing.
  package mutating func fill(
    _ path: PathGeometry, with paint: RasterPaint, opacity: Double = 1, rule: RasterFillRule = .nonZero
  ) {
    guard let alpha = Self.alpha(opacity), dotsWide > 0, dotsHigh > 0 else { return }
    var filler = edges(of: path)
    filler.resolve(rule) { row, columns in
      paintSpan(row: row, columns: columns, with: paint, alpha: alpha)
    }
    self.filler = filler
  }

  /// Paints the dots a stroke of `path` with `style` covers, as `CGContext.strokePath()`.
  ///
  /// The width is clamped to twice the canvas's width plus height, in cells, so an enormous
  /// width costs no more than one that already covers the canvas. A NaN or infinite width, or
  /// opacity zero or NaN, paints nothing.
  package mutating func stroke(
    _ path: PathGeometry, style: RasterStrokeStyle, with paint: RasterPaint, opacity: Double = 1
  ) {
    guard let alpha = Self.alpha(opacity), style.lineWidth.isFinite, dotsWide > 0, dotsHigh > 0 else {
      return
    }
    let width = min(max(style.lineWidth, 0), Double(2 * (area.width + area.height)))
    let hairline = width * mapping.scaleX <= 1
    let dot = 1 / min(mapping.scaleX, mapping.scaleY)
    var reach = dot
    if !hairline {
      let joinReach = style.lineJoin == .miter ? min(max(style.miterLimit, 1), 1e6) : 1
      let capReach = style.lineCap == .square ? 2.0.squareRoot() : 1
      reach += width / 2 * max(joinReach, capReach)
    }
    let box = PathRect(
      x: Double(area.x) - reach, y: Double(area.y) - reach,
      width: Double(area.width) + 2 * reach, height: Double(area.height) + 2 * reach)
    var stroker = Stroker(
      filler: takeFiller(), mapping: mapping, style: style, width: width, hairline: hairline, box: box)
    flattener(cullBox: box).flatten(path, into: &stroker)
    var filler = stroker.takeFiller()
    filler.resolve(.nonZero) { row, columns in
      paintSpan(row: row, columns: columns, with: paint, alpha: alpha)
    }
    self.filler = filler
  }

  /// The opacity as 0–255, or `nil` when nothing would show.
  private static func alpha(_ opacity: Double) -> UInt8? {
    guard opacity > 0 else { return nil }
    return UInt8(min(opacity, 1) * 255 + 0.5)
  }

  private func flattener(cullBox: PathRect) -> PathFlattener {
    PathFlattener(dotsPerCellX: mapping.scaleX, dotsPerCellY: mapping.scaleY, cullBox: cullBox)
  }

  /// The scan converter, made on first use and reused after.
  private mutating func takeFiller() -> ScanlineFiller {
    if let existing = filler {
      filler = nil
      return existing
    }
    return ScanlineFiller(width: dotsWide, height: dotsHigh)
  }

  /// The scan converter holding `path`'s edges, to be resolved and handed back.
  private mutating func edges(of path: PathGeometry) -> ScanlineFiller {
    let dot = 1 / min(mapping.scaleX, mapping.scaleY)
    let box = PathRect(
      x: Double(area.x) - dot, y: Double(area.y) - dot,
      width: Double(area.width) + 2 * dot, height: Double(area.height) + 2 * dot)
    var sink = FillSink(filler: takeFiller(), mapping: mapping, box: box)
    flattener(cullBox: box).flatten(path, into: &sink)
    var taken = ScanlineFiller(width: 0, height: 0)
    swap(&taken, &sink.filler)
    return taken
  }

  /// Paints one run of a row, within the clip.
  private mutating func paintSpan(row: Int, columns: Range<Int>, with paint: RasterPaint, alpha: UInt8) {
    guard clipRows.contains(row) else { return }
    let columns = columns.clamped(to: clipColumns)
    guard !columns.isEmpty else { return }
    let base = row * dotsWide
    let cellBase = row / technique.dotsPerCellY * area.width
    for cell in columns.lowerBound / technique.dotsPerCellX...(columns.upperBound - 1)
      / technique.dotsPerCellX
    {
      touchedCells[cellBase + cell] = true
    }
    switch paint {
    case .color(let color):
      let word = DotColor.encode(color)
      if let clipMask {
        for column in columns where clipMask[base + column] != 0 {
          dots[base + column] = word
          opacities[base + column] = alpha
        }
      } else {
        for column in columns {
          dots[base + column] = word
          opacities[base + column] = alpha
        }
      }
    case .gradient(let gradient):
      let y = Double(area.y) + (Double(row) + 0.5) / mapping.scaleY
      for column in columns where clipMask.map({ $0[base + column] != 0 }) ?? true {
        let x = Double(area.x) + (Double(column) + 0.5) / mapping.scaleX
        dots[base + column] = DotColor.encode(gradient.color(at: PathPoint(x: x, y: y)))
        opacities[base + column] = alpha
      }
    }
  }
}

/// Feeds a fill's segments to the scan converter, closing every subpath.
///
/// Each segment is clipped to `box` (in cells) in a way that keeps every dot's winding: the
/// parts above and below are dropped, and the parts left or right of it are moved onto its
/// left or right side, where they still cross the same rows. Only then is it mapped to dots, so
/// the scan converter only ever sees small, finite coordinates.
private struct FillSink: FlattenSink {
  var filler: ScanlineFiller
  let mapping: DotMapping
  let box: PathRect
  private var start: PathPoint?
  private var current = PathPoint.zero

  init(filler: ScanlineFiller, mapping: DotMapping, box: PathRect) {
    self.filler = filler
    self.mapping = mapping
    self.box = box
  }

  mutating func move(to point: PathPoint) {
    close()
    current = point
    start = point
  }

  mutating func line(to point: PathPoint) {
    addClipped(current, point)
    current = point
  }

  mutating func close() {
    guard let start else { return }
    addClipped(current, start)
    current = start
  }

  mutating func finish() {
    close()
  }

  private mutating func addClipped(_ a: PathPoint, _ b: PathPoint) {
    guard a.y != b.y else { return }
    if DotMapping.isHuge(a, b, box: box) {
      var pieces: [(PathPoint, PathPoint)] = []
      let box = box
      DotMapping.cut(a, b, box: box) {
        pieces.append(($0, $1))
      } far: { start, end in
        // NB: a far piece left of the box still winds the rows it spans: it moves onto the
        // box's left side. Its rows are clamped to just past the box, which keeps that.
        guard max(start.x, end.x) < box.minX else { return }
        let top = box.minY - 1
        let bottom = box.maxY + 1
        pieces.append(
          (
            PathPoint(x: box.minX, y: min(max(start.y, top), bottom)),
            PathPoint(x: box.minX, y: min(max(end.y, top), bottom))
          ))
      }
      for (start, end) in pieces where !DotMapping.isHuge(start, end, box: box) { addClipped(start, end) }
      return
    }
    // Rows: keep the part within the box's height.
    guard
      let (low, high) = DotMapping.clip(
        0, a.y, 0, b.y, minX: 0, minY: box.minY, maxX: 0, maxY: box.maxY)
    else { return }
    let start = PathPoint(x: DotMapping.lerp(a.x, b.x, low), y: DotMapping.lerp(a.y, b.y, low))
    let end = PathPoint(x: DotMapping.lerp(a.x, b.x, high), y: DotMapping.lerp(a.y, b.y, high))
    guard start.isFinite, end.isFinite else { return }
    // Columns: split where the segment crosses the box's sides, then clamp each piece.
    var cuts = (0.0, 1.0)
    let dx = end.x / 2 - start.x / 2
    if dx != 0 {
      let left = (box.minX / 2 - start.x / 2) / dx
      let right = (box.maxX / 2 - start.x / 2) / dx
      cuts = (min(left, right), max(left, right))
    }
    var previous = start
    if cuts.0 > 0, cuts.0 < 1 {
      let next = PathPoint(
        x: DotMapping.lerp(start.x, end.x, cuts.0), y: DotMapping.lerp(start.y, end.y, cuts.0))
      addMapped(previous, next)
      previous = next
    }
    if cuts.1 > 0, cuts.1 < 1, cuts.1 > cuts.0 {
      let next = PathPoint(
        x: DotMapping.lerp(start.x, end.x, cuts.1), y: DotMapping.lerp(start.y, end.y, cuts.1))
      addMapped(previous, next)
      previous = next
    }
    addMapped(previous, end)
  }

  private mutating func addMapped(_ a: PathPoint, _ b: PathPoint) {
    let ax = min(max(a.x, box.minX), box.maxX)
    let bx = min(max(b.x, box.minX), box.maxX)
    filler.addEdge(mapping.x(ax), mapping.y(a.y), mapping.x(bx), mapping.y(b.y))
  }
}
