/// The characters each technique draws with, made once, and how to read them back.
enum RasterGlyphs {
  /// Braille patterns by dot bits: bit 0 is dot 1 (top left), bits 0–2 the left column's top
  /// three dots, bits 3–5 the right column's, bit 6 dot 7 (bottom left), bit 7 dot 8 (bottom
  /// right), as Unicode numbers them.
  static let braille: [String] = (0..<256).map { String(Character(Unicode.Scalar(0x2800 + UInt32($0))!)) }

  /// The braille bit of the dot at (`column`, `row`) of a cell, column 0–1 and row 0–3.
  static let brailleBit: [UInt8] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]

  /// Quadrant blocks by bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
  static let quadrants: [String] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]

  /// The bits of each of `quadrants` (a space is none), to read a block back.
  static let quadrantBits: [String: Int] = Dictionary(
    uniqueKeysWithValues: quadrants.enumerated().map { ($1, $0) })

  /// Half blocks by bits: 1 upper half, 2 lower half.
  static let halfBlocks: [String] = [" ", "▀", "▄", "█"]

  /// What a cell's text is, as far as drawing over it goes.
  enum Content {
    /// A space: nothing drawn yet, or an area filled with a background.
    case blank
    /// A braille pattern with these dot bits.
    case braille(UInt8)
    /// A block element (U+2580–U+259F) a fill left.
    case block
    /// Anything else: text, which shapes never replace.
    case text
  }

  /// Classifies a cell's text.
  static func content(of text: String) -> Content {
    let utf8 = text.utf8
    if utf8.count == 1 { return utf8.first == 0x20 ? .blank : .text }
    guard utf8.count == 3, let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else {
      return .text
    }
    switch scalar.value {
    case 0x2800...0x28FF: return .braille(UInt8(scalar.value - 0x2800))
    case 0x2580...0x259F: return .block
    default: return .text
    }
  }
}
