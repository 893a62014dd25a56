extension String {
  /// This text with everything that must never reach a terminal replaced or removed.
  ///
  /// - C0 controls (U+0000–U+001F) become their Control Pictures (U+2400 + code, e.g. ESC →
  ///   "␛"), except TAB, which becomes a single space.
  /// - DEL (U+007F) becomes "␡".
  /// - C1 controls (U+0080–U+009F) become U+FFFD.
  /// - Bidi overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) are dropped, as
  ///   is any other format character standing alone (ZERO WIDTH SPACE, BOM, LRM, …).
  /// - Everything else is untouched.
  ///
  /// Why: a stray ESC would let user-supplied text move the cursor or rewrite the screen, and a
  /// bidi control would reorder cells the renderer believes it placed left to right. Visible
  /// pictures keep the text debuggable instead of silently losing characters.
  public var sanitizedForTerminal: String {
    // Fast path: printable ASCII needs nothing.
    if utf8.allSatisfy({ $0.isPrintableASCII }) { return self }

    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x09: scalars.append(" ")
      case 0x00...0x1F: scalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
      case 0x7F: scalars.append("\u{2421}")
      case 0x80...0x9F: scalars.append("\u{FFFD}")
      case 0x202A...0x202E, 0x2066...0x2069: continue
      default: scalars.append(scalar)
      }
    }

    // NB: format characters are only dropped when they form a cluster on their own; inside a
    // cluster (ZWJ in an emoji sequence, tags in a subdivision flag) they carry meaning.
    let replaced = String(scalars)
    guard replaced.unicodeScalars.contains(where: { $0.properties.generalCategory == .format })
    else { return replaced }
    return String(
      replaced.filter { grapheme in
        !grapheme.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
      })
  }
}
