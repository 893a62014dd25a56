extension UIView {
  /// Called when the view gains or loses focus. The default redraws the view, since a focused
  /// control draws a focus marker.
  package func focusDidChange() {
    setNeedsDisplay()
    if let control = self as? UIControl { control.stateDidChange() }
    if let collectionView = self as? UICollectionView { collectionView.focusDidChangeForItems() }
    if let table = self as? UITableView { table.tableFocusDidChange() }
    focusStateDidChange?()
  }
}
