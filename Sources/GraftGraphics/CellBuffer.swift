/// A rectangular grid of terminal cells: the picture a frame draws before it is diffed and
/// written to the terminal.
///
/// The buffer keeps two invariants whatever is written into it:
/// - A width-2 grapheme is always followed by a continuation cell (`""`, same style), and a
///   continuation cell always follows a width-2 grapheme. Overwriting either half of a wide
///   character turns the orphaned other half into a blank `" "` that keeps its style.
/// - No cell holds a control character or a lone zero-width grapheme, so copying cells to the
///   terminal can never emit an escape sequence or shift later columns.
public struct CellBuffer: Hashable, Sendable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// Row-major storage: the cell at (x, y) lives at `y * width + x`.
  fileprivate(set) var cells: [Cell]
  /// Each row's version: rows of two buffers with the same version hold the same cells, so a
  /// diff skips them without reading them (see CellBuffer+RowVersions.swift).
  private(set) var rowVersions: [UInt64]
  /// The version this buffer gives the rows it writes.
  private var writeVersion: RowVersion

  /// Creates a `width` × `height` buffer with every cell set to `cell`.
  ///
  /// Negative sizes clamp to 0. A wide `cell` is laid out in pairs, as `fill` does.
  public init(width: Int, height: Int, filling cell: Cell = .blank) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: .blank, count: self.width * self.height)
    writeVersion = RowVersion()
    rowVersions = Array(repeating: writeVersion.value, count: self.height)
    if cell != .blank {
      fill(bounds, with: cell)
    }
  }

  /// Creates a buffer showing `lines`, one per row, for writing expectations in tests.
  ///
  /// Like ratatui's `Buffer::with_lines`: the width is the widest line's terminal width, and
  /// cells past the end of a shorter line are `.blank` (not `style`).
  public init(lines: [String], style: TextStyle = .plain) {
    let width = lines.map(\.terminalWidth).max() ?? 0
    self.init(width: width, height: lines.count)
    for (row, line) in lines.enumerated() {
      write(line, x: 0, y: row, style: style)
    }
  }

  /// The whole buffer as a rectangle at the origin.
  public var bounds: CellRect {
    CellRect(x: 0, y: 0, width: width, height: height)
  }

  /// The cell at column `x`, row `y`.
  ///
  /// Reading outside the buffer returns `.blank`; writing outside it is ignored. Writing keeps
  /// the buffer's invariants: the text is sanitised and cut to one grapheme, a wide grapheme
  /// also claims the cell to its right (or becomes `" "` at the right edge), any wide character
  /// it overlaps is blanked, and a continuation is only kept right after a wide grapheme.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard bounds.contains(x: x, y: y) else { return .blank }
      return cells[y * width + x]
    }
    set {
      guard bounds.contains(x: x, y: y) else { return }
      if newValue.isContinuation {
        // NB: accepted so that copying a buffer cell by cell reproduces it; the wide lead was
        // already written together with its own continuation.
        if x > 0, self[x - 1, y].width == 2 {
          noteWrite(toRow: y)
          cells[y * width + x] = newValue
        } else {
          place(" ", width: 1, style: newValue.style, x: x, y: y, limit: width)
        }
        return
      }
      let (text, columns) = Self.storable(newValue.text)
      place(text, width: columns, style: newValue.style, x: x, y: y, limit: width)
    }
  }

  /// Sets every cell of `rect` (clipped to the buffer) to `cell`.
  ///
  /// A wide `cell` is laid out in pairs; when the rectangle has an odd number of columns the
  /// last one gets a `" "` in the cell's style. A continuation `cell` fills with blanks.
  public mutating func fill(_ rect: CellRect, with cell: Cell = .blank) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let (text, columns) = cell.isContinuation ? (" ", 1) : Self.storable(cell.text)
    if let byte = text.printableASCIIByte {
      for row in area.minY..<area.maxY {
        storeASCII(repeatElement(byte, count: area.width), in: area.minX..<area.maxX, y: row, style: cell.style)
      }
      return
    }
    for row in area.minY..<area.maxY {
      var column = area.minX
      while column < area.maxX {
        place(text, width: columns, style: cell.style, x: column, y: row, limit: area.maxX)
        column += columns
      }
    }
  }

  /// Gives every cell of `rect` (clipped to the buffer) `style`, keeping its text.
  public mutating func setStyle(_ style: TextStyle, in rect: CellRect) {
    modifyStyle(in: rect) { $0 = style }
  }

  /// Applies `body` to the style of every cell of `rect` (clipped to the buffer), keeping text.
  ///
  /// NB: a wide character cut by the rectangle's left or right edge is restyled as a whole,
  /// because a terminal cannot draw its two halves differently.
  public mutating func modifyStyle(in rect: CellRect, _ body: (inout TextStyle) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.minY..<area.maxY {
      noteWrite(toRow: row)
      var start = area.minX
      var end = area.maxX
      if start > 0, self[start, row].isContinuation { start -= 1 }
      if end < width, self[end, row].isContinuation { end += 1 }
      for column in start..<end {
        body(&cells[row * width + column].style)
      }
    }
  }

  /// Writes `text` starting at (x, y) on one row, grapheme by grapheme, clipped to
  /// `clip ∩ bounds` (clip defaults to the whole buffer).
  ///
  /// The text is sanitised first and zero-width graphemes (such as a combining mark at the very
  /// start) are skipped. A wide grapheme cut by the clip's edge leaves a `" "` in `style` in
  /// its visible half, as a terminal would.
  ///
  /// - Parameter keepingBackground: Whether each cell keeps the background colour it had, as
  ///   text drawn over a coloured area does; `style`'s own background is then ignored.
  /// - Returns: The column after the last grapheme, as if unclipped (x plus the text's terminal
  ///   width after sanitising), so callers can continue writing where this left off.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: TextStyle = .plain, clip: CellRect? = nil,
    keepingBackground: Bool = false
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    let visibleRow = y >= area.minY && y < area.maxY
    // NB: Printable ASCII, most text drawn, is one cell a byte: nothing to sanitise, measure or
    // join, so it is stored directly.
    let utf8 = text.utf8
    if utf8.allSatisfy({ $0.isPrintableASCII }) {
      let end = x + utf8.count
      let visible = max(x, area.minX)..<max(max(x, area.minX), min(end, area.maxX))
      guard visibleRow, !visible.isEmpty else { return end }
      storeASCII(
        utf8.dropFirst(visible.lowerBound - x), in: visible, y: y, style: style,
        keepingBackground: keepingBackground)
      return end
    }
    var column = x
    for grapheme in text.sanitizedForTerminal {
      let columns = grapheme.terminalWidth
      guard columns > 0 else { continue }
      defer { column += columns }
      guard visibleRow, column + columns > area.minX, column < area.maxX else { continue }
      if columns == 2, column < area.minX || column + 1 >= area.maxX {
        let visible = column < area.minX ? column + 1 : column
        place(" ", width: 1, style: style, x: visible, y: y, limit: area.maxX, keepingBackground: keepingBackground)
      } else {
        place(
          String(grapheme), width: columns, style: style, x: column, y: y, limit: area.maxX,
          keepingBackground: keepingBackground)
      }
    }
    return column
  }

  /// Changes the size, keeping the content that lies inside both the old and new size.
  ///
  /// New cells are `.blank`; a wide character cut by the new right edge becomes `" "`.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    let newWidth = max(newWidth, 0)
    let newHeight = max(newHeight, 0)
    guard newWidth != width || newHeight != height else { return }
    var resized = CellBuffer(width: newWidth, height: newHeight)
    let keptWidth = min(width, newWidth)
    for row in 0..<min(height, newHeight) where keptWidth > 0 {
      let from = row * width
      let to = row * newWidth
      resized.cells[to..<to + keptWidth] = cells[from..<from + keptWidth]
      if keptWidth < width, cells[from + keptWidth].isContinuation {
        resized.cells[to + keptWidth - 1].text = " "
      }
    }
    self = resized
  }

  /// The buffer as plain text: one line per row, each row's trailing spaces trimmed, rows
  /// joined with `"\n"`; continuation cells contribute nothing.
  ///
  /// Why trimmed: test expectations written as multi-line string literals cannot show trailing
  /// spaces reliably, and editors strip them.
  public var plainText: String {
    lines().map { line in
      var line = Substring(line)
      while line.last == " " { line.removeLast() }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The rows as text, without trimming trailing spaces; continuation cells contribute nothing.
  public func lines() -> [String] {
    (0..<height).map { row in
      cells[row * width..<(row + 1) * width].reduce(into: "") { $0 += $1.text }
    }
  }

  // MARK: - Storage

  /// The text a cell may hold for `text`, and how many columns it takes: one sanitised
  /// grapheme of width 1 or 2, or `" "` when nothing visible remains.
  private static func storable(_ text: String) -> (text: String, width: Int) {
    guard let grapheme = text.sanitizedForTerminal.first else { return (" ", 1) }
    let columns = grapheme.terminalWidth
    return columns == 0 ? (" ", 1) : (String(grapheme), columns)
  }

  /// Stores an already storable grapheme at (x, y), which must be inside the buffer.
  ///
  /// A wide grapheme whose second column would reach `limit` (the clip's or buffer's right
  /// edge) is stored as `" "` instead. Wide characters it overlaps lose their other half.
  private mutating func place(
    _ text: String, width columns: Int, style: TextStyle, x: Int, y: Int, limit: Int,
    keepingBackground: Bool = false
  ) {
    let wide = columns == 2 && x + 1 < min(limit, width)
    var (style, trailingStyle) = (style, style)
    if keepingBackground {
      style.background = cells[y * width + x].style.background
      if wide { trailingStyle.background = cells[y * width + x + 1].style.background }
    }
    noteWrite(toRow: y)
    breakWideCharacter(at: x, y: y)
    if wide { breakWideCharacter(at: x + 1, y: y) }
    // NB: A terminal prints a row's cells one after another, and text that joins the text
    // before it into one grapheme (an emoji modifier after a letter, a second regional
    // indicator, anything after a ZWJ) would land in the earlier cell, shifting everything
    // after it. Such text is stored as U+FFFD, on whichever side was written last.
    var stored = columns == 2 && !wide ? " " : text
    if x > 0, Self.joins(cells[y * width + x - 1].isContinuation && x > 1 ? cells[y * width + x - 2].text : cells[y * width + x - 1].text, stored) {
      stored = "\u{FFFD}"
    }
    let storedWide = wide && stored == text
    cells[y * width + x] = Cell(stored, style: style)
    if wide { cells[y * width + x + 1] = Cell(storedWide ? "" : " ", style: trailingStyle) }
    keepApart(stored, fromCellAt: x + (wide ? 2 : 1), y: y)
  }

  /// Stores `bytes`, printable ASCII, one a cell in `columns` of row `y`, which must lie inside
  /// the buffer; bytes beyond the last column are ignored.
  ///
  /// NB: The fast path for most of what is drawn. One-column ASCII needs none of `place`'s work
  /// per cell: it can only cut a wide character at the span's two ends, joins nothing printed
  /// before it, and only the cell after the span can join it.
  private mutating func storeASCII(
    _ bytes: some Sequence<UInt8>, in columns: Range<Int>, y: Int, style: TextStyle,
    keepingBackground: Bool = false
  ) {
    guard let last = columns.last else { return }
    noteWrite(toRow: y)
    breakWideCharacter(at: columns.lowerBound, y: y)
    breakWideCharacter(at: last, y: y)
    var style = style
    for (column, byte) in zip(columns, bytes) {
      let index = y * width + column
      if keepingBackground { style.background = cells[index].style.background }
      cells[index] = Cell(Self.asciiText[Int(byte)], style: style)
    }
    keepApart(cells[y * width + last].text, fromCellAt: columns.upperBound, y: y)
  }

  /// Each ASCII character as a string, made once rather than for every cell written.
  private static let asciiText = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// Stores U+FFFD in the cell at (`next`, y) if its text would join `stored`, printed just
  /// before it, into one grapheme.
  private mutating func keepApart(_ stored: String, fromCellAt next: Int, y: Int) {
    guard next < width, !cells[y * width + next].isContinuation, Self.joins(stored, cells[y * width + next].text)
    else { return }
    if cells[y * width + next].width == 2, next + 1 < width { cells[y * width + next + 1].text = " " }
    cells[y * width + next].text = "\u{FFFD}"
  }

  /// Whether `text`, printed right after `previous`, would join it into one grapheme.
  static func joins(_ previous: String, _ text: String) -> Bool {
    // NB: Fast paths: ASCII never joins what is before it (stored text holds no CR, and no
    // lone prepended mark), and after ASCII only marks, modifiers and the like join, which all
    // lie at U+0300 and beyond (UTF-8 lead bytes from 0xCC).
    guard let first = text.utf8.first, let last = previous.utf8.last, first >= 0x80 else { return false }
    if last < 0x80, first < 0xCC { return false }
    return (previous + text).count < 2
  }

  /// Stores `text`, one single-column symbol that never joins a neighbour (a braille pattern
  /// or block element), with `style` at (x, y), which must lie inside the buffer.
  ///
  /// NB: the rasteriser's fast path. Such a glyph needs none of `place`'s sanitising or
  /// measuring; only a wide character it overlaps, and a previous cell whose text could join
  /// anything that follows (a prepended mark), need care.
  mutating func storeGraphic(_ text: String, style: TextStyle, x: Int, y: Int) {
    noteWrite(toRow: y)
    breakWideCharacter(at: x, y: y)
    var stored = text
    if x > 0 {
      let previous = cells[y * width + x - 1].isContinuation && x > 1 ? cells[y * width + x - 2].text : cells[y * width + x - 1].text
      // NB: ASCII and the rasteriser's own glyphs (braille U+28xx, blocks U+258x–U+259x,
      // all led by 0xE2) never join what follows; only other text needs the full check.
      let ownGlyph = previous.utf8.count == 3 && previous.utf8.first == 0xE2
      if !ownGlyph, !previous.utf8.allSatisfy({ $0 < 0x80 }), Self.joins(previous, text) { stored = "\u{FFFD}" }
    }
    cells[y * width + x] = Cell(stored, style: style)
  }

  /// Makes this buffer equal to `other`, copying only the rows whose versions differ: what a
  /// renderer does to keep the last frame without sharing (and so copying) the one it draws in.
  ///
  /// Buffers of different sizes are simply assigned.
  public mutating func assign(changedRowsOf other: CellBuffer) {
    guard width == other.width, height == other.height else {
      self = other
      return
    }
    // NB: The rows copied here carry `other`'s version, so `other` must not write with it
    // again; the next buffer to write with it takes a fresh one.
    other.writeVersion.wasShared = true
    for row in 0..<height where rowVersions[row] != other.rowVersions[row] {
      let range = row * width..<(row + 1) * width
      cells.replaceSubrange(range, with: other.cells[range])
      rowVersions[row] = other.rowVersions[row]
    }
  }

  /// Gives `row` this buffer's write version, first taking a new one if the current one may
  /// already label rows of another buffer.
  private mutating func noteWrite(toRow row: Int) {
    if !isKnownUniquelyReferenced(&writeVersion) || writeVersion.wasShared {
      writeVersion.wasShared = true
      writeVersion = RowVersion()
    }
    rowVersions[row] = writeVersion.value
  }

  /// Blanks the other half of a wide character occupying (x, y), if there is one.
  private mutating func breakWideCharacter(at x: Int, y: Int) {
    let index = y * width + x
    if cells[index].isContinuation {
      if x > 0 { cells[index - 1].text = " " }
      cells[index].text = " "
    } else if cells[index].width == 2, x + 1 < width {
      cells[index + 1].text = " "
    }
  }
}
