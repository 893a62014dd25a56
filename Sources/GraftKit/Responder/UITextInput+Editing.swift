package import Foundation
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

/// The text, attributes and selection that `UITextField` and `UITextView` edit.
///
/// Offsets are UTF-16 code units, as UIKit's `NSRange`s and text positions are, but the caret
/// and the selection's ends always sit on grapheme boundaries, so an emoji or a letter with
/// combining marks moves and deletes as one character.
package final class EditableText {
  /// The text. Its attributes matter only when ``isAttributed`` is `true`.
  package private(set) var storage = NSMutableAttributedString(string: "")
  /// Whether the text was set with attributes, which then style it instead of the view's
  /// defaults.
  package private(set) var isAttributed = false
  /// The end of the selection that stays put when the selection is extended.
  package private(set) var anchor = 0
  /// The end of the selection that moves: the caret.
  package private(set) var active = 0
  private var boundaryCache: [Int]?

  package init() {}

  package var string: String { storage.string }
  package var length: Int { storage.length }
  package var isEmpty: Bool { storage.length == 0 }

  /// The selection, ordered, in UTF-16 code units.
  package var selection: NSRange {
    NSRange(location: min(anchor, active), length: abs(active - anchor))
  }

  // MARK: - Changing the text

  /// Replaces the whole text with unattributed `text` and puts the caret at its end.
  package func setText(_ text: String) {
    storage = NSMutableAttributedString(string: text)
    isAttributed = false
    textDidChange()
    collapse(at: length)
  }

  /// Replaces the whole text with attributed `text` and puts the caret at its end.
  package func setAttributedText(_ text: NSAttributedString) {
    storage = NSMutableAttributedString(attributedString: text)
    isAttributed = true
    textDidChange()
    collapse(at: length)
  }

  /// Replaces `range` with `text`; inserted text takes the attributes of the text before it.
  /// The selection is left for the caller to place.
  package func replace(_ range: NSRange, with text: String) {
    let location = max(0, min(range.location, length))
    let clamped = NSRange(location: location, length: max(0, min(range.length, length - location)))
    storage.replaceCharacters(in: clamped, with: text)
    textDidChange()
    select(anchor: anchor, active: active)
  }

  private func textDidChange() {
    boundaryCache = nil
  }

  // MARK: - Selection

  /// Selects from `anchor` to `active`, snapping both to grapheme boundaries.
  package func select(anchor newAnchor: Int, active newActive: Int) {
    anchor = snapped(newAnchor)
    active = snapped(newActive)
  }

  /// Selects `range`: its start becomes the anchor and its end the caret.
  package func select(_ range: NSRange) {
    select(anchor: range.location, active: range.location + range.length)
  }

  /// Collapses the selection to a caret at `offset`.
  package func collapse(at offset: Int) {
    select(anchor: offset, active: offset)
  }

  // MARK: - Graphemes

  /// The offsets of every grapheme boundary, from 0 to ``length``.
  package var boundaries: [Int] {
    if let boundaryCache { return boundaryCache }
    var offsets = [0]
    var offset = 0
    for character in string {
      offset += character.utf16.count
      offsets.append(offset)
    }
    boundaryCache = offsets
    return offsets
  }

  /// `offset` clamped to the text and moved back to the grapheme boundary at or before it.
  package func snapped(_ offset: Int) -> Int {
    let boundaries = self.boundaries
    let clamped = max(0, min(offset, length))
    return boundaries[lastIndex(in: boundaries, atMost: clamped)]
  }

  /// The grapheme boundary before `offset`, or `nil` at the start.
  package func boundary(before offset: Int) -> Int? {
    guard offset > 0 else { return nil }
    let boundaries = self.boundaries
    return boundaries[lastIndex(in: boundaries, atMost: offset - 1)]
  }

  /// The grapheme boundary after `offset`, or `nil` at the end.
  package func boundary(after offset: Int) -> Int? {
    let boundaries = self.boundaries
    let index = lastIndex(in: boundaries, atMost: offset) + 1
    return index < boundaries.count ? boundaries[index] : nil
  }

  /// The index of the last boundary not after `offset` (binary search).
  private func lastIndex(in boundaries: [Int], atMost offset: Int) -> Int {
    var low = 0
    var high = boundaries.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if boundaries[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The text's graphemes with their offsets and on-screen widths.
  package func graphemes() -> [EditableGrapheme] {
    var result: [EditableGrapheme] = []
    var offset = 0
    for character in string {
      let length = character.utf16.count
      result.append(
        EditableGrapheme(
          character: character, offset: offset, length: length,
          width: EditableText.columns(of: character)))
      offset += length
    }
    return result
  }

  /// The attributes of the text at `offset`; empty for unattributed text.
  package func attributes(at offset: Int) -> [NSAttributedString.Key: Any] {
    guard isAttributed, offset < length else { return [:] }
    var effectiveRange = NSRange(location: 0, length: 0)
    return storage.attributes(at: offset, effectiveRange: &effectiveRange)
  }

  /// The columns a grapheme takes once drawn, after control characters become visible
  /// pictures.
  package static func columns(of character: Character) -> Int {
    if let ascii = character.asciiValue, (0x20..<0x7F).contains(ascii) { return 1 }
    return String(character).terminalWidth
  }

  /// The text in `range`, or `nil` when the range lies outside the text.
  package func substring(in range: NSRange) -> String? {
    guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
      return nil
    }
    return (string as NSString).substring(with: range)
  }
}
