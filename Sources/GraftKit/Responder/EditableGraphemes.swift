import GraftGraphics

/// One grapheme of editable text, with where it lies in UTF-16 code units.
package struct EditableGrapheme {
  package var character: Character
  /// The UTF-16 offset of the grapheme's first code unit.
  package var offset: Int
  /// The grapheme's length in UTF-16 code units.
  package var length: Int
  /// The columns the grapheme takes on screen.
  package var width: Int
}

/// The graphemes of a text from some point on, each with its offset and width, or (for secure
/// entry) a bullet for each.
///
/// NB: A concrete iterator, not a type-erased or unfolded sequence: a text field draws its
/// visible graphemes on every key, and those wrappers cost a metadata lookup and an indirect
/// call per grapheme. For the same reason a printable ASCII character followed by another ASCII
/// byte (or by nothing) is taken as it is: nothing after it can join it, so there is no grapheme
/// boundary to look for.
package struct EditableGraphemes: Sequence, IteratorProtocol {
  private var text: Substring?
  private var index: String.Index
  private var offset: Int
  /// For secure entry: the grapheme boundaries, and the index of the next grapheme.
  private var bullets: (boundaries: [Int], next: Int)?

  init(text: Substring, offset: Int) {
    self.text = text
    index = text.startIndex
    self.offset = offset
  }

  /// A bullet for each grapheme from `first` on.
  package init(bulletsFor boundaries: [Int], from first: Int) {
    offset = 0
    index = "".startIndex
    bullets = (boundaries, Swift.min(first, boundaries.count - 1))
  }

  package mutating func next() -> EditableGrapheme? {
    if let (boundaries, index) = bullets {
      guard index < boundaries.count - 1 else { return nil }
      bullets!.next += 1
      return EditableGrapheme(
        character: "•", offset: boundaries[index], length: boundaries[index + 1] - boundaries[index], width: 1)
    }
    guard let text, index < text.endIndex else { return nil }
    let utf8 = text.utf8
    let byte = utf8[index]
    let following = utf8.index(after: index)
    if byte.isPrintableASCII, following == utf8.endIndex || utf8[following] < 0x80 {
      defer { (index, offset) = (following, offset + 1) }
      return EditableGrapheme(character: Character(Unicode.Scalar(byte)), offset: offset, length: 1, width: 1)
    }
    let character = text[index]
    let length = character.utf16.count
    defer { (index, offset) = (utf8.index(index, offsetBy: character.utf8.count), offset + length) }
    return EditableGrapheme(character: character, offset: offset, length: length, width: EditableText.columns(of: character))
  }

  /// Takes up to `limit` graphemes at once if the next ones are each one printable ASCII
  /// character, returning their bytes and the UTF-16 offset of the first; `nil` if the next
  /// grapheme is anything else, or for secure entry.
  ///
  /// NB: What a text field draws is mostly such runs; taken whole, they cost a byte each
  /// instead of a `Character` and a grapheme each.
  package mutating func nextASCIIRun(upTo limit: Int) -> (bytes: Substring.UTF8View, offset: Int)? {
    guard bullets == nil, let text, limit > 0 else { return nil }
    let rest = text.utf8[index...]
    // NB: A local function, not a closure in a constant: passed where a non-escaping closure is
    // expected, it needs no context on the heap.
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
      var count = 0
      while count < Swift.min(limit, bytes.count), bytes[count].isPrintableASCII {
        guard count + 1 == bytes.count || bytes[count + 1] < 0x80 else { break }
        count += 1
      }
      return count
    }
    // NB: Native strings are contiguous UTF-8, scanned here as bytes; bridged ones, rare, are
    // copied first.
    let count = rest.withContiguousStorageIfAvailable(scan) ?? Array(rest).withUnsafeBufferPointer(scan)
    guard count > 0 else { return nil }
    let end = rest.index(index, offsetBy: count)
    defer { (index, offset) = (end, offset + count) }
    return (rest[index..<end], offset)
  }
}
