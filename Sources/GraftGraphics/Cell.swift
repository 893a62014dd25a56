/// One terminal cell.
///
/// A cell holds one grapheme cluster. A wide (two-column) grapheme is stored in its left cell
/// and followed by a *continuation* cell whose text is empty, so that a buffer's columns map
/// one-to-one onto terminal columns.
public struct Cell: Hashable, Sendable {
  /// Exactly one grapheme cluster; `" "` for a blank cell, `""` for the trailing half of a wide
  /// character.
  ///
  /// NB: the initialiser stores whatever it is given; `CellBuffer` normalises text (sanitising
  /// controls, keeping one grapheme) when a cell is stored, so that is the place invariants hold.
  public var text: String
  /// How the cell's text is drawn.
  public var style: TextStyle

  /// Whether this is the trailing half of a wide character, i.e. its text is empty.
  public var isContinuation: Bool { text.isEmpty }

  /// Columns the cell's grapheme occupies: 0 for a continuation, otherwise 1 or 2.
  ///
  /// A cell always occupies at least its own column, so a zero-width grapheme counts as 1.
  public var width: Int {
    // NB: One ASCII character, the usual case, is one column; no need to find the grapheme.
    if text.utf8.count == 1 { return 1 }
    guard let grapheme = text.first else { return 0 }
    return grapheme.terminalWidth == 2 ? 2 : 1
  }

  /// Creates a cell showing `text` (one grapheme cluster) in `style`.
  public init(_ text: String = " ", style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A space in the plain style: what an untouched terminal cell looks like.
  public static let blank = Cell()
}
