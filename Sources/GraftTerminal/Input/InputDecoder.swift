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

  /// Whether bytes are waiting for more input, or an overlong sequence is still being skipped:
  /// the host then schedules a ``flush()``, which ends either. Without it, a skip cut short by
  /// the end of a read would swallow the user's next key as the sequence's final byte.
  package var hasPendingInput: Bool { !pending.isEmpty || pasteContent != nil || discardingSequence }

  /// Whether a bracketed paste has started and not yet ended.
  package var isInPaste: Bool { pasteContent != nil }

  /// The number of bytes held between chunks, paste content included; never more than
  /// ``maximumSequenceLength`` plus ``maximumPasteLength``.
  package var bufferedByteCount: Int { pending.count + (pasteContent?.count ?? 0) }

  /// Decodes the next chunk of input.
  ///
  /// - Returns: The events completed by this chunk, in order.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    // NB: `pending` is emptied, not cleared keeping its capacity, which would copy the buffer
    // `input` now shares; `input` then owns it alone and appends in place.
    var input = pending
    pending = []
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
}
