import Foundation

extension UITableView {
  /// What the pointer went down on.
  enum PressTarget {
    case row(highlighted: Bool)
    case detailButton
    case editingControl
  }

  func setSelection(_ selected: Bool, at indexPath: IndexPath) {
    if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
    visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: false)
  }

  // MARK: - Pointer

  func pointerWentDown(at point: CGPoint) {
    pressedIndexPath = nil
    if swipedRow != nil {
      // NB: As on iOS, a touch outside the revealed actions only closes them.
      hideSwipeActions()
      return
    }
    guard let indexPath = indexPathForRow(at: point), let cell = visibleCellsByIndexPath[indexPath] else { return }
    let local = convert(point, to: cell)
    if let frame = cell.editingControlFrame, frame.contains(local) {
      pressedIndexPath = indexPath
      pressTarget = .editingControl
      return
    }
    if let frame = cell.detailButtonFrame, frame.contains(local) {
      pressedIndexPath = indexPath
      pressTarget = .detailButton
      return
    }
    guard allowsSelectionNow else { return }
    pressedIndexPath = indexPath
    pressTarget = .row(highlighted: highlight(indexPath))
  }

  func pointerWentUp(at point: CGPoint) {
    guard let indexPath = pressedIndexPath else { return }
    pressedIndexPath = nil
    let inside = indexPathForRow(at: point) == indexPath
    switch pressTarget {
    case .editingControl:
      if inside { commitEditing(at: indexPath) }
    case .detailButton:
      if inside { tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath) }
    case .row(let highlighted):
      if highlighted { unhighlight(indexPath) }
      if inside { userSelect(indexPath) }
    }
  }

  func pointerCancelled() {
    guard let indexPath = pressedIndexPath else { return }
    pressedIndexPath = nil
    if case .row(true) = pressTarget { unhighlight(indexPath) }
  }

  // MARK: - The delegate's selection calls

  /// Highlights the row if the delegate agrees; returns whether it did.
  private func highlight(_ indexPath: IndexPath) -> Bool {
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
    visibleCellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    return true
  }

  private func unhighlight(_ indexPath: IndexPath) {
    visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  /// Selects a row as the user does: `willSelectRowAt` may redirect or refuse; in single
  /// selection the other rows are deselected (`willDeselectRowAt`, `didDeselectRowAt`) before
  /// `didSelectRowAt`. In multiple selection, choosing a selected row deselects it.
  func userSelect(_ indexPath: IndexPath) {
    guard allowsSelectionNow else { return }
    if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
      userDeselect(indexPath)
      return
    }
    let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target, isValid(target) else { return }
    if !allowsMultipleSelectionNow {
      for selected in selectedRows.sorted() where selected != target { userDeselect(selected) }
    }
    setSelection(true, at: target)
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  private func userDeselect(_ indexPath: IndexPath) {
    let target = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target else { return }
    setSelection(false, at: target)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }

  func commitEditing(at indexPath: IndexPath) {
    guard let cell = visibleCellsByIndexPath[indexPath] ?? nil, cell.editingStyle != .none else {
      if storedIsEditing, isValid(indexPath), dataSource?.tableView(self, canEditRowAt: indexPath) ?? false {
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        if style != .none { dataSource?.tableView(self, commit: style, forRowAt: indexPath) }
      }
      return
    }
    dataSource?.tableView(self, commit: cell.editingStyle, forRowAt: indexPath)
  }

  // MARK: - Keys

  /// Up and Down move the focused row, Return and Space select it, Left and Right reveal its
  /// swipe actions, Escape hides them, and Delete deletes it while editing.
  func handleKey(_ press: UIPress) -> Bool {
    guard isFocused, let keyCode = press.key?.keyCode else { return false }
    switch keyCode {
    case .keyboardDownArrow: return moveFocus(by: 1)
    case .keyboardUpArrow: return moveFocus(by: -1)
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      if let swiped = swipedRow {
        if let action = swiped.configuration.actions.first { perform(action) }
        return true
      }
      guard let indexPath = focusedIndexPath, isValid(indexPath) else { return false }
      if allowsSelectionNow {
        let highlighted = highlight(indexPath)
        if highlighted { unhighlight(indexPath) }
        userSelect(indexPath)
      }
      return true
    case .keyboardDeleteOrBackspace, .keyboardDeleteForward:
      guard storedIsEditing, let indexPath = focusedIndexPath, isValid(indexPath) else { return false }
      commitEditing(at: indexPath)
      return true
    case .keyboardLeftArrow, .keyboardRightArrow:
      guard let indexPath = focusedIndexPath, isValid(indexPath), !storedIsEditing else { return false }
      let leading = keyCode == .keyboardRightArrow
      if let swiped = swipedRow {
        hideSwipeActions()
        if swiped.leading != leading { return true }
      }
      revealSwipeActions(at: indexPath, leading: leading)
      return true
    case .keyboardEscape:
      guard swipedRow != nil else { return false }
      hideSwipeActions()
      return true
    default:
      return false
    }
  }

  /// Moves the focused row `step` rows on, across sections, and scrolls it into view.
  private func moveFocus(by step: Int) -> Bool {
    loadIfNeeded()
    hideSwipeActions()
    let sections = geometry.sections
    func first() -> IndexPath? {
      sections.indices.first { sections[$0].rowCount > 0 }.map { IndexPath(row: 0, section: $0) }
    }
    func last() -> IndexPath? {
      sections.indices.last { sections[$0].rowCount > 0 }.map { IndexPath(row: sections[$0].rowCount - 1, section: $0) }
    }
    var next: IndexPath?
    if let current = focusedIndexPath, isValid(current) {
      if step > 0 {
        if current.row + 1 < sections[current.section].rowCount {
          next = IndexPath(row: current.row + 1, section: current.section)
        } else if let section = (current.section + 1..<sections.count).first(where: { sections[$0].rowCount > 0 }) {
          next = IndexPath(row: 0, section: section)
        }
      } else {
        if current.row > 0 {
          next = IndexPath(row: current.row - 1, section: current.section)
        } else if let section = (0..<current.section).last(where: { sections[$0].rowCount > 0 }) {
          next = IndexPath(row: sections[section].rowCount - 1, section: section)
        }
      }
      guard next != nil else { return false }
    } else {
      next = step > 0 ? first() : last()
    }
    guard let next else { return false }
    setFocusedRow(next)
    if selectionFollowsFocus, allowsSelectionNow, !selectedRows.contains(next) { userSelect(next) }
    return true
  }

  func setFocusedRow(_ indexPath: IndexPath?) {
    if let old = focusedIndexPath { visibleCellsByIndexPath[old]?.hasTableFocus = false }
    focusedIndexPath = indexPath
    guard let indexPath else { return }
    scroll(to: rectForRow(at: indexPath), at: .none, animated: false)
    layoutIfNeeded()
    visibleCellsByIndexPath[indexPath]?.hasTableFocus = isFocused
  }

  /// Shows or hides the focused row when the table gains or loses focus; a table gaining focus
  /// focuses its selected row, or its first.
  package func tableFocusDidChange() {
    if isFocused {
      loadIfNeeded()
      if focusedIndexPath.map(isValid) != true {
        focusedIndexPath = indexPathForSelectedRow
          ?? geometry.sections.indices.first { geometry.sections[$0].rowCount > 0 }.map { IndexPath(row: 0, section: $0) }
      }
      if let focusedIndexPath { setFocusedRow(focusedIndexPath) }
    } else {
      hideSwipeActions()
      if let focusedIndexPath { visibleCellsByIndexPath[focusedIndexPath]?.hasTableFocus = false }
    }
  }
}
