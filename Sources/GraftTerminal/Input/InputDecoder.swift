internal import GraftKit

/// Turns the bytes a terminal sends into ``TerminalEvent`` values.
///
/// The decoder is a pure value: feed it chunks as `read()` returns them and it keeps whatever
/// is incomplete (half a UTF-8 character, half an escape sequence, an open bracketed paste)
/// until the next chunk. It understands UTF-8 text, C0 control keys, CSI and SS3 key sequences
/// with xterm modifiers, SGR and X10 mouse reports, bracketed paste and focus reports.
///
/// Why a lone ESC waits: ESC also starts every escape sequence, so it is only the Escape key
/// once nothing follows it. The host calls ``flush()`` when no byte arrived for a short
/// while; that turns a pending ESC into `.key(.escape)`.
///
/// Garbage never hangs or grows it: a sequence longer than ``maximumSequenceLength`` is
/// discarded up to its final byte, malformed sequences and invalid UTF-8 are dropped, and a
/// paste keeps at most ``maximumPasteLength`` bytes.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;".utf8))  // [] — waits for the rest
/// decoder.decode(Array("5C".utf8))         // [.key(.right, modifiers: .control)]
/// ```
package struct InputDecoder: Sendable {
  /// The longest escape sequence kept whole; longer ones are discarded.
  package static let maximumSequenceLength = 64
  /// The most bytes of one bracketed paste that are kept; the rest of the paste is dropped.
  package static let maximumPasteLength = 1 << 20

  private static let escape: UInt8 = 0x1B
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Bytes of an incomplete character or sequence, waiting for the next chunk.
  private var pending: [UInt8] = []
  /// The paste read so far, while inside `ESC [ 200 ~` … `ESC [ 201 ~`.
  private var pasteContent: [UInt8]?
  /// Whether an overlong sequence is being skipped up to its final byte.
  private var discardingSequence = false

  /// Creates a decoder with nothing pending.
  package init() {}

  /// Whether bytes are waiting for more input: the host then schedules a ``flush()``.
  package var hasPendingInput: Bool { !pending.isEmpty || pasteContent != nil }

  /// Whether a bracketed paste has started and not yet ended.
  package var isInPaste: Bool { pasteContent != nil }

  /// The number of bytes held between chunks, paste content included; never more than
  /// ``maximumSequenceLength`` plus ``maximumPasteLength``.
  package var bufferedByteCount: Int { pending.count + (pasteContent?.count ?? 0) }

  /// Decodes the next chunk of input.
  ///
  /// - Returns: The events completed by this chunk, in order.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    var input = pending
    pending.removeAll(keepingCapacity: true)
    input.append(contentsOf: bytes)
    var events: [TerminalEvent] = []
    var text = String.UnicodeScalarView()
    func endText() {
      guard !text.isEmpty else { return }
      events.append(.text(String(text)))
      text.removeAll()
    }

    var index = 0
    while index < input.count {
      if pasteContent != nil {
        index = consumePaste(input, from: index, into: &events)
        continue
      }
      let byte = input[index]
      if discardingSequence {
        if (0x20...0x3F).contains(byte) {
          index += 1
          continue
        }
        discardingSequence = false
        if (0x40...0x7E).contains(byte) {
          index += 1
          continue
        }
      }
      switch byte {
      case Self.escape:
        endText()
        switch parseEscape(input, at: index) {
        case .incomplete:
          pending = Array(input[index...])
          index = input.count
        case .event(let event, let length):
          if let event { events.append(event) }
          index += length
        case .startPaste(let length):
          pasteContent = []
          index += length
        case .discard(let length):
          index += length
        case .tooLong(let length):
          discardingSequence = true
          index += length
        }
      case 0x00..<0x20, 0x7F:
        endText()
        events.append(Self.controlKey(byte))
        index += 1
      default:
        switch Self.decodeScalar(input, at: index) {
        case .scalar(let scalar, let length):
          // NB: C1 controls arrive UTF-8 encoded; they are controls, not text.
          if !(0x80...0x9F).contains(scalar.value) { text.append(scalar) }
          index += length
        case .incomplete:
          pending = Array(input[index...])
          index = input.count
        case .invalid(let length):
          index += length
        }
      }
    }
    endText()
    return events
  }

  /// Ends whatever is pending, as the host does when no byte arrived for a short while.
  ///
  /// A lone ESC becomes `.key(.escape)`; `ESC [` and `ESC O` become Alt-`[` and Alt-`O`; an
  /// unterminated paste is delivered as it stands; any other incomplete sequence or character
  /// is dropped.
  package mutating func flush() -> [TerminalEvent] {
    defer {
      pending.removeAll()
      discardingSequence = false
    }
    if var content = pasteContent {
      pasteContent = nil
      content.append(contentsOf: pending.prefix(Self.maximumPasteLength - content.count))
      return content.isEmpty ? [] : [.paste(String(decoding: content, as: UTF8.self))]
    }
    switch pending {
    case [Self.escape]: return [.key(.escape)]
    case [Self.escape, UInt8(ascii: "[")]: return [.key(.character("["), modifiers: .alternate)]
    case [Self.escape, UInt8(ascii: "O")]: return [.key(.character("O"), modifiers: .alternate)]
    default: return []
    }
  }

  // MARK: - Paste

  /// Reads paste content from `start` up to the end marker, or to the end of the chunk.
  ///
  /// - Returns: The index to continue decoding from.
  private mutating func consumePaste(
    _ input: [UInt8], from start: Int, into events: inout [TerminalEvent]
  ) -> Int {
    var index = start
    while index < input.count {
      if input[index] == Self.escape {
        let available = min(Self.pasteEnd.count, input.count - index)
        if input[index..<index + available].elementsEqual(Self.pasteEnd.prefix(available)) {
          appendPaste(input[start..<index])
          if available < Self.pasteEnd.count {
            // NB: the chunk ends inside what may be the end marker: wait for the rest.
            pending = Array(input[index...])
            return input.count
          }
          events.append(.paste(String(decoding: pasteContent ?? [], as: UTF8.self)))
          pasteContent = nil
          return index + Self.pasteEnd.count
        }
      }
      index += 1
    }
    appendPaste(input[start...])
    return input.count
  }

  private mutating func appendPaste(_ bytes: ArraySlice<UInt8>) {
    let room = Self.maximumPasteLength - (pasteContent?.count ?? 0)
    guard room > 0 else { return }
    pasteContent?.append(contentsOf: bytes.prefix(room))
  }

  // MARK: - Escape sequences

  private enum Parse {
    /// More bytes are needed.
    case incomplete
    /// A complete sequence of `length` bytes; `nil` for one that means nothing to us.
    case event(TerminalEvent?, length: Int)
    /// `ESC [ 200 ~`: a bracketed paste starts.
    case startPaste(length: Int)
    /// A malformed sequence: drop `length` bytes and go on with the next one.
    case discard(length: Int)
    /// A sequence past the length limit: drop `length` bytes and the rest of it.
    case tooLong(length: Int)
  }

  private func parseEscape(_ input: [UInt8], at start: Int) -> Parse {
    guard start + 1 < input.count else { return .incomplete }
    let next = input[start + 1]
    switch next {
    case UInt8(ascii: "["):
      return parseCSI(input, at: start)
    case UInt8(ascii: "O"):
      return parseSS3(input, at: start)
    case Self.escape:
      return .event(.key(.escape), length: 1)
    case 0x00..<0x20, 0x7F:
      guard case .key(let key, let modifiers) = Self.controlKey(next) else {
        return .discard(length: 2)
      }
      return .event(.key(key, modifiers: modifiers.union(.alternate)), length: 2)
    default:
      switch Self.decodeScalar(input, at: start + 1) {
      case .scalar(let scalar, let length):
        guard !(0x80...0x9F).contains(scalar.value) else { return .discard(length: 1 + length) }
        return .event(
          .key(.character(Character(scalar)), modifiers: .alternate), length: 1 + length)
      case .incomplete:
        return .incomplete
      case .invalid:
        // NB: ESC followed by garbage: the ESC was the Escape key; the garbage is dropped next.
        return .event(.key(.escape), length: 1)
      }
    }
  }

  /// Parses `ESC [ parameters intermediates final`, plus the three raw bytes of an X10 mouse
  /// report (`ESC [ M b x y`).
  private func parseCSI(_ input: [UInt8], at start: Int) -> Parse {
    var index = start + 2
    while index < input.count {
      let byte = input[index]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else { return .discard(length: index - start) }
      index += 1
      if index - start > Self.maximumSequenceLength { return .tooLong(length: index - start) }
    }
    guard index < input.count else { return .incomplete }
    let final = input[index]
    let parameters = input[(start + 2)..<index]
    let length = index - start + 1

    if final == UInt8(ascii: "M"), parameters.isEmpty {
      guard index + 3 < input.count else { return .incomplete }
      let values = input[(index + 1)...(index + 3)].map { Int($0) - 32 }
      let event = Self.mouse(button: values[0], x: values[1], y: values[2], pressed: true)
      return .event(event.map(TerminalEvent.mouse), length: length + 3)
    }
    if final == UInt8(ascii: "~"), parameters.elementsEqual("200".utf8) {
      return .startPaste(length: length)
    }
    return .event(Self.interpretCSI(parameters, final: final), length: length)
  }

  /// Parses `ESC O final`, allowing a modifier digit before the final as some terminals send.
  private func parseSS3(_ input: [UInt8], at start: Int) -> Parse {
    var index = start + 2
    var modifier = 0
    while index < input.count, (0x30...0x39).contains(input[index]), index - start < 4 {
      modifier = modifier * 10 + Int(input[index] - 0x30)
      index += 1
    }
    guard index < input.count else { return .incomplete }
    let final = input[index]
    guard (0x40...0x7E).contains(final) else { return .discard(length: index - start) }
    let modifiers = Self.modifiers(fromParameter: modifier)
    let key: TerminalKey? =
      switch final {
      case UInt8(ascii: "M"): .return
      default: Self.letterKey(final)
      }
    return .event(key.map { .key($0, modifiers: modifiers) }, length: index - start + 1)
  }

  private static func interpretCSI(_ parameters: ArraySlice<UInt8>, final: UInt8)
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
  private static func letterKey(_ final: UInt8) -> TerminalKey? {
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
  private static func numbers(in parameters: ArraySlice<UInt8>) -> [Int] {
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
  private static func modifiers(fromParameter parameter: Int) -> UIKeyModifierFlags {
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
  private static func mouse(button code: Int, x: Int, y: Int, pressed: Bool) -> MouseEvent? {
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
  private static func controlKey(_ byte: UInt8) -> TerminalEvent {
    controlKey(forScalar: Unicode.Scalar(byte)) ?? .key(.escape)
  }

  private static func controlKey(forScalar scalar: Unicode.Scalar) -> TerminalEvent? {
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

  private enum ScalarDecoding {
    case scalar(Unicode.Scalar, length: Int)
    case incomplete
    case invalid(length: Int)
  }

  /// Decodes one UTF-8 scalar at `start`, rejecting overlong forms, surrogates and stray
  /// continuation bytes.
  private static func decodeScalar(_ input: [UInt8], at start: Int) -> ScalarDecoding {
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
