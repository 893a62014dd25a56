import Foundation

/// An action a table row reveals when swiped: a titled button that runs its handler.
///
/// In a terminal the actions show at the row's edge as bracketed titles, `[Delete]`; a click on
/// one runs it, and so does Return while they show (the first, as a full swipe does).
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///   self.items.remove(at: indexPath.row)
///   tableView.deleteRows(at: [indexPath], with: .automatic)
///   done(true)
/// }
/// ```
@MainActor @preconcurrency
open class UIContextualAction {
  /// How an action looks.
  public enum Style: Int, Sendable {
    /// A plain action.
    case normal
    /// An action that deletes: red, and it removes its row.
    case destructive
  }

  /// What the action runs: the action, the view it came from, and the completion handler to
  /// call with whether it was performed.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The handler the action runs.
  public let handler: Handler
  /// The title shown on the action's button.
  open var title: String?
  /// The button's colour. The default is red for a destructive action and grey otherwise.
  open var backgroundColor: UIColor!
  /// An image shown on the button instead of its title.
  open var image: UIImage?

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}
