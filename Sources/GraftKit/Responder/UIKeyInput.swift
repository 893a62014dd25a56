/// A responder that takes simple text input: inserting text and deleting backwards.
@MainActor @preconcurrency
public protocol UIKeyInput: AnyObject {
  /// Whether the responder holds any text.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point, as typing does.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point, or the selection.
  func deleteBackward()
}
