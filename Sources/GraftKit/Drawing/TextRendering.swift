package import Foundation
package import GraftGraphics

/// One laid-out line of text, each grapheme with its own style.
package struct StyledLine: Equatable {
  package var graphemes: [(text: Character, style: TextStyle)]

  package static func == (lhs: StyledLine, rhs: StyledLine) -> Bool {
    lhs.graphemes.elementsEqual(rhs.graphemes) { $0.text == $1.text && $0.style == $1.style }
  }

  package var width: Int { graphemes.reduce(0) { $0 + $1.text.terminalWidth } }
  package var string: String { String(graphemes.map(\.text)) }
}

/// Lays out styled text the way `UILabel` does: wrapping, limiting lines and truncating.
package enum TextRenderer {
  /// The graphemes of `text` with the style each draws in, starting from `base`.
  package static func styledCharacters(
    of text: NSAttributedString, base: TextStyle
  ) -> [(text: Character, style: TextStyle)] {
    styledCharacters(of: text.runs, base: base)
  }

  /// The graphemes of `runs` with the style each draws in, starting from `base`.
  package static func styledCharacters(
    of runs: [(text: String, attributes: [NSAttributedString.Key: Any])], base: TextStyle
  ) -> [(text: Character, style: TextStyle)] {
    runs.flatMap { run in
      let style = base.applying(run.attributes)
      return run.text.map { (text: $0, style: style) }
    }
  }

  /// Lays `characters` out in lines of at most `width` columns.
  ///
  /// - Parameters:
  ///   - maxLines: the most lines to produce; 0 means no limit.
  ///   - lineBreakMode: how lines break, and how the last line is truncated when text is left
  ///     over.
  package static func lines(
    _ characters: [(text: Character, style: TextStyle)], width: Int, maxLines: Int,
    lineBreakMode: NSLineBreakMode
  ) -> [StyledLine] {
    let texts = lineTexts(
      String(characters.map(\.text)), width: width, maxLines: maxLines, lineBreakMode: lineBreakMode)
    return restyle(texts, from: characters)
  }

  /// The text of each line `plain` is laid out in, as ``lines(_:width:maxLines:lineBreakMode:)``
  /// lays it out: styles never change where lines break, so measuring needs only this.
  package static func lineTexts(
    _ plain: String, width: Int, maxLines: Int, lineBreakMode: NSLineBreakMode
  ) -> [String] {
    guard width > 0, !plain.isEmpty else { return [] }
    let truncation: TextLayout.Truncation? =
      switch lineBreakMode {
      case .byTruncatingHead: .head
      case .byTruncatingMiddle: .middle
      case .byTruncatingTail: .tail
      default: nil
      }
    if maxLines == 1 {
      let firstLine = plain.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      let leftOver = firstLine.count < plain.count
      if let truncation {
        return [TextLayout.truncate(leftOver ? firstLine + "…" : firstLine, width: width, at: truncation)]
      }
      return [TextLayout.clip(firstLine, width: width)]
    }
    var texts =
      lineBreakMode == .byCharWrapping
      ? TextLayout.wrapByCharacter(plain, width: width) : TextLayout.wrap(plain, width: width)
    if maxLines > 0, texts.count > maxLines {
      // NB: UIKit fills the last line with as much of the remaining text as fits, cut by
      // character, rather than ending it at the last whole word.
      let rest = texts[(maxLines - 1)...].joined(separator: " ")
      texts = Array(texts.prefix(maxLines - 1))
      texts.append(
        truncation == nil
          ? TextLayout.clip(rest, width: width) : TextLayout.truncate(rest, width: width, at: .tail))
    }
    return texts
  }

  /// Gives each grapheme of `texts` the style of the grapheme it came from in `source`.
  ///
  /// Layout only drops whitespace at breaks and inserts ellipses, so walking both in step finds
  /// the origin of every grapheme; an inserted ellipsis takes the style before it.
  private static func restyle(
    _ texts: [String], from source: [(text: Character, style: TextStyle)]
  ) -> [StyledLine] {
    var index = 0
    var lastStyle = source.first?.style ?? .plain
    return texts.map { text in
      if let first = text.first {
        while index < source.count, source[index].text != first, source[index].text.isWhitespace {
          index += 1
        }
      }
      var line = StyledLine(graphemes: [])
      for character in text {
        if index < source.count, source[index].text == character {
          lastStyle = source[index].style
          index += 1
        }
        line.graphemes.append((character, lastStyle))
      }
      return line
    }
  }

  /// Draws `lines` in `rect` of the current view, aligned horizontally and centred vertically.
  @MainActor
  package static func draw(
    _ lines: [StyledLine], in rect: CGRect, alignment: NSTextAlignment, context: CGContext,
    verticallyCentered: Bool = true
  ) {
    for (row, line) in lines.enumerated() {
      let origin = origin(
        ofLine: row, width: line.width, lineCount: lines.count, in: rect, alignment: alignment,
        verticallyCentered: verticallyCentered)
      draw(line, at: origin, context: context)
    }
  }

  /// Where line `row` of `lineCount` starts when it is `width` columns wide.
  package static func origin(
    ofLine row: Int, width: Int, lineCount: Int, in rect: CGRect, alignment: NSTextAlignment,
    verticallyCentered: Bool = true
  ) -> CGPoint {
    let top =
      verticallyCentered ? rect.minY + ((rect.height - CGFloat(lineCount)) / 2).rounded(.down) : rect.minY
    let slack = rect.width - CGFloat(width)
    let x: CGFloat =
      switch alignment {
      case .center: rect.minX + max(0, (slack / 2).rounded(.down))
      case .right: rect.minX + max(0, slack)
      default: rect.minX
      }
    return CGPoint(x: x, y: top + CGFloat(row))
  }

  /// Draws one line at `point`, one write per run of equal style.
  @MainActor
  package static func draw(_ line: StyledLine, at point: CGPoint, context: CGContext) {
    var x = point.x
    var runText = ""
    var runStyle: TextStyle?
    for (character, style) in line.graphemes {
      if style != runStyle, let current = runStyle {
        x = context.write(runText, at: CGPoint(x: x, y: point.y), style: current)
        runText = ""
      }
      runStyle = style
      runText.append(character)
    }
    if let runStyle { context.write(runText, at: CGPoint(x: x, y: point.y), style: runStyle) }
  }
}
