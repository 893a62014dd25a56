import GraftGraphics

/// The check that the terminal shows what the window drew: every cell, its text and its style
/// (colours and attributes), since the frame encoder writes both and either can go wrong.
///
/// NB: The sessions' terminals are true-colour, so every colour the window draws is written as
/// it is and read back the same; a cell matches only if it is equal in every field.
package enum ScreenCheck {
  /// What differs between the cells the terminal `shown` and the frame the window `drawn`, or
  /// `nil` when they are equal: the first differing cell's position, both cells, and the row as
  /// text from both.
  package static func mismatch(shown: CellBuffer, drawn: CellBuffer?) -> String? {
    guard let drawn else { return "the terminal shows a screen, but the window drew no frame" }
    guard shown.width == drawn.width, shown.height == drawn.height else {
      return "the terminal is \(shown.width)×\(shown.height) cells, the frame the window drew \(drawn.width)×\(drawn.height)"
    }
    guard shown != drawn else { return nil }
    var first: (x: Int, y: Int)?
    var count = 0
    for y in 0..<drawn.height {
      for x in 0..<drawn.width where shown[x, y] != drawn[x, y] {
        if first == nil { first = (x, y) }
        count += 1
      }
    }
    guard let (x, y) = first else { return nil }
    let row = { (buffer: CellBuffer) in
      String((0..<buffer.width).map { buffer[$0, y].text }.joined().prefix(200)).debugDescription
    }
    return """
      the terminal shows another cell than the window drew at column \(x), row \(y) \
      (\(count == 1 ? "1 cell differs" : "\(count) cells differ")):
          expected (drawn) \(describe(drawn[x, y]))
          actual (shown)   \(describe(shown[x, y]))
          row \(y) drawn \(row(drawn))
          row \(y) shown \(row(shown))
      """
  }

  /// Every cell that differs, one line each, for `GRAFT_FUZZ_CELLS=1`.
  package static func differingCells(shown: CellBuffer, drawn: CellBuffer) -> String {
    var lines: [String] = []
    for y in 0..<min(shown.height, drawn.height) {
      for x in 0..<min(shown.width, drawn.width) where shown[x, y] != drawn[x, y] {
        lines.append("(\(x), \(y)): drawn \(describe(drawn[x, y])), shown \(describe(shown[x, y]))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A cell as its text (escaped, with its scalars) and its style.
  package static func describe(_ cell: Cell) -> String {
    let scalars = cell.text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    return "\(cell.text.debugDescription) [\(scalars.joined(separator: " "))] \(describe(cell.style))"
  }

  /// A style as its colours and attributes: `fg default bg #1E1E1E bold underline`.
  package static func describe(_ style: TextStyle) -> String {
    let attributes: [(TextStyle.Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.inverse, "inverse"), (.strikethrough, "strikethrough"),
    ]
    let names = attributes.filter { style.attributes.contains($0.0) }.map(\.1)
    return (["fg \(describe(style.foreground))", "bg \(describe(style.background))"] + (names.isEmpty ? ["no attributes"] : names))
      .joined(separator: " ")
  }

  private static func describe(_ color: Color) -> String {
    switch color {
    case .default: "default"
    case .rgb(let red, let green, let blue): "#" + [red, green, blue].map { hex($0) }.joined()
    }
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
