extension Character {
  /// Columns this grapheme occupies in a terminal: 0, 1 or 2.
  ///
  /// The width is decided by the cluster's base (its first scalar that is not a combining mark
  /// or format character), promoted to 2 for emoji sequences that terminals draw as one
  /// two-column glyph: a variation selector 16, a keycap, a skin-tone modifier or a ZWJ
  /// sequence. Combining marks inside a cluster never add width.
  public var terminalWidth: Int {
    // Fast path: almost everything drawn is ASCII.
    if let ascii = asciiValue {
      return ascii.isPrintableASCII ? 1 : 0
    }
    let scalars = unicodeScalars
    guard let base = scalars.first(where: { !$0.isZeroWidthComponent }) else { return 0 }
    if base.properties.generalCategory == .control { return 0 }
    if base.properties.isEmojiPresentation { return 2 }
    if scalars.count > 1, base.properties.isEmoji, Self.isWideEmojiSequence(scalars) {
      return 2
    }
    return base.isEastAsianWide ? 2 : 1
  }

  /// Whether an emoji-capable base's cluster contains a scalar that makes terminals draw the
  /// whole cluster as a two-column emoji.
  private static func isWideEmojiSequence(_ scalars: UnicodeScalarView) -> Bool {
    var sawJoiner = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F, 0x20E3: return true  // emoji presentation selector, combining keycap
      case 0x200D: sawJoiner = true
      default:
        // NB: a ZWJ only joins when something follows it; "a" + ZWJ is an ordinary letter.
        if sawJoiner || scalar.properties.isEmojiModifier { return true }
      }
    }
    return false
  }
}

extension String {
  /// Columns this text occupies in a terminal once sanitised: the sum of its graphemes' widths.
  ///
  /// Measured after `sanitizedForTerminal` so that it agrees with what `CellBuffer.write`
  /// actually puts on screen (a tab counts as the single space it becomes, for instance).
  public var terminalWidth: Int {
    if utf8.allSatisfy({ $0.isPrintableASCII }) { return utf8.count }
    return sanitizedForTerminal.reduce(0) { $0 + $1.terminalWidth }
  }
}

extension Unicode.Scalar {
  /// Whether this scalar never occupies a column of its own: a nonspacing or enclosing mark, or
  /// a format character such as ZERO WIDTH SPACE or ZWJ.
  var isZeroWidthComponent: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Whether Unicode's East Asian Width property is Wide or Fullwidth for this scalar, as far as
  /// terminals agree on it.
  var isEastAsianWide: Bool {
    let value = self.value
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = Self.eastAsianWideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = Self.eastAsianWideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Wide and Fullwidth scalars, sorted and disjoint for binary search.
  ///
  /// NB: emoji with default emoji presentation are handled by `isEmojiPresentation` instead, so
  /// this table only needs to list them where terminals treat a whole block as wide.
  private static let eastAsianWideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B,  // watch, hourglass
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK unified ideographs extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi syllables and radicals
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth ASCII variants
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols and punctuation
    0x17000...0x18CFF,  // Tangut, Tangut components, Khitan small script
    0x18D00...0x18D08,  // Tangut supplement
    0x1AFF0...0x1B2FF,  // kana extensions and supplements, Nushu
    0x1F200...0x1F202,  // enclosed ideographic supplement
    0x1F210...0x1F23B,
    0x1F240...0x1F248,
    0x1F250...0x1F251,
    0x1F260...0x1F265,
    0x1F300...0x1F64F,  // miscellaneous symbols and pictographs, emoticons
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x2FFFD,  // CJK unified ideographs extensions B to F, compatibility supplement
    0x30000...0x3FFFD,  // CJK unified ideographs extensions G and later
  ]
}

extension UInt8 {
  /// Whether this byte is printable ASCII, space to tilde: a character that takes one terminal
  /// column, needs no sanitising, and never joins the character before it into one grapheme.
  ///
  /// Most text drawn is made of these, so the drawing paths test for them first.
  @inlinable package var isPrintableASCII: Bool { (0x20..<0x7F).contains(self) }
}

extension String {
  /// The byte of this text if it is one printable ASCII character, as most cells hold.
  @inlinable package var printableASCIIByte: UInt8? {
    guard utf8.count == 1, let byte = utf8.first, byte.isPrintableASCII else { return nil }
    return byte
  }
}
