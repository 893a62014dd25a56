package import GraftGraphics

/// Turns successive frames into the fewest bytes that update the terminal from one to the next.
///
/// The encoder remembers the last frame it encoded, the terminal's pen (the SGR state) and the
/// cursor position. Each frame is diffed cell by cell against the previous one
/// (`CellBuffer.diff(from:)`); each changed run is reached with the shorter of an absolute
/// (CUP) or relative move, and SGR is written only where the style changes. The result is
/// wrapped in synchronized output (DEC 2026), so the host writes it with one `write()`.
/// An unchanged frame encodes to no bytes at all.
///
/// ```swift
/// var encoder = FrameEncoder(capabilities: TerminalCapabilities(colorDepth: .trueColor))
/// let first = encoder.encode(frame)          // a full repaint
/// frame[3, 1] = Cell("x")
/// let second = encoder.encode(frame)         // e.g. "\e[?2026h\e[2;4Hx\e[?2026l"
/// ```
///
/// NB: every cell is checked once more as it is written: text holding any C0, DEL or C1
/// scalar is written as U+FFFD, so no content can ever become a control sequence, whatever
/// produced the buffer.
package struct FrameEncoder: Sendable {
  /// What the terminal understands.
  package let capabilities: TerminalCapabilities
  /// The last frame encoded, as the terminal now shows it; `nil` before the first frame and
  /// after ``invalidate()``.
  package private(set) var previous: CellBuffer?
  /// The SGR state the terminal is in, or `nil` when unknown.
  private var pen: Pen?
  /// The cursor's row and column; `nil` when unknown (after writing the last column, the
  /// column is unknown because terminals disagree about the pending-wrap state).
  private var cursorRow: Int?
  private var cursorColumn: Int?
  private var cursorVisible = false
  private var caret: CellPosition?

  /// Creates an encoder; the first frame it encodes repaints the whole screen.
  package init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// Forgets what the terminal shows, so the next frame repaints everything: after a resize,
  /// or when something else may have drawn on the screen.
  package mutating func invalidate() {
    previous = nil
    pen = nil
    cursorRow = nil
    cursorColumn = nil
  }

  /// The bytes that bring the terminal from the previous frame to `frame`, and put the cursor
  /// at `caret` (visible) or hide it (`nil`).
  ///
  /// - Returns: No bytes when nothing changed; otherwise one synchronized update.
  package mutating func encode(_ frame: CellBuffer, caret: CellPosition? = nil) -> [UInt8] {
    if capabilities.isDumb { return encodeDumb(frame) }
    var output = Output()
    let runs: [CellRun]
    if let previous, previous.width == frame.width, previous.height == frame.height {
      runs = frame.diff(from: previous)
    } else {
      // NB: a cleared screen is all blanks in the default style, so only what differs from
      // a blank buffer is drawn.
      output.append("\u{1B}[0m\u{1B}[2J")
      pen = .plain
      cursorRow = nil
      cursorColumn = nil
      runs = frame.diff(from: CellBuffer(width: frame.width, height: frame.height))
      self.caret = nil
      cursorVisible = false
    }
    for run in runs {
      moveCursor(toX: run.x, y: run.y, width: frame.width, into: &output)
      for cell in run.cells where !cell.isContinuation {
        write(cell, width: frame.width, into: &output)
      }
    }
    let caret = caret.flatMap { frame.bounds.contains(x: $0.x, y: $0.y) ? $0 : nil }
    if let caret {
      if caret != self.caret || !runs.isEmpty || !cursorVisible {
        moveCursor(toX: caret.x, y: caret.y, width: frame.width, into: &output)
      }
      if !cursorVisible {
        output.append("\u{1B}[?25h")
        cursorVisible = true
      }
    } else if cursorVisible {
      output.append("\u{1B}[?25l")
      cursorVisible = false
    }
    self.caret = caret
    // NB: Kept as a copy of only the changed rows, not a reference to the frame, so the window
    // can draw the next frame in place instead of copying the whole buffer first.
    if previous == nil { previous = frame } else { previous!.assign(changedRowsOf: frame) }
    guard !output.bytes.isEmpty else { return [] }
    return TerminalModes.beginSynchronizedUpdate + output.bytes
      + TerminalModes.endSynchronizedUpdate
  }

  /// A dumb terminal gets the whole frame as text whenever anything changed.
  private mutating func encodeDumb(_ frame: CellBuffer) -> [UInt8] {
    guard frame != previous else { return [] }
    previous = frame
    var output = Output()
    for row in 0..<frame.height {
      var line = ""
      for column in 0..<frame.width {
        let cell = frame[column, row]
        if !cell.isContinuation { line += Self.safeText(cell.text) }
      }
      while line.last == " " { line.removeLast() }
      output.append(line)
      output.append("\r\n")
    }
    return output.bytes
  }

  // MARK: - Cells

  private mutating func write(_ cell: Cell, width: Int, into output: inout Output) {
    let target = Pen(cell.style, depth: capabilities.colorDepth)
    if target != pen {
      Pen.appendTransition(from: pen, to: target, to: &output.bytes)
      pen = target
    }
    // NB: Most cells hold one printable ASCII byte, which needs no check.
    if let byte = cell.text.printableASCIIByte {
      output.bytes.append(byte)
    } else {
      output.append(Self.safeText(cell.text))
    }
    if let column = cursorColumn {
      let next = column + max(1, cell.width)
      cursorColumn = next < width ? next : nil
    }
  }

  /// The text to write for a cell: U+FFFD if it holds any control scalar, a space if empty.
  package static func safeText(_ text: String) -> String {
    guard !text.isEmpty else { return " " }
    for scalar in text.unicodeScalars
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
      return "\u{FFFD}"
    }
    return text
  }

  // MARK: - Cursor

  /// Moves the cursor to (x, y) with the shortest of CUP and the relative moves available.
  private mutating func moveCursor(toX x: Int, y: Int, width: Int, into output: inout Output) {
    defer {
      cursorRow = y
      cursorColumn = x < width ? x : nil
    }
    if cursorRow == y, cursorColumn == x { return }
    var best = Self.absoluteMove(x: x, y: y)
    if let row = cursorRow {
      let dy = y - row
      let vertical: [UInt8] =
        dy == 0
        ? [] : dy > 0 ? Self.shorter(Array(repeating: 0x0A, count: dy), Self.csi(dy, "B"))
        : Self.csi(-dy, "A")
      var horizontals: [[UInt8]] = [[0x0D] + (x > 0 ? Self.csi(x, "C") : [])]
      if let column = cursorColumn {
        let dx = x - column
        horizontals.append(dx == 0 ? [] : dx > 0 ? Self.csi(dx, "C") : Self.csi(-dx, "D"))
      }
      for horizontal in horizontals {
        best = Self.shorter(best, horizontal + vertical)
      }
    }
    output.append(best)
  }

  /// CUP, with the parameters a terminal assumes left out.
  private static func absoluteMove(x: Int, y: Int) -> [UInt8] {
    if x == 0 { return Array((y == 0 ? "\u{1B}[H" : "\u{1B}[\(y + 1)H").utf8) }
    return Array("\u{1B}[\(y + 1);\(x + 1)H".utf8)
  }

  /// A CSI sequence with one count, the count left out when it is 1.
  private static func csi(_ count: Int, _ final: String) -> [UInt8] {
    Array((count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)").utf8)
  }

  private static func shorter(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    b.count < a.count ? b : a
  }
}

/// A cell position: column `x`, row `y`, from the top-left corner.
package struct CellPosition: Hashable, Sendable {
  package var x: Int
  package var y: Int

  package init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// Bytes being collected for one frame.
private struct Output {
  var bytes: [UInt8] = []

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
  mutating func append(_ more: [UInt8]) { bytes.append(contentsOf: more) }
}
