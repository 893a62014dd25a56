import Foundation

/// An action an alert offers as a button.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleteItem() })
/// ```
@MainActor @preconcurrency
open class UIAlertAction {
  /// The kinds of action.
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// An action that cancels and changes nothing; Escape chooses it.
    case cancel = 1
    /// An action that may destroy data; drawn red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The action's kind.
  public let style: Style
  /// Whether the action can be chosen. A disabled action draws dim.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { changeHandler?() } }
  }
  let handler: (@MainActor (UIAlertAction) -> Void)?
  var changeHandler: (() -> Void)?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The action's kind.
  ///   - handler: Runs after the alert is dismissed, when the user chooses the action.
  public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
