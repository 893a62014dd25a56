package import GraftGraphics

/// A text style as the terminal will actually show it: colours already reduced to the
/// terminal's colour depth, so two styles that look the same there compare equal and cost no
/// SGR to switch between.
package struct Pen: Hashable, Sendable {
  /// A colour reduced to what one SGR parameter list can name.
  package enum Ink: Hashable, Sendable {
    case `default`
    case rgb(UInt8, UInt8, UInt8)
    case palette(UInt8)
    case ansi(UInt8)
  }

  package var foreground: Ink
  package var background: Ink
  package var attributes: TextStyle.Attributes

  /// The terminal's state after `ESC [ 0 m`.
  package static let plain = Pen(foreground: .default, background: .default, attributes: [])

  package init(foreground: Ink, background: Ink, attributes: TextStyle.Attributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// `style` as a terminal of colour depth `depth` shows it.
  package init(_ style: TextStyle, depth: ColorDepth) {
    self.init(
      foreground: Self.ink(style.foreground, depth: depth),
      background: Self.ink(style.background, depth: depth), attributes: style.attributes)
  }

  private static func ink(_ color: Color, depth: ColorDepth) -> Ink {
    guard case .rgb(let red, let green, let blue) = color else { return .default }
    switch depth {
    case .trueColor: return .rgb(red, green, blue)
    case .palette256: return color.paletteIndex.map(Ink.palette) ?? .default
    case .ansi16: return color.ansi16Index.map(Ink.ansi) ?? .default
    case .monochrome: return .default
    }
  }

  /// The shortest SGR sequence that changes the terminal from `old` (`nil`: unknown) to `new`:
  /// either a reset followed by everything `new` needs, or only the differences.
  package static func transition(from old: Pen?, to new: Pen) -> [UInt8] {
    var reset = ["0"]
    reset += attributeCodes(new.attributes)
    if new.foreground != .default { reset.append(code(new.foreground, background: false)) }
    if new.background != .default { reset.append(code(new.background, background: true)) }
    var best = reset
    if let old {
      let incremental = differences(from: old, to: new)
      if incremental.joined(separator: ";").utf8.count < reset.joined(separator: ";").utf8.count {
        best = incremental
      }
    }
    return Array("\u{1B}[\(best.joined(separator: ";"))m".utf8)
  }

  private static func differences(from old: Pen, to new: Pen) -> [String] {
    var codes: [String] = []
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    // NB: SGR 22 turns off bold and dim together, so whichever stays is set again.
    if !removed.isDisjoint(with: [.bold, .dim]) {
      codes.append("22")
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { codes.append("23") }
    if removed.contains(.underline) { codes.append("24") }
    if removed.contains(.inverse) { codes.append("27") }
    if removed.contains(.strikethrough) { codes.append("29") }
    codes += attributeCodes(added)
    if old.foreground != new.foreground { codes.append(code(new.foreground, background: false)) }
    if old.background != new.background { codes.append(code(new.background, background: true)) }
    return codes
  }

  private static func attributeCodes(_ attributes: TextStyle.Attributes) -> [String] {
    var codes: [String] = []
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.italic) { codes.append("3") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.inverse) { codes.append("7") }
    if attributes.contains(.strikethrough) { codes.append("9") }
    return codes
  }

  private static func code(_ ink: Ink, background: Bool) -> String {
    switch ink {
    case .default: return background ? "49" : "39"
    case .rgb(let red, let green, let blue): return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    case .palette(let index): return "\(background ? 48 : 38);5;\(index)"
    case .ansi(let index):
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return String(base + Int(index % 8))
    }
  }
}
