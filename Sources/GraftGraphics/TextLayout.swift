/// Line breaking and shortening of text measured in terminal columns.
///
/// Every function measures with `Character.terminalWidth` after `sanitizedForTerminal`, so its
/// results agree with what `CellBuffer.write` draws. Lines that are produced (rather than
/// returned unchanged) are sanitised text.
public enum TextLayout {
  /// Where `truncate` puts the ellipsis.
  public enum Truncation: Sendable {
    /// "…end of the text": keeps the end (UIKit's `.byTruncatingHead`).
    case head
    /// "start…end": keeps both ends (UIKit's `.byTruncatingMiddle`).
    case middle
    /// "start of the text…": keeps the start (UIKit's `.byTruncatingTail`).
    case tail
  }

  /// The ellipsis `truncate` inserts; one column wide.
  static let ellipsis = "…"

  /// Word-wraps `text` into lines of at most `width` columns.
  ///
  /// Honours `"\n"` (and other newlines) as a hard break. Breaks at spaces; a word longer than
  /// `width` starts a new line and is broken by grapheme (character wrapping). Spaces at a soft
  /// break are dropped, so continuation lines never start with spaces. Wide characters never
  /// straddle the limit. `width <= 0` or empty text gives `[]`.
  ///
  /// NB: a single grapheme wider than `width` (a wide character when `width` is 1) cannot be
  /// placed on any line and is left out, keeping the "at most `width`" promise.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    return paragraphs(of: text).flatMap { wrapWords($0, width: width) }
  }

  /// Character wrapping (UIKit's `.byCharWrapping`): breaks at any grapheme, keeping spaces.
  ///
  /// Honours newlines as hard breaks; `width <= 0` or empty text gives `[]`.
  public static func wrapByCharacter(_ text: String, width: Int) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    return paragraphs(of: text).flatMap { paragraph in
      var lines: [String] = []
      var line = Line()
      line.appendBroken(paragraph, width: width, into: &lines)
      lines.append(line.text)
      return lines
    }
  }

  /// Shortens `text` to fit `width` columns, inserting "…" at the head, middle or tail; text
  /// that fits is returned unchanged.
  ///
  /// The ellipsis counts towards `width`, so `width == 1` gives just "…" and `width <= 0`
  /// gives "". In the middle position any odd column goes to the start of the text.
  public static func truncate(
    _ text: String, width: Int, at position: Truncation = .tail
  ) -> String {
    guard width > 0 else { return "" }
    guard text.terminalWidth > width else { return text }
    let graphemes = Array(text.sanitizedForTerminal)
    let available = width - 1
    switch position {
    case .tail:
      return String(prefix(of: graphemes, width: available)) + ellipsis
    case .head:
      return ellipsis + String(suffix(of: graphemes, width: available))
    case .middle:
      let start = prefix(of: graphemes, width: (available + 1) / 2)
      let used = start.reduce(0) { $0 + $1.terminalWidth }
      let end = suffix(of: graphemes[start.count...], width: available - used)
      return String(start) + ellipsis + String(end)
    }
  }

  /// Cuts `text` to at most `width` columns without an ellipsis (UIKit's `.byClipping`).
  ///
  /// A wide character that would straddle the limit is left out entirely. Text that fits is
  /// returned unchanged.
  public static func clip(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.terminalWidth > width else { return text }
    return String(prefix(of: Array(text.sanitizedForTerminal), width: width))
  }

  // MARK: - Helpers

  /// A line being built, with its width tracked so it is never re-measured.
  private struct Line {
    var text = ""
    var width = 0

    var isEmpty: Bool { text.isEmpty }

    mutating func append(_ piece: String, width pieceWidth: Int) {
      text += piece
      width += pieceWidth
    }

    /// Appends `piece` grapheme by grapheme, moving each full line into `lines`.
    mutating func appendBroken(
      _ piece: some Sequence<Character>, width limit: Int, into lines: inout [String]
    ) {
      for grapheme in piece {
        let columns = grapheme.terminalWidth
        guard columns <= limit else { continue }
        if width + columns > limit {
          lines.append(text)
          self = Line()
        }
        append(String(grapheme), width: columns)
      }
    }
  }

  /// Splits `text` at newlines and sanitises each paragraph.
  private static func paragraphs(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { String($0).sanitizedForTerminal }
  }

  /// Greedy word wrapping of one paragraph (no newlines); always at least one line.
  private static func wrapWords(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = Line()
    var pendingSpaces = 0
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      if paragraph[index] == " " {
        let end = paragraph[index...].firstIndex { $0 != " " } ?? paragraph.endIndex
        pendingSpaces += paragraph.distance(from: index, to: end)
        index = end
        continue
      }
      let end = paragraph[index...].firstIndex(of: " ") ?? paragraph.endIndex
      let word = paragraph[index..<end]
      let wordWidth = word.reduce(0) { $0 + $1.terminalWidth }
      index = end

      if line.width + pendingSpaces + wordWidth <= width {
        line.append(
          String(repeating: " ", count: pendingSpaces) + word, width: pendingSpaces + wordWidth)
      } else {
        // NB: spaces at a soft break vanish, including leading ones that cannot fit before the
        // first word; an emptied line is only flushed if it held something.
        if !line.isEmpty { lines.append(line.text) }
        line = Line()
        if wordWidth <= width {
          line.append(String(word), width: wordWidth)
        } else {
          line.appendBroken(word, width: width, into: &lines)
        }
      }
      pendingSpaces = 0
    }
    // Trailing spaces belong to the paragraph's last line as far as they fit.
    let trailing = min(pendingSpaces, width - line.width)
    line.append(String(repeating: " ", count: trailing), width: trailing)
    lines.append(line.text)
    return lines
  }

  /// The longest leading graphemes that fit in `width` columns.
  private static func prefix(of graphemes: [Character], width: Int) -> ArraySlice<Character> {
    var used = 0
    var count = 0
    for grapheme in graphemes {
      let columns = grapheme.terminalWidth
      guard used + columns <= width else { break }
      used += columns
      count += 1
    }
    return graphemes[..<count]
  }

  /// The longest trailing graphemes that fit in `width` columns.
  private static func suffix(
    of graphemes: ArraySlice<Character>, width: Int
  ) -> ArraySlice<Character> {
    var used = 0
    var start = graphemes.endIndex
    while start > graphemes.startIndex {
      let columns = graphemes[start - 1].terminalWidth
      guard used + columns <= width else { break }
      used += columns
      start -= 1
    }
    return graphemes[start...]
  }

  private static func suffix(of graphemes: [Character], width: Int) -> ArraySlice<Character> {
    suffix(of: graphemes[...], width: width)
  }
}
