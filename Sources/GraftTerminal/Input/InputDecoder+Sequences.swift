internal import GraftKit

/// How the decoder reads the inside of a sequence: CSI parameters, key and mouse codes, and
/// UTF-8.
extension InputDecoder {
  /// The event a complete CSI sequence stands for, or `nil` for one that means nothing here
  /// (unknown finals, replies to queries).
  static func interpretCSI(_ parameters: ArraySlice<UInt8>, final: UInt8)
    -> TerminalEvent?
  {
    let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
    let numbers = Self.numbers(in: marker == nil ? parameters : parameters.dropFirst())
    func number(_ index: Int) -> Int? { index < numbers.count ? numbers[index] : nil }
    let modifiers = Self.modifiers(fromParameter: number(1) ?? 0)

    if marker == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), numbers.count >= 3,
        let button = number(0), let x = number(1), let y = number(2)
      else { return nil }
      return mouse(button: button, x: x, y: y, pressed: final == UInt8(ascii: "M")).map(
        TerminalEvent.mouse)
    }
    guard marker == nil else { return nil }

    switch final {
    case UInt8(ascii: "~"):
      let key: TerminalKey? =
        switch number(0) ?? 0 {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function((number(0) ?? 0) - 10)
        case 17...21: .function((number(0) ?? 0) - 11)
        case 23, 24: .function((number(0) ?? 0) - 12)
        default: nil
        }
      return key.map { .key($0, modifiers: modifiers) }
    case UInt8(ascii: "Z"):
      return .key(.tab, modifiers: modifiers.union(.shift))
    case UInt8(ascii: "I") where numbers.isEmpty:
      return .focus(true)
    case UInt8(ascii: "O") where numbers.isEmpty:
      return .focus(false)
    case UInt8(ascii: "u"):
      // The "CSI u" form (kitty, xterm modifyOtherKeys=2): code point ; modifiers u.
      guard let code = number(0), let scalar = Unicode.Scalar(UInt32(clamping: code)) else {
        return nil
      }
      if case .key(let key, let controlModifiers) = controlKey(forScalar: scalar) {
        return .key(key, modifiers: modifiers.union(controlModifiers))
      }
      guard scalar.value >= 0x20, !(0x80...0x9F).contains(scalar.value) else { return nil }
      return .key(.character(Character(scalar)), modifiers: modifiers)
    default:
      return letterKey(final).map { .key($0, modifiers: modifiers) }
    }
  }

  /// The key of a CSI or SS3 sequence's final letter: arrows, Home, End, F1–F4.
  static func letterKey(_ final: UInt8) -> TerminalKey? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// The semicolon- (or colon-) separated numbers of a parameter string; an empty field is 0,
  /// and every number is capped so that no input can overflow.
  static func numbers(in parameters: ArraySlice<UInt8>) -> [Int] {
    guard !parameters.isEmpty else { return [] }
    var numbers: [Int] = [0]
    for byte in parameters {
      switch byte {
      case 0x30...0x39:
        numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(byte - 0x30), 99_999)
      case UInt8(ascii: ";"), UInt8(ascii: ":"):
        guard numbers.count < 16 else { return numbers }
        numbers.append(0)
      default:
        break
      }
    }
    return numbers
  }

  /// The modifiers of xterm's modifier parameter: 1 + (Shift 1 | Alt 2 | Ctrl 4 | Meta 8).
  static func modifiers(fromParameter parameter: Int) -> UIKeyModifierFlags {
    guard parameter > 1 else { return [] }
    let bits = parameter - 1
    var modifiers: UIKeyModifierFlags = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 { modifiers.insert(.alternate) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    if bits & 8 != 0 { modifiers.insert(.command) }
    return modifiers
  }

  /// Decodes a mouse report's button code and 1-based position.
  ///
  /// Button bits: 0–1 the button (3 = none), 4 Shift, 8 Alt, 16 Ctrl, 32 motion, 64 wheel,
  /// 128 extra buttons.
  static func mouse(button code: Int, x: Int, y: Int, pressed: Bool) -> MouseEvent? {
    guard code >= 0 else { return nil }
    var modifiers: UIKeyModifierFlags = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alternate) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let column = max(0, x - 1)
    let row = max(0, y - 1)
    func event(_ kind: MouseEvent.Kind) -> MouseEvent {
      MouseEvent(kind, x: column, y: row, modifiers: modifiers)
    }
    if code & 64 != 0, code & 128 == 0 {
      guard pressed else { return nil }
      let directions: [ScrollDirection] = [.up, .down, .left, .right]
      return event(.scroll(directions[code & 3]))
    }
    let button: MouseButton? =
      code & 128 != 0 ? .other : [MouseButton.left, .middle, .right, nil][code & 3]
    if code & 32 != 0 {
      return event(button.map { .drag($0) } ?? .move)
    }
    if pressed {
      // NB: X10 reports a release as a press of "no button".
      return event(button.map { .press($0) } ?? .release(.left))
    }
    return event(.release(button ?? .left))
  }

  // MARK: - Keys and characters

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> TerminalEvent {
    controlKey(forScalar: Unicode.Scalar(byte)) ?? .key(.escape)
  }

  static func controlKey(forScalar scalar: Unicode.Scalar) -> TerminalEvent? {
    switch scalar.value {
    case 0x00: .key(.character(" "), modifiers: .control)
    case 0x08, 0x7F: .key(.backspace)
    case 0x09: .key(.tab)
    case 0x0A, 0x0D: .key(.return)
    case 0x1B: .key(.escape)
    case 0x01...0x1A:
      .key(.character(Character(Unicode.Scalar(UInt8(0x60) + UInt8(scalar.value)))),
        modifiers: .control)
    case 0x1C: .key(.character("\\"), modifiers: .control)
    case 0x1D: .key(.character("]"), modifiers: .control)
    case 0x1E: .key(.character("^"), modifiers: .control)
    case 0x1F: .key(.character("_"), modifiers: .control)
    default: nil
    }
  }

  enum ScalarDecoding {
    case scalar(Unicode.Scalar, length: Int)
    case incomplete
    case invalid(length: Int)
  }

  /// Decodes one UTF-8 scalar at `start`, rejecting overlong forms, surrogates and stray
  /// continuation bytes.
  static func decodeScalar(_ input: [UInt8], at start: Int) -> ScalarDecoding {
    let lead = input[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return .invalid(length: 1)
    }
    for offset in 1..<length {
      guard start + offset < input.count else { return .incomplete }
      let byte = input[start + offset]
      guard byte & 0xC0 == 0x80 else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else {
      return .invalid(length: length)
    }
    return .scalar(scalar, length: length)
  }
}
