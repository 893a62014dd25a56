import Foundation

/// A row held down opens the menu the delegate's
/// `tableView(_:contextMenuConfigurationForRowAt:point:)` gives, next to the row.
extension UITableView: ContextMenuSource {
  var mayProvideContextMenus: Bool { tableDelegate != nil }

  func beginContextMenu(at point: CGPoint) -> Bool {
    guard let delegate = tableDelegate, let indexPath = indexPathForRow(at: point),
      let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    else { return false }
    return ContextMenuPresentation.open(
      configuration, from: cellForRow(at: indexPath) ?? self,
      willDisplay: { delegate.tableView(self, willDisplayContextMenu: configuration, animator: nil) },
      willEnd: { [weak self, weak delegate] in
        guard let self, let delegate else { return }
        delegate.tableView(self, willEndContextMenuInteraction: configuration, animator: nil)
      })
  }
}
