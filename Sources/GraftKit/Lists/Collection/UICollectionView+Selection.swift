import Foundation

extension UICollectionView {
  // MARK: - Selection in code

  func select(_ indexPath: IndexPath?, scrollPosition: ScrollPosition, animated: Bool) {
    guard let indexPath else {
      for path in selectedPaths { deselect(path) }
      return
    }
    guard allowsSelection, isValidItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for path in selectedPaths where path != indexPath { deselect(path) }
    }
    if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
    shownCells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty { scroll(to: indexPath, position: scrollPosition, animated: animated) }
  }

  func deselect(_ indexPath: IndexPath) {
    guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
    selectedPaths.remove(at: index)
    shownCells[indexPath]?.isSelected = false
  }

  // MARK: - Selection by the user

  /// Highlights the item pressed, as a finger's touch does.
  func pointerPressed(at point: CGPoint) {
    guard let indexPath = itemIndexPath(at: point) else { return }
    if allowsFocus, let window, canBecomeFocused {
      window.setFocus(self)
      moveFocus(to: indexPath, selecting: false)
    }
    guard allowsSelection else { return }
    touchedPath = indexPath
    highlight(indexPath)
  }

  /// Selects the item the press began on, if the release is on it too.
  func pointerReleased(at point: CGPoint) {
    guard let indexPath = touchedPath else { return }
    touchedPath = nil
    unhighlight(indexPath)
    guard itemIndexPath(at: point) == indexPath else { return }
    selectByUser(indexPath)
  }

  func pointerCancelled() {
    guard let indexPath = touchedPath else { return }
    touchedPath = nil
    unhighlight(indexPath)
  }

  private func highlight(_ indexPath: IndexPath) {
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
      touchedPath = nil
      return
    }
    shownCells[indexPath]?.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  private func unhighlight(_ indexPath: IndexPath) {
    shownCells[indexPath]?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }

  /// Selects or, with multiple selection, toggles the item, asking and telling the delegate
  /// as UIKit does.
  func selectByUser(_ indexPath: IndexPath) {
    guard allowsSelection, isValidItem(indexPath) else { return }
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedPaths.contains(indexPath) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      deselect(indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for path in selectedPaths where path != indexPath {
        deselect(path)
        delegate?.collectionView(self, didDeselectItemAt: path)
      }
    }
    if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
    shownCells[indexPath]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    if !allowsMultipleSelection {
      delegate?.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }
  }

  // MARK: - Keyboard focus

  /// Handles a key while the collection view is focused; returns whether it did.
  func handleKey(_ key: UIKeyboardHIDUsage?) -> Bool {
    guard isFocused, let key else { return false }
    switch key {
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      guard let focusedPath = focusedPath ?? firstItem else { return false }
      if self.focusedPath == nil { moveFocus(to: focusedPath, selecting: false) }
      guard allowsSelection else { return true }
      let highlights = collectionDelegate?.collectionView(self, shouldHighlightItemAt: focusedPath) ?? true
      if highlights {
        collectionDelegate?.collectionView(self, didHighlightItemAt: focusedPath)
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: focusedPath)
      }
      selectByUser(focusedPath)
      return true
    case .keyboardRightArrow, .keyboardLeftArrow:
      guard let target = focusedPath.map({ neighbour(of: $0, forward: key == .keyboardRightArrow) }) ?? firstItem
      else { return false }
      moveFocus(to: target, selecting: true)
      return true
    case .keyboardDownArrow, .keyboardUpArrow:
      guard let target = focusedPath.map({ lineNeighbour(of: $0, down: key == .keyboardDownArrow) }) ?? firstItem
      else { return false }
      moveFocus(to: target, selecting: true)
      return true
    default:
      return false
    }
  }

  private var firstItem: IndexPath? {
    counts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
  }

  /// The next or previous item in index path order, across sections; `nil` at the ends.
  private func neighbour(of indexPath: IndexPath, forward: Bool) -> IndexPath? {
    let counts = self.counts
    if forward {
      if indexPath.item + 1 < numberOfItems(inSection: indexPath.section) {
        return IndexPath(item: indexPath.item + 1, section: indexPath.section)
      }
      var section = indexPath.section + 1
      while section < counts.count, counts[section] == 0 { section += 1 }
      return section < counts.count ? IndexPath(item: 0, section: section) : nil
    }
    if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
    var section = indexPath.section - 1
    while section >= 0, counts[section] == 0 { section -= 1 }
    return section >= 0 ? IndexPath(item: counts[section] - 1, section: section) : nil
  }

  /// The item on the nearest line below (or above) `indexPath`'s, closest to it across.
  private func lineNeighbour(of indexPath: IndexPath, down: Bool) -> IndexPath? {
    guard let current = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
    let reach = max(bounds.height, current.height) * 2
    let band =
      down
      ? CGRect(x: -1e9, y: current.maxY, width: 2e9, height: reach)
      : CGRect(x: -1e9, y: current.minY - reach, width: 2e9, height: reach)
    let candidates = (collectionViewLayout.layoutAttributesForElements(in: band) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && isValidItem($0.indexPath)
        && (down ? $0.frame.minY >= current.maxY : $0.frame.maxY <= current.minY)
    }
    guard
      let line = down
        ? candidates.map(\.frame.minY).min() : candidates.map(\.frame.maxY).max()
    else { return nil }
    return candidates.filter { (down ? $0.frame.minY : $0.frame.maxY) == line }
      .min { abs($0.frame.midX - current.midX) < abs($1.frame.midX - current.midX) }?.indexPath
  }

  /// Moves the keyboard focus to `indexPath`, scrolls it into view, and selects it when
  /// selection follows focus.
  func moveFocus(to indexPath: IndexPath, selecting: Bool) {
    guard collectionDelegate?.collectionView(self, canFocusItemAt: indexPath) ?? true else { return }
    let old = focusedPath
    focusedPath = indexPath
    if let old, old != indexPath { shownCells[old]?.isFocusedItem = false }
    if let frame = layoutAttributesForItem(at: indexPath)?.frame { scrollRectToVisible(frame, animated: false) }
    layoutIfNeeded()
    shownCells[indexPath]?.isFocusedItem = isFocused
    let follows = collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
      ?? selectionFollowsFocus
    if selecting, follows, !selectedPaths.contains(indexPath) { selectByUser(indexPath) }
  }

  /// Draws the focused item as focused, or not, when the collection view gains or loses focus.
  package func focusDidChangeForItems() {
    guard let focusedPath else { return }
    shownCells[focusedPath]?.isFocusedItem = isFocused
  }

  // MARK: - Scrolling to an item

  func scroll(to indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let visible = bounds.size
    if position.contains(.top) {
      offset.y = frame.minY
    } else if position.contains(.centeredVertically) {
      offset.y = frame.midY - visible.height / 2
    } else if position.contains(.bottom) {
      offset.y = frame.maxY - visible.height
    }
    if position.contains(.left) {
      offset.x = frame.minX
    } else if position.contains(.centeredHorizontally) {
      offset.x = frame.midX - visible.width / 2
    } else if position.contains(.right) {
      offset.x = frame.maxX - visible.width
    }
    guard !position.isEmpty else {
      scrollRectToVisible(frame, animated: animated)
      return
    }
    // NB: As in UIKit, the offset stays within the content.
    let inset = adjustedContentInset
    offset.x = min(max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - visible.width))
    offset.y = min(max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - visible.height))
    setContentOffset(offset, animated: animated)
  }
}
