public import Foundation

extension UITextField {
  /// The kinds of border a field draws.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// When an overlay, such as the clear button, shows.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    /// The user accepted the changes.
    case committed = 0
  }

  /// Posted when a field begins editing; the object is the field.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted after each of the user's edits; the object is the field.
  nonisolated public static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when a field ends editing; the object is the field.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// The caret while editing with nothing selected; `nil` otherwise.
  package var caretRect: CGRect? {
    guard editing, editor.selection.length == 0 else { return nil }
    return caretCell(at: editor.active)
  }
}
