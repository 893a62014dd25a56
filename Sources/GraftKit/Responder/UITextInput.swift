public import Foundation

/// A position in a text container: an index into the text of a text field or text view.
///
/// Text views hand out positions and take them back; to turn one into a number, ask the view
/// for ``UITextInput/offset(from:to:)`` from its ``UITextInput/beginningOfDocument``.
///
/// ```swift
/// if let range = textField.selectedTextRange {
///   let caret = textField.offset(from: textField.beginningOfDocument, to: range.start)
/// }
/// ```
@MainActor @preconcurrency
open class UITextPosition {
  /// The position's offset from the start of the text, in UTF-16 code units.
  package let utf16Offset: Int

  /// Creates a position at the start of the text, for subclasses that track their own.
  public init() {
    utf16Offset = 0
  }

  package init(utf16Offset: Int) {
    self.utf16Offset = utf16Offset
  }
}

/// A range of text between two ``UITextPosition``s.
@MainActor @preconcurrency
open class UITextRange {
  private let startPosition: UITextPosition
  private let endPosition: UITextPosition

  /// Creates an empty range at the start of the text, for subclasses that track their own.
  public init() {
    startPosition = UITextPosition()
    endPosition = startPosition
  }

  package init(start: UITextPosition, end: UITextPosition) {
    startPosition = start
    endPosition = end
  }

  package convenience init(_ range: NSRange) {
    self.init(
      start: UITextPosition(utf16Offset: range.location),
      end: UITextPosition(utf16Offset: range.location + range.length))
  }

  /// The start of the range.
  open var start: UITextPosition { startPosition }

  /// The end of the range.
  open var end: UITextPosition { endPosition }

  /// Whether the range holds no text, as the range of a caret does.
  open var isEmpty: Bool { startPosition.utf16Offset >= endPosition.utf16Offset }

  /// The range in UTF-16 code units.
  package var nsRange: NSRange {
    let lower = min(start.utf16Offset, end.utf16Offset)
    return NSRange(location: lower, length: abs(end.utf16Offset - start.utf16Offset))
  }
}

/// A direction in which text is laid out, for moving a position by lines or characters.
public enum UITextLayoutDirection: Int, Sendable {
  case right = 2
  case left = 3
  case up = 4
  case down = 5
}

/// A responder that edits text and reports its positions, ranges and selection.
///
/// `UITextField` and `UITextView` adopt it. Graft's protocol holds the parts of UIKit's that
/// apps call; the marked-text (input method) and geometry-tokenizer parts are not part of it,
/// since a terminal composes text before it reaches the app.
@MainActor @preconcurrency
public protocol UITextInput: UIKeyInput {
  /// The selected text, or the caret as an empty range; `nil` when there is no selection.
  var selectedTextRange: UITextRange? { get set }
  /// Text an input method is still composing. Graft never has any, so this is `nil`.
  var markedTextRange: UITextRange? { get }
  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The text in `range`, or `nil` when the range lies outside the text.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range` with `text`.
  func replace(_ range: UITextRange, withText text: String)
  /// The range between two positions, or `nil` when either lies outside the text.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` UTF-16 code units from `position`, or `nil` outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// The position `offset` steps from `position` in `direction`, or `nil` outside the text.
  func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition?
  /// How two positions are ordered.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// The number of UTF-16 code units from one position to another.
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  /// The rectangle of the caret drawn at `position`, in the view's coordinates.
  func caretRect(for position: UITextPosition) -> CGRect
  /// The position nearest to `point`, in the view's coordinates.
  func closestPosition(to point: CGPoint) -> UITextPosition?
}
