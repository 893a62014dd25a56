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
    var bytes: [UInt8] = []
    appendTransition(from: old, to: new, to: &bytes)
    return bytes
  }

  /// Appends ``transition(from:to:)`` to `bytes`.
  ///
  /// NB: Both candidates are written into scratch space on the stack, with no strings, and the
  /// shorter is appended once: a full repaint of a screen whose every cell changes colour writes
  /// one of these per cell.
  package static func appendTransition(from old: Pen?, to new: Pen, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * SGR.capacity) { scratch in
      var reset = SGR(UnsafeMutableBufferPointer(rebasing: scratch[..<SGR.capacity]))
      reset.append(0)
      reset.append(new.attributes)
      if new.foreground != .default { reset.append(new.foreground, background: false) }
      if new.background != .default { reset.append(new.background, background: true) }
      var best = reset
      if let old {
        var differences = SGR(UnsafeMutableBufferPointer(rebasing: scratch[SGR.capacity...]))
        appendDifferences(from: old, to: new, to: &differences)
        if differences.count < reset.count { best = differences }
      }
      best.finish(appendingTo: &bytes)
    }
  }

  private static func appendDifferences(from old: Pen, to new: Pen, to sgr: inout SGR) {
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    // NB: SGR 22 turns off bold and dim together, so whichever stays is set again.
    if !removed.isDisjoint(with: [.bold, .dim]) {
      sgr.append(22)
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { sgr.append(23) }
    if removed.contains(.underline) { sgr.append(24) }
    if removed.contains(.inverse) { sgr.append(27) }
    if removed.contains(.strikethrough) { sgr.append(29) }
    sgr.append(added)
    if old.foreground != new.foreground { sgr.append(new.foreground, background: false) }
    if old.background != new.background { sgr.append(new.background, background: true) }
  }
}

/// One SGR sequence, `ESC [` parameters separated by `;` `m`, written into scratch space.
private struct SGR {
  /// Room for the longest sequence: every attribute switched, and two 24-bit colours.
  static let capacity = 80

  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 2

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
    buffer[0] = 0x1B
    buffer[1] = UInt8(ascii: "[")
  }

  /// Ends the sequence and appends it to `bytes`.
  mutating func finish(appendingTo bytes: inout [UInt8]) {
    put(UInt8(ascii: "m"))
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
  }

  private mutating func put(_ byte: UInt8) {
    // NB: `capacity` bounds every sequence, so the check is left to debug builds.
    assert(count < buffer.count)
    buffer.baseAddress.unsafelyUnwrapped[count] = byte
    count += 1
  }

  /// One parameter, at most 255.
  mutating func append(_ number: Int) {
    if count > 2 { put(UInt8(ascii: ";")) }
    let number = UInt8(number)
    if number >= 100 { put(48 + number / 100) }
    if number >= 10 { put(48 + number / 10 % 10) }
    put(48 + number % 10)
  }

  mutating func append(_ attributes: TextStyle.Attributes) {
    guard !attributes.isEmpty else { return }
    if attributes.contains(.bold) { append(1) }
    if attributes.contains(.dim) { append(2) }
    if attributes.contains(.italic) { append(3) }
    if attributes.contains(.underline) { append(4) }
    if attributes.contains(.inverse) { append(7) }
    if attributes.contains(.strikethrough) { append(9) }
  }

  mutating func append(_ ink: Pen.Ink, background: Bool) {
    switch ink {
    case .default: append(background ? 49 : 39)
    case .rgb(let red, let green, let blue):
      append(background ? 48 : 38)
      append(2)
      append(Int(red))
      append(Int(green))
      append(Int(blue))
    case .palette(let index):
      append(background ? 48 : 38)
      append(5)
      append(Int(index))
    case .ansi(let index):
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      append(base + Int(index % 8))
    }
  }
}
