package import Foundation
import GraftGraphics

/// The text, attributes and selection that `UITextField` and `UITextView` edit.
///
/// Offsets are UTF-16 code units, as UIKit's `NSRange`s and text positions are, but the caret
/// and the selection's ends always sit on grapheme boundaries, so an emoji or a letter with
/// combining marks moves and deletes as one character.
package final class EditableText {
  /// The text, when it has no attributes: a Swift string, edited in place.
  private var plain = ""
  /// The text, when it was set with attributes.
  private var attributed: NSMutableAttributedString?
  /// Whether the text was set with attributes, which then style it instead of the view's
  /// defaults.
  package private(set) var isAttributed = false
  /// The end of the selection that stays put when the selection is extended.
  package private(set) var anchor = 0
  /// The end of the selection that moves: the caret.
  package private(set) var active = 0
  /// Every grapheme boundary and the columns drawn before it, kept across edits: an edit
  /// re-measures only the graphemes around it, so typing or pasting into a long text costs
  /// what changed, not the whole text.
  private var layoutCache: (boundaries: [Int], columns: [Int])?
  private var graphemeCache: [EditableGrapheme]?

  package init() {}

  /// The text with its attributes: the ones it was set with, or none.
  ///
  /// NB: Unattributed text is kept as a Swift string: on Linux every edit of an
  /// `NSMutableString` first indexes its whole text, which made a long paste quadratic.
  package var storage: NSMutableAttributedString {
    attributed ?? NSMutableAttributedString(string: plain)
  }

  package var string: String { attributed?.string ?? plain }
  /// The length in UTF-16 units, from the kept layout when there is one.
  package var length: Int { layoutCache?.boundaries.last ?? attributed?.length ?? plain.utf16.count }
  package var isEmpty: Bool { length == 0 }

  /// The selection, ordered, in UTF-16 code units.
  package var selection: NSRange {
    NSRange(location: min(anchor, active), length: abs(active - anchor))
  }

  // MARK: - Changing the text

  /// Replaces the whole text with unattributed `text` and puts the caret at its end.
  package func setText(_ text: String) {
    plain = text
    attributed = nil
    isAttributed = false
    textDidChange()
    collapse(at: length)
  }

  /// Replaces the whole text with attributed `text` and puts the caret at its end.
  package func setAttributedText(_ text: NSAttributedString) {
    attributed = NSMutableAttributedString(attributedString: text)
    plain = ""
    isAttributed = true
    textDidChange()
    collapse(at: length)
  }

  /// Replaces `range` with `text`; inserted text takes the attributes of the text before it.
  /// The selection is left for the caller to place.
  package func replace(_ range: NSRange, with text: String) {
    let oldLength = length
    let location = max(0, min(range.location, oldLength))
    var clamped = NSRange(location: location, length: max(0, min(range.length, oldLength - location)))
    // NB: Taken out of the cache so the arrays are updated in place, not copied.
    var kept = layoutCache
    layoutCache = nil
    if let attributed {
      attributed.replaceCharacters(in: clamped, with: text)
    } else {
      // NB: A range that splits a surrogate pair widens to whole scalars: a Swift string holds
      // no half characters.
      let lower = Self.index(atUTF16Offset: clamped.location, of: plain, length: oldLength)
      let upper = Self.index(
        atUTF16Offset: clamped.location + clamped.length, of: plain, length: oldLength, roundingUp: true)
      clamped = NSRange(location: lower.offset, length: upper.offset - lower.offset)
      plain.replaceSubrange(lower.index..<upper.index, with: text)
    }
    textDidChange()
    if kept != nil {
      Self.updateLayout(&kept!, afterReplacing: clamped, withLength: text.utf16.count, in: string)
      layoutCache = kept
    }
    select(anchor: anchor, active: active)
  }

  private func textDidChange() {
    layoutCache = nil
    graphemeCache = nil
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
  package var boundaries: [Int] { layout.boundaries }

  /// The columns the text takes once drawn.
  package var totalColumns: Int { layout.columns.last ?? 0 }

  /// The columns drawn before `offset`: the widths of the graphemes that start before it.
  package func columns(before offset: Int) -> Int {
    let layout = self.layout
    let index = lastIndex(in: layout.boundaries, atMost: offset)
    let atBoundary = layout.boundaries[index] >= offset || index + 1 >= layout.columns.count
    return layout.columns[atBoundary ? index : index + 1]
  }

  private var layout: (boundaries: [Int], columns: [Int]) {
    if let layoutCache { return layoutCache }
    var boundaries = [0]
    var columns = [0]
    var offset = 0
    var column = 0
    for character in string {
      offset += character.utf16.count
      column += Self.columns(of: character)
      boundaries.append(offset)
      columns.append(column)
    }
    layoutCache = (boundaries, columns)
    return (boundaries, columns)
  }

  /// Updates `layout` for `range` of the old text replaced by `insertedLength` UTF-16 units.
  ///
  /// Boundaries two graphemes before the edit cannot move (what decides a boundary lies at or
  /// before it, and the text there is unchanged), so segmenting starts there and runs past the
  /// edit until a new boundary meets an old one; from there on the old boundaries hold,
  /// shifted by the change in length, and so do their columns. An edit at the end of a long
  /// text, such as each line of a paste, costs only what it inserted.
  private static func updateLayout(
    _ layout: inout (boundaries: [Int], columns: [Int]), afterReplacing range: NSRange,
    withLength insertedLength: Int, in string: String
  ) {
    let delta = insertedLength - range.length
    let newLength = (layout.boundaries.last ?? 0) + delta
    let startIndex = max(0, lastIndex(in: layout.boundaries, atMost: range.location) - 2)
    var offset = layout.boundaries[startIndex]
    var column = layout.columns[startIndex]
    let editEnd = range.location + insertedLength
    var segmentBoundaries: [Int] = []
    var segmentColumns: [Int] = []
    var oldIndex = startIndex + 1
    var aligned: Int?
    for character in string[index(atUTF16Offset: offset, of: string, length: newLength).index...] {
      offset += character.utf16.count
      column += Self.columns(of: character)
      segmentBoundaries.append(offset)
      segmentColumns.append(column)
      guard offset >= editEnd else { continue }
      let oldOffset = offset - delta
      while oldIndex < layout.boundaries.count, layout.boundaries[oldIndex] < oldOffset { oldIndex += 1 }
      if oldIndex < layout.boundaries.count, layout.boundaries[oldIndex] == oldOffset,
        oldOffset >= range.location + range.length
      {
        aligned = oldIndex
        break
      }
    }
    guard let aligned else {
      layout.boundaries.replaceSubrange((startIndex + 1)..., with: segmentBoundaries)
      layout.columns.replaceSubrange((startIndex + 1)..., with: segmentColumns)
      return
    }
    let columnDelta = column - layout.columns[aligned]
    layout.boundaries.replaceSubrange((startIndex + 1)...aligned, with: segmentBoundaries)
    layout.columns.replaceSubrange((startIndex + 1)...aligned, with: segmentColumns)
    let tail = (startIndex + 1 + segmentBoundaries.count)..<layout.boundaries.count
    if delta != 0 { for index in tail { layout.boundaries[index] += delta } }
    if columnDelta != 0 { for index in tail { layout.columns[index] += columnDelta } }
  }

  /// The index `offset` UTF-16 units into `string` (`length` long), moved to a scalar
  /// boundary (down, or up when `roundingUp`), with the UTF-16 offset it ends up at. Near an
  /// end it is walked to from that end, so an edit at the end of a long text indexes only what
  /// it touches; far from both, the string's own UTF-16 index does the work.
  private static func index(
    atUTF16Offset offset: Int, of string: String, length: Int, roundingUp: Bool = false
  ) -> (index: String.Index, offset: Int) {
    let scalars = string.unicodeScalars
    // NB: From whichever end is nearer: typing at the end of a text walks nothing.
    if offset <= 4096, offset <= length - offset {
      var index = scalars.startIndex
      var walked = 0
      while index < scalars.endIndex, walked < offset {
        let width = scalars[index].utf16.count
        if walked + width > offset, !roundingUp { break }
        walked += width
        index = scalars.index(after: index)
      }
      return (index, walked)
    }
    if length - offset <= 4096 {
      var index = scalars.endIndex
      var walked = length
      while index > scalars.startIndex, walked > offset {
        let previous = scalars.index(before: index)
        let width = scalars[previous].utf16.count
        if walked - width < offset, roundingUp { break }
        walked -= width
        index = previous
      }
      return (index, walked)
    }
    let index = String.Index(utf16Offset: offset, in: string)
    if index.samePosition(in: scalars) != nil { return (index, offset) }
    // NB: Inside a surrogate pair: the scalar's start, or its end.
    let moved = roundingUp ? offset + 1 : offset - 1
    return (String.Index(utf16Offset: moved, in: string), moved)
  }

  /// The grapheme at which drawing from column `column` on can start: the last one that
  /// starts at or before it (binary search over the kept layout).
  package func graphemeIndex(atColumn column: Int) -> Int {
    let columns = layout.columns
    return min(Self.lastIndex(in: columns, atMost: max(0, column)), max(0, columns.count - 2))
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
    Self.lastIndex(in: boundaries, atMost: offset)
  }

  private static func lastIndex(in boundaries: [Int], atMost offset: Int) -> Int {
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
    if let graphemeCache { return graphemeCache }
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
    graphemeCache = result
    return result
  }

  /// The graphemes from the `first`-th on, as ``graphemes()`` lists them, read from the text
  /// as they are needed rather than listed whole.
  package func graphemes(from first: Int) -> EditableGraphemes {
    let boundaries = self.boundaries
    let startOffset = boundaries[max(0, min(first, boundaries.count - 1))]
    let start = String.Index(utf16Offset: startOffset, in: string)
    return EditableGraphemes(text: string[start...], offset: startOffset)
  }

  /// The attributes of the text at `offset`; empty for unattributed text.
  package func attributes(at offset: Int) -> [NSAttributedString.Key: Any] {
    guard isAttributed, offset < length else { return [:] }
    var effectiveRange = NSRange(location: 0, length: 0)
    return attributed?.attributes(at: offset, effectiveRange: &effectiveRange) ?? [:]
  }

  /// The columns a grapheme takes once drawn, after control characters become visible
  /// pictures.
  package static func columns(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii.isPrintableASCII { return 1 }
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
