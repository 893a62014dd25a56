package import GraftGraphics

/// A small terminal emulator: it reads the bytes the host writes and keeps the picture a
/// terminal would show, so tests can check the screen rather than the bytes.
///
/// It understands what ``FrameEncoder`` and ``TerminalModes`` emit and a little more: text
/// (UTF-8, wide characters), CR, LF, BS, CUP/HVP, CUU/CUD/CUF/CUB, CHA, VPA, ED, EL, SGR
/// (attributes, 16/256/24-bit colours) and DEC private modes. Anything else is skipped.
package struct TerminalScreen: Sendable {
  /// The cells of the screen being shown (the alternate screen while mode 1049 is set).
  package private(set) var cells: CellBuffer
  /// The cursor's column and row.
  package private(set) var cursor = CellPosition(x: 0, y: 0)
  /// The current SGR state.
  package private(set) var pen = TextStyle.plain
  /// The DEC private modes currently set (`ESC [ ? n h`).
  package private(set) var privateModes: Set<Int> = [7, 25]
  private var mainScreen: CellBuffer
  private var unparsed: [UInt8] = []

  /// Creates a blank screen of `width` × `height`, cursor visible, auto-wrap on.
  package init(width: Int, height: Int) {
    cells = CellBuffer(width: width, height: height)
    mainScreen = cells
  }

  /// The screen as text, one line per row, trailing spaces trimmed.
  package var text: String { cells.plainText }

  /// Whether the cursor is shown (mode 25).
  package var isCursorVisible: Bool { privateModes.contains(25) }

  /// Whether the alternate screen is active (mode 1049).
  package var isAlternateScreen: Bool { privateModes.contains(1049) }

  /// Changes the size, keeping what fits, as a terminal window being resized does.
  package mutating func resize(width: Int, height: Int) {
    cells.resize(width: width, height: height)
    mainScreen.resize(width: width, height: height)
    cursor = CellPosition(x: min(cursor.x, max(0, width - 1)), y: min(cursor.y, max(0, height - 1)))
  }

  /// Interprets `bytes`, which may end in the middle of a sequence.
  package mutating func apply(_ bytes: [UInt8]) {
    let input = unparsed + bytes
    unparsed.removeAll()
    var index = 0
    var text: [UInt8] = []
    func endText() {
      guard !text.isEmpty else { return }
      printText(String(decoding: text, as: UTF8.self))
      text.removeAll()
    }
    while index < input.count {
      let byte = input[index]
      switch byte {
      case 0x1B:
        endText()
        guard let length = escapeLength(input, at: index) else {
          unparsed = Array(input[index...].prefix(256))
          return
        }
        interpretEscape(input[index..<(index + length)])
        index += length
      case 0x0D:
        endText()
        cursor.x = 0
        index += 1
      case 0x0A:
        endText()
        lineFeed()
        index += 1
      case 0x08:
        endText()
        cursor.x = max(0, cursor.x - 1)
        index += 1
      case 0x00..<0x20, 0x7F:
        endText()
        index += 1
      default:
        text.append(byte)
        index += 1
      }
    }
    endText()
  }

  // MARK: - Text

  private mutating func printText(_ string: String) {
    for grapheme in string {
      let width = grapheme.terminalWidth
      guard width > 0 else { continue }
      let autowrap = privateModes.contains(7)
      if cursor.x + width > cells.width {
        if autowrap {
          cursor.x = 0
          lineFeed()
        } else {
          cursor.x = max(0, cells.width - width)
        }
      }
      cells[cursor.x, cursor.y] = Cell(String(grapheme), style: pen)
      // NB: without auto-wrap the cursor stays on the last column, as xterm's does.
      cursor.x = autowrap ? cursor.x + width : min(cursor.x + width, cells.width - 1)
    }
  }

  private mutating func lineFeed() {
    if cursor.y + 1 < cells.height {
      cursor.y += 1
      return
    }
    var scrolled = CellBuffer(width: cells.width, height: cells.height)
    for row in 1..<max(1, cells.height) {
      for column in 0..<cells.width {
        scrolled[column, row - 1] = cells[column, row]
      }
    }
    cells = scrolled
  }

  // MARK: - Escape sequences

  /// The length of the escape sequence at `start`, or `nil` when it is incomplete.
  private func escapeLength(_ input: [UInt8], at start: Int) -> Int? {
    guard start + 1 < input.count else { return nil }
    guard input[start + 1] == UInt8(ascii: "[") else { return 2 }
    var index = start + 2
    while index < input.count {
      if (0x40...0x7E).contains(input[index]) { return index - start + 1 }
      index += 1
    }
    return nil
  }

  private mutating func interpretEscape(_ sequence: ArraySlice<UInt8>) {
    guard sequence.count >= 3, let final = sequence.last else { return }
    var body = sequence.dropFirst(2).dropLast()
    let isPrivate = body.first == UInt8(ascii: "?")
    if isPrivate { body = body.dropFirst() }
    let fields = String(decoding: body, as: UTF8.self).split(
      separator: ";", omittingEmptySubsequences: false)
    let numbers = fields.map { Int($0) }
    func number(_ index: Int, default value: Int) -> Int {
      guard index < numbers.count, let number = numbers[index], number > 0 else { return value }
      return number
    }
    let maxX = max(0, cells.width - 1)
    let maxY = max(0, cells.height - 1)

    switch (isPrivate, Character(Unicode.Scalar(final))) {
    case (true, "h"):
      for case let mode? in numbers { setMode(mode, on: true) }
    case (true, "l"):
      for case let mode? in numbers { setMode(mode, on: false) }
    case (false, "H"), (false, "f"):
      cursor = CellPosition(
        x: min(number(1, default: 1) - 1, maxX), y: min(number(0, default: 1) - 1, maxY))
    case (false, "A"): cursor.y = max(0, cursor.y - number(0, default: 1))
    case (false, "B"): cursor.y = min(maxY, cursor.y + number(0, default: 1))
    case (false, "C"): cursor.x = min(maxX, cursor.x + number(0, default: 1))
    case (false, "D"): cursor.x = max(0, cursor.x - number(0, default: 1))
    case (false, "G"): cursor.x = min(maxX, number(0, default: 1) - 1)
    case (false, "d"): cursor.y = min(maxY, number(0, default: 1) - 1)
    case (false, "J"): eraseDisplay(numbers.first.flatMap { $0 } ?? 0)
    case (false, "K"): eraseLine(numbers.first.flatMap { $0 } ?? 0)
    case (false, "m"): applySGR(numbers.map { $0 ?? 0 })
    default: break
    }
  }

  private mutating func setMode(_ mode: Int, on: Bool) {
    if mode == 1049, on != privateModes.contains(1049) {
      if on {
        mainScreen = cells
        cells = CellBuffer(width: cells.width, height: cells.height)
      } else {
        cells = mainScreen
      }
    }
    if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
  }

  private mutating func eraseDisplay(_ mode: Int) {
    let blank = Cell(" ", style: TextStyle(background: pen.background))
    switch mode {
    case 2, 3:
      cells.fill(cells.bounds, with: blank)
    case 1:
      cells.fill(CellRect(x: 0, y: 0, width: cells.width, height: cursor.y), with: blank)
      cells.fill(CellRect(x: 0, y: cursor.y, width: cursor.x + 1, height: 1), with: blank)
    default:
      cells.fill(
        CellRect(x: cursor.x, y: cursor.y, width: cells.width - cursor.x, height: 1), with: blank)
      cells.fill(
        CellRect(x: 0, y: cursor.y + 1, width: cells.width, height: cells.height - cursor.y - 1),
        with: blank)
    }
  }

  private mutating func eraseLine(_ mode: Int) {
    let blank = Cell(" ", style: TextStyle(background: pen.background))
    let range: Range<Int> =
      switch mode {
      case 1: 0..<(cursor.x + 1)
      case 2: 0..<cells.width
      default: cursor.x..<cells.width
      }
    cells.fill(CellRect(x: range.lowerBound, y: cursor.y, width: range.count, height: 1), with: blank)
  }

  private mutating func applySGR(_ codes: [Int]) {
    var codes = codes.isEmpty ? [0] : codes
    while !codes.isEmpty {
      let code = codes.removeFirst()
      switch code {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.inverse)
      case 9: pen.attributes.insert(.strikethrough)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.inverse)
      case 29: pen.attributes.remove(.strikethrough)
      case 30...37: pen.foreground = Self.ansiColor(code - 30)
      case 40...47: pen.background = Self.ansiColor(code - 40)
      case 90...97: pen.foreground = Self.ansiColor(code - 90 + 8)
      case 100...107: pen.background = Self.ansiColor(code - 100 + 8)
      case 39: pen.foreground = .default
      case 49: pen.background = .default
      case 38, 48:
        let color = Self.extendedColor(&codes)
        if code == 38 { pen.foreground = color } else { pen.background = color }
      default: break
      }
    }
  }

  /// Reads `5;n` or `2;r;g;b` after SGR 38 or 48.
  private static func extendedColor(_ codes: inout [Int]) -> Color {
    guard let kind = codes.first else { return .default }
    codes.removeFirst()
    if kind == 5, let index = codes.first {
      codes.removeFirst()
      return paletteColor(index)
    }
    if kind == 2, codes.count >= 3 {
      let rgb = codes.prefix(3).map { UInt8(clamping: $0) }
      codes.removeFirst(3)
      return .rgb(rgb[0], rgb[1], rgb[2])
    }
    return .default
  }

  /// xterm's default RGB for ANSI colour `index` (0–15).
  package static func ansiColor(_ index: Int) -> Color {
    let table: [(UInt8, UInt8, UInt8)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
      (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    let entry = table[max(0, min(15, index))]
    return .rgb(entry.0, entry.1, entry.2)
  }

  /// xterm's RGB for 256-colour palette entry `index`.
  package static func paletteColor(_ index: Int) -> Color {
    switch index {
    case ..<16: return ansiColor(index)
    case 16...231:
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let value = index - 16
      return .rgb(levels[value / 36], levels[value / 6 % 6], levels[value % 6])
    default:
      let grey = UInt8(clamping: 8 + 10 * (min(index, 255) - 232))
      return .rgb(grey, grey, grey)
    }
  }
}
