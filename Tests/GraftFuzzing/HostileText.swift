import Foundation
import SeededRandom

/// Text a hostile or merely international user produces: emoji sequences, combining marks,
/// right-to-left scripts and controls, wide characters, zero-width characters, and bytes that
/// are not text at all.
package enum HostileText {
  /// Pieces typing is built from. None contains a line break or a control character; those
  /// come as tokens of their own.
  package static let pieces: [String] = [
    "a", "Z", "0", " ", "hello", "Graft", "~!@#$%^&*()_+{}|:\"<>?", "[]\\;',./`",
    // Emoji: plain, ZWJ families, flags, skin tones, keycaps, presentation selectors.
    "😀", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷🇯🇵", "👍🏽", "1️⃣", "❤️", "☺︎", "🧑🏿‍🚀",
    // Combining marks: accents, stacks, a mark with nothing before it.
    "e\u{301}", "n\u{303}", "Z\u{334}\u{321}\u{322}\u{31B}\u{317}\u{318}\u{319}\u{31C}", "\u{301}",
    "a\u{20DD}", "\u{0915}\u{094D}\u{0937}",
    // Right-to-left text and bidi controls.
    "مرحبا", "שלום", "\u{202E}evil\u{202C}", "\u{200F}", "\u{200E}", "\u{2067}x\u{2069}",
    // Wide, zero-width and odd characters.
    "漢字", "カタカナ", "한국어", "\u{200B}", "\u{FEFF}", "\u{00AD}", "\u{E000}", "\u{FFFD}",
    "\u{FFFF}", "\u{10FFFF}", "\u{1F3FB}", "ｗｉｄｅ", "\u{3000}",
    // Mathematical and symbol blocks.
    "𝕳𝖊𝖑𝖑𝖔", "∑∫√∞", "⌘⌥⇧", "░▒▓█",
  ]

  /// Characters only pastes carry: line breaks of every kind, tabs, C0 and C1 controls.
  package static let pasteOnlyPieces: [String] = [
    "\n", "\r\n", "\r", "\t", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}", "\u{1B}",
    "\u{07}", "\u{00}", "\u{7F}", "\u{9B}", "\u{1B}[31m", "\u{1B}]0;title\u{07}",
  ]

  /// Control bytes that are keys with no meaning inside a text field.
  package static let inertControls: [UInt8] =
    [0x01, 0x02, 0x04, 0x05, 0x06, 0x07, 0x0B, 0x0C, 0x0E, 0x0F, 0x10]
    + Array(0x12...0x1A) + [0x1C, 0x1D, 0x1E, 0x1F]

  /// Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates,
  /// values past U+10FFFF, bytes that never occur, and truncated characters.
  package static let invalidSequences: [[UInt8]] = [
    [0x80], [0xBF], [0xFF], [0xFE], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
    [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xF8, 0x88, 0x80, 0x80, 0x80],
    [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
  ]

  /// What a text field receives for a bracketed paste of `content`: at most a mebibyte of its
  /// UTF-8, with line breaks as `"\n"` and no other control character than tab
  /// (docs/Terminal.md, "Keys and mouse").
  package static func pastedText(_ content: String) -> String {
    let kept = String(decoding: content.utf8.prefix(1 << 20), as: UTF8.self)
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in kept.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar.value {
      case 0x0D: result.append("\n")
      case 0x0A: if !previousWasCR { result.append("\n") }
      case 0x09: result.append(scalar)
      case 0x00..<0x20, 0x7F...0x9F: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// A text field's text after `pasted` is inserted at its end, and whether it is still being
  /// edited: each line break is Return, which ends editing in a field that registered for
  /// `.editingDidEndOnExit` (SwiftUI's `TextField` does).
  package static func insert(
    _ pasted: String, into text: String, returnEndsEditing: Bool
  ) -> (text: String, editing: Bool) {
    var result = text
    let lines = pasted.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      if index > 0, returnEndsEditing { return (result, false) }
      result += line
    }
    return (result, true)
  }

  /// A few tokens of typing.
  package static func typing(using random: inout SeededGenerator) -> [TypedToken] {
    let count = random.logUniform(upTo: 24)
    let tokens: [TypedToken] = (0..<count).map { _ in
      switch random.weightedIndex([70, 10, 8, 7, 5]) {
      case 0: .text(random.pick(pieces))
      case 1: .backspace(random.chance(0.5) ? 0x7F : 0x08)
      case 2: .inertControl(random.pick(inertControls))
      case 3: .invalidUTF8(random.pick(invalidSequences))
      default: .c1Control(UInt8.random(in: 0x80...0x9F, using: &random))
      }
    }
    // NB: A truncated character followed by continuation bytes would be completed by them
    // (F0 9F 98 then 80 is 😀), so such a pair keeps only the first.
    var result: [TypedToken] = []
    for token in tokens {
      if case .invalidUTF8(let bytes) = token, let first = bytes.first, (0x80...0xBF).contains(first),
        case .invalidUTF8(let previous)? = result.last, let lead = previous.first, lead >= 0xC2
      {
        continue
      }
      result.append(token)
    }
    return result
  }

  /// Paste content of about `length` bytes: mostly pieces of text, with line breaks and
  /// controls among them.
  package static func paste(length: Int, using random: inout SeededGenerator) -> String {
    var text = ""
    var utf8Count = 0
    // NB: Long pastes repeat a chunk, so a megabyte costs the generator little.
    var chunk = ""
    while chunk.utf8.count < min(length, 4096) {
      let piece = random.chance(0.1) ? random.pick(pasteOnlyPieces) : random.pick(pieces)
      chunk += piece
    }
    while utf8Count < length {
      text += chunk
      utf8Count += chunk.utf8.count
    }
    // NB: The end marker inside a paste would end it early; a real terminal never sends one.
    return text.replacingOccurrences(of: "\u{1B}[201~", with: "")
  }
}
