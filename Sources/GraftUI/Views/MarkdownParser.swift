import Foundation

/// Styles the inline Markdown SwiftUI reads in a `LocalizedStringKey`: strong and emphasised
/// text, strikethrough, code and links.
///
/// NB: swift-corelibs-foundation has no `AttributedString(markdown:)`, so Graft reads the
/// inline subset SwiftUI draws in a `Text` itself. A delimiter that is never closed stays as
/// written, as CommonMark leaves it.
package enum MarkdownParser {
  /// The characters that can start Markdown.
  private static let special: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

  /// The runs `source` styles, or `nil` when it has no Markdown at all.
  package static func runs(of source: String) -> [Text.Run]? {
    guard source.contains(where: { special.contains($0) }) else { return nil }
    var runs: [Text.Run] = []
    parse(Array(source), style: Text.Run(string: ""), into: &runs)
    return merged(runs)
  }

  /// `text` with every character that could start Markdown escaped.
  package static func escaped(_ text: String) -> String {
    guard text.contains(where: { special.contains($0) }) else { return text }
    var result = ""
    for character in text {
      if special.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  private static func parse(_ characters: [Character], style: Text.Run, into runs: inout [Text.Run]) {
    var plain = ""
    func flush() {
      guard !plain.isEmpty else { return }
      var run = style
      run.string = plain
      runs.append(run)
      plain = ""
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
        plain.append(characters[index + 1])
        index += 2
        continue
      }
      if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
        flush()
        var run = style
        run.string = String(characters[(index + 1)..<end])
        runs.append(run)
        index = end + 1
        continue
      }
      if character == "[", let (text, end) = link(in: characters, at: index) {
        flush()
        var inner = style
        inner.underline = true
        inner.color = inner.color ?? .accentColor
        parse(text, style: inner, into: &runs)
        index = end
        continue
      }
      if character == "*" || character == "_" || character == "~",
        let (delimiter, end) = emphasis(in: characters, at: index)
      {
        flush()
        var inner = style
        switch delimiter.count {
        case 3:
          inner.bold = true
          inner.italic = true
        case 2 where character == "~": inner.strikethrough = true
        case 2: inner.bold = true
        default: inner.italic = true
        }
        parse(Array(characters[(index + delimiter.count)..<end]), style: inner, into: &runs)
        index = end + delimiter.count
        continue
      }
      plain.append(character)
      index += 1
    }
    flush()
  }

  /// The delimiter at `index` and where its closing one starts, if it opens emphasis.
  private static func emphasis(in characters: [Character], at index: Int) -> ([Character], Int)? {
    let mark = characters[index]
    var length = 0
    while index + length < characters.count, characters[index + length] == mark { length += 1 }
    if mark == "~" { guard length == 2 else { return nil } }
    guard length <= 3 else { return nil }
    let start = index + length
    // NB: An opening delimiter is followed by text, and an underscore inside a word
    // (snake_case) opens nothing, as in CommonMark.
    guard start < characters.count, !characters[start].isWhitespace else { return nil }
    if mark == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
    var probe = start
    while probe < characters.count {
      if characters[probe] == "\\" {
        probe += 2
        continue
      }
      guard characters[probe] == mark else {
        probe += 1
        continue
      }
      var run = 0
      while probe + run < characters.count, characters[probe + run] == mark { run += 1 }
      let closes =
        run >= length && probe > start && !characters[probe - 1].isWhitespace
        && (mark != "_" || probe + run >= characters.count
          || !(characters[probe + run].isLetter || characters[probe + run].isNumber))
      if closes { return (Array(repeating: mark, count: length), probe) }
      probe += run
    }
    return nil
  }

  /// The text of a `[text](destination)` link at `index`, and where the link ends.
  private static func link(in characters: [Character], at index: Int) -> ([Character], Int)? {
    guard let close = characters[(index + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
      characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    return (Array(characters[(index + 1)..<close]), end + 1)
  }

  /// `runs` with neighbours of the same style joined.
  private static func merged(_ runs: [Text.Run]) -> [Text.Run] {
    var result: [Text.Run] = []
    for run in runs where !run.string.isEmpty {
      if var last = result.last {
        var probe = run
        probe.string = last.string
        if probe == last {
          last.string += run.string
          result[result.count - 1] = last
          continue
        }
      }
      result.append(run)
    }
    return result.isEmpty ? [Text.Run(string: "")] : result
  }
}
