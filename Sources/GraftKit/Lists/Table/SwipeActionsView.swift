import Foundation
import GraftGraphics

/// The actions a swiped row reveals, drawn over the row's edge as `[Title]` buttons; a click
/// on one performs it.
///
/// Named like UIKit's private class, which also shows among a table's subviews.
@MainActor
final class SwipeActionsView: UIView {
  var actions: [UIContextualAction] = [] {
    didSet { setNeedsDisplay() }
  }
  /// Performs the action the user chose.
  var perform: ((UIContextualAction) -> Void)?

  init() {
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The title each action shows, bracketed, in order from the left.
  private var labels: [String] { actions.map { "[\($0.title ?? "•")]" } }

  /// The width the actions need.
  var neededWidth: CGFloat { CGFloat(labels.reduce(0) { $0 + $1.terminalWidth }) }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var x: CGFloat = 0
    for (action, label) in zip(actions, labels) {
      var style = inheritedTextStyle.applying(font: nil, foregroundColor: action.backgroundColor)
      style.attributes.insert(.inverse)
      x = context.write(label, at: CGPoint(x: x, y: 0), style: style)
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let x = touches.first?.location(in: self).x else { return }
    var start: CGFloat = 0
    for (action, label) in zip(actions, labels) {
      let end = start + CGFloat(label.terminalWidth)
      if x >= start, x < end {
        perform?(action)
        return
      }
      start = end
    }
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("actions", labels.joined(separator: " "))]
  }
}

extension UITableView {
  /// Reveals the row's swipe actions from its trailing edge (or leading): the delegate's, or a
  /// Delete that commits `.delete` for an editable row, as UIKit offers.
  func revealSwipeActions(at indexPath: IndexPath, leading: Bool) {
    let delegate = tableDelegate
    var configuration =
      leading
      ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    if configuration == nil, !leading, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
      (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    {
      let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
      let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
        guard let self else { return }
        self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        done(true)
      }
      configuration = UISwipeActionsConfiguration(actions: [delete])
    }
    guard let configuration, !configuration.actions.isEmpty else { return }
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    swipedRow = (indexPath, configuration, leading)
    visibleCellsByIndexPath[indexPath]?.isSwiped = true
    // NB: Actions are listed nearest the edge first; from the left they read in reverse on
    // the trailing side.
    swipeActionsView.actions = leading ? configuration.actions : configuration.actions.reversed()
    swipeActionsView.perform = { [weak self] action in self?.perform(action) }
    swipeActionsView.isHidden = false
    if swipeActionsView.superview !== self { addSubview(swipeActionsView) }
    layoutSwipeActions()
  }

  func hideSwipeActions() {
    guard let swiped = swipedRow else { return }
    swipedRow = nil
    visibleCellsByIndexPath[swiped.indexPath]?.isSwiped = false
    swipeActionsView.isHidden = true
    swipeActionsView.removeFromSuperview()
    tableDelegate?.tableView(self, didEndEditingRowAt: swiped.indexPath)
  }

  func perform(_ action: UIContextualAction) {
    action.handler(action, swipeActionsView) { [weak self] _ in self?.hideSwipeActions() }
  }

  func layoutSwipeActions() {
    guard let swiped = swipedRow else { return }
    guard isValid(swiped.indexPath) else { return hideSwipeActions() }
    let row = rectForRow(at: swiped.indexPath)
    let width = min(swipeActionsView.neededWidth, bounds.width)
    let x = swiped.leading ? 0 : bounds.width - width
    swipeActionsView.frame = CGRect(x: x, y: row.minY, width: width, height: 1)
    bringSubviewToFront(swipeActionsView)
  }
}
