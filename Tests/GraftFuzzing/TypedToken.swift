/// One piece of what the fuzzer types at the terminal, with the effect a user would expect.
///
/// Typing is generated as tokens rather than raw bytes so the reference model knows what each
/// byte means: text reaches the field being edited, Backspace deletes a character, and the rest
/// (control keys, invalid UTF-8, C1 controls) must change nothing.
package enum TypedToken: Hashable, Sendable, CustomStringConvertible {
  /// Printable text: emoji, combining marks, right-to-left text, wide characters.
  case text(String)
  /// Backspace, as DEL (0x7F) or BS (0x08).
  case backspace(UInt8)
  /// A control byte that is a key with no meaning in a text field (Ctrl-A, Ctrl-E, …).
  case inertControl(UInt8)
  /// Bytes that are not UTF-8 at all: dropped by the decoder.
  case invalidUTF8([UInt8])
  /// A C1 control encoded as UTF-8 (U+0080–U+009F): dropped by the decoder.
  case c1Control(UInt8)

  /// The bytes a terminal sends for this token.
  package var bytes: [UInt8] {
    switch self {
    case .text(let text): Array(text.utf8)
    case .backspace(let byte), .inertControl(let byte): [byte]
    case .invalidUTF8(let bytes): bytes
    case .c1Control(let value): Array(String(Unicode.Scalar(value)).utf8)
    }
  }

  package var description: String {
    switch self {
    case .text(let text): "text(\(text.debugDescription.prefix(80)))"
    case .backspace(let byte): "backspace(0x\(String(byte, radix: 16)))"
    case .inertControl(let byte): "control(0x\(String(byte, radix: 16)))"
    case .invalidUTF8(let bytes): "invalid(\(bytes.map { String($0, radix: 16) }.joined(separator: " ")))"
    case .c1Control(let value): "c1(0x\(String(value, radix: 16)))"
    }
  }

  /// `text` as the reference model expects it after typing `tokens` at its end.
  package static func apply(_ tokens: [TypedToken], to text: String) -> String {
    var result = text
    for token in tokens {
      switch token {
      case .text(let typed): result += typed
      case .backspace: if !result.isEmpty { result.removeLast() }
      case .inertControl, .invalidUTF8, .c1Control: break
      }
    }
    return result
  }
}
