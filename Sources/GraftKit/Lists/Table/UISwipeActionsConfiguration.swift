import Foundation

/// The actions a table row reveals when swiped from one edge, first action nearest the edge.
///
/// ```swift
/// UISwipeActionsConfiguration(actions: [delete, archive])
/// ```
@MainActor @preconcurrency
open class UISwipeActionsConfiguration {
  /// The actions, first nearest the edge.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action. The default is `true`.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
