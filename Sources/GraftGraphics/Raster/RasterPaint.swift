/// What a fill or stroke puts on the dots it covers.
package enum RasterPaint: Hashable, Sendable {
  /// One colour everywhere.
  case color(Color)
  /// A gradient's colour at each dot's centre.
  case gradient(RasterGradient)
}

/// A dot's paint packed into 32 bits, so a canvas is one flat `[UInt32]`.
///
/// Bit 31 says the dot is covered, bit 24 that its colour is the terminal's default, and bits
/// 0–23 hold red, green and blue. Zero is an uncovered dot.
enum DotColor {
  /// The covered bit.
  static let covered: UInt32 = 1 << 31
  /// The default-colour bit.
  static let defaultColor: UInt32 = 1 << 24

  /// The word for a covered dot of `color`.
  @inline(__always)
  static func encode(_ color: Color) -> UInt32 {
    switch color {
    case .default: covered | defaultColor
    case .rgb(let r, let g, let b): covered | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
  }

  /// The colour of a covered dot's word.
  @inline(__always)
  static func decode(_ word: UInt32) -> Color {
    if word & defaultColor != 0 { return .default }
    return .rgb(
      UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
      UInt8(truncatingIfNeeded: word))
  }
}
