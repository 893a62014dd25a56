import Foundation

/// An item held down opens the menu the delegate's
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` gives, next to the item.
extension UICollectionView: ContextMenuSource {
  var mayProvideContextMenus: Bool { collectionDelegate != nil }

  func beginContextMenu(at point: CGPoint) -> Bool {
    guard let delegate = collectionDelegate, let indexPath = indexPathForItem(at: point),
      let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    else { return false }
    return ContextMenuPresentation.open(
      configuration, from: cellForItem(at: indexPath) ?? self,
      willDisplay: { delegate.collectionView(self, willDisplayContextMenu: configuration, animator: nil) },
      willEnd: { [weak self, weak delegate] in
        guard let self, let delegate else { return }
        delegate.collectionView(self, willEndContextMenuInteraction: configuration, animator: nil)
      })
  }
}
