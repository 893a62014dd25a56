import Foundation

/// Delegate and data-source methods whose default implementations report that they ran, so a
/// table can tell whether its delegate implements them, as UIKit asks `respondsToSelector:`.
struct TableDefaultMethods: OptionSet {
  let rawValue: UInt8
  static let heightForRow = TableDefaultMethods(rawValue: 1 << 0)
  static let commitEditing = TableDefaultMethods(rawValue: 1 << 1)
  static let moveRow = TableDefaultMethods(rawValue: 1 << 2)
}

extension UITableView {
  /// Called by the protocols' default implementations: the delegate or data source does not
  /// implement `method`.
  func noteDefault(_ method: TableDefaultMethods) {
    defaultsUsed.insert(method)
  }

  /// Marks everything the data source said as stale, for the next layout.
  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  func loadIfNeeded() {
    guard needsReload else { return }
    reloadGeometry()
  }

  func isValid(_ indexPath: IndexPath) -> Bool {
    loadIfNeeded()
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count else {
      return false
    }
    return indexPath.row >= 0 && indexPath.row < geometry.sections[indexPath.section].rowCount
  }

  var allowsMultipleSelectionNow: Bool {
    storedIsEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  var allowsSelectionNow: Bool {
    storedIsEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
      : allowsSelection || allowsMultipleSelection
  }

  // MARK: - Asking the data source

  /// Drops every cell on screen and asks the data source and delegate for the counts, titles
  /// and heights again, as UIKit's `reloadData()` does.
  func reloadGeometry() {
    needsReload = false
    hasLoaded = true
    counters.reloads += 1
    for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      enqueue(cell, at: indexPath)
    }
    removeHeadersAndFooters()
    selectedRows.removeAll()
    hideSwipeActions()
    geometry = computeGeometry()
    if let focused = focusedIndexPath, !isValid(focused) { focusedIndexPath = nil }
    updateContentSize()
  }

  /// The table's geometry, from the data source and delegate.
  func computeGeometry() -> TableGeometry {
    var result = TableGeometry()
    result.headerHeight = tableHeaderView?.frame.height ?? 0
    result.footerHeight = tableFooterView?.frame.height ?? 0
    guard let dataSource else { return result }
    let count = dataSource.numberOfSections(in: self)
    let delegate = tableDelegate
    let width = bounds.width
    var sections: [TableGeometry.Section] = []
    sections.reserveCapacity(count)
    var delegateHeights: Bool?
    var probedSection: Int?
    automaticRows.removeAll()
    for index in 0..<max(0, count) {
      var section = TableGeometry.Section()
      section.rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: index))
      section.headerHeight = supplementaryHeight(in: index, footer: false, width: width)
      section.footerHeight = supplementaryHeight(in: index, footer: true, width: width)
      let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : 1
      section.rowHeight = rowHeight >= 0 ? rowHeight : estimate
      if let delegate, section.rowCount > 0, delegateHeights != false {
        if delegateHeights == nil {
          defaultsUsed.remove(.heightForRow)
          let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: index))
          delegateHeights = !defaultsUsed.contains(.heightForRow)
          probedSection = index
          if delegateHeights == true { record(first, row: 0, in: &section, index: index, estimate: estimate) }
        }
        if delegateHeights == true {
          // NB: As UIKit does, a delegate that gives heights is asked for every row up front.
          for row in (index == probedSection ? 1 : 0)..<section.rowCount {
            let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: index))
            record(height, row: row, in: &section, index: index, estimate: estimate)
          }
        }
      }
      sections.append(section)
    }
    selfSizesRows = rowHeight < 0 && delegateHeights != true
    result.sections = sections
    result.placeSections()
    return result
  }

  private func record(
    _ height: CGFloat, row: Int, in section: inout TableGeometry.Section, index: Int, estimate: CGFloat
  ) {
    if height < 0 {
      automaticRows.insert(IndexPath(row: row, section: index))
      _ = section.setHeight(estimate, ofRow: row)
    } else {
      _ = section.setHeight(height, ofRow: row)
    }
  }

  /// The height of a section's header or footer: the delegate's, the table's, or for
  /// ``automaticDimension`` its title's lines or its view's fitting height; a grouped section's
  /// footer adds a blank line after the section.
  private func supplementaryHeight(in section: Int, footer: Bool, width: CGFloat) -> CGFloat {
    let delegate = tableDelegate
    var height =
      footer
      ? (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
      : (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
    if height < 0 {
      height = 0
      let title =
        footer
        ? dataSource?.tableView(self, titleForFooterInSection: section)
        : dataSource?.tableView(self, titleForHeaderInSection: section)
      if let view = supplementaryView(in: section, footer: footer) {
        pendingSupplementaryViews[SupplementaryKey(section: section, footer: footer)] = view
        height = max(view.sizeThatFits(CGSize(width: width, height: 0)).height, view is UITableViewHeaderFooterView ? 1 : 0)
        if !(view is UITableViewHeaderFooterView), view.rarelySet?.autoLayoutInSubtree == true {
          height = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
          ).height
        } else if !(view is UITableViewHeaderFooterView), height == 0 {
          height = view.frame.height
        }
      } else if let title, !title.isEmpty {
        height = 1
      }
      if footer, style != .plain { height += 1 }
    }
    return height.rounded(.up)
  }

  /// The delegate's view for a section's header or footer.
  func supplementaryView(in section: Int, footer: Bool) -> UIView? {
    let key = SupplementaryKey(section: section, footer: footer)
    if let view = pendingSupplementaryViews.removeValue(forKey: key) { return view }
    let view =
      footer
      ? tableDelegate?.tableView(self, viewForFooterInSection: section)
      : tableDelegate?.tableView(self, viewForHeaderInSection: section)
    if let view = view as? UITableViewHeaderFooterView {
      view.isInGroupedTable = style != .plain
      view.isFooter = footer
    }
    return view
  }

  func updateContentSize() {
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
  }

  // MARK: - Cells

  func dequeueCell(_ identifier: String) -> UITableViewCell? {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let type = cellClasses[identifier] else { return nil }
    counters.cellsMade += 1
    return type.init(_dequeuedWithReuseIdentifier: identifier)
  }

  /// Takes `cell` off screen and keeps it for reuse.
  func enqueue(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    visibleCellsByIndexPath[indexPath] = nil
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
  }

  /// Asks the data source for the cell of the row at `indexPath` and shows it.
  func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
    guard let dataSource else { return nil }
    counters.cellsRequested += 1
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cell.frame = geometry.rect(forRow: indexPath, width: bounds.width)
    prepareAppearance(of: cell)
    cell.setSelected(selectedRows.contains(indexPath), animated: false)
    cell.hasTableFocus = isFocused && focusedIndexPath == indexPath
    prepareEditing(cell, at: indexPath)
    if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
    visibleCellsByIndexPath[indexPath] = cell
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  func prepareAppearance(of cell: UITableViewCell) {
    cell.showsSeparatorLine = separatorStyle != .none
    cell.separatorLineColor = separatorColor ?? .separator
  }

  func refreshCellAppearance() {
    for cell in visibleCellsByIndexPath.values { prepareAppearance(of: cell) }
  }

  func prepareEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
    guard storedIsEditing || cell.isEditing else { return }
    let editable = storedIsEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
    cell.tableEditingStyle = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    cell.tableShowsReorderControl = storedIsEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    cell.setEditing(storedIsEditing, animated: false)
  }

  // MARK: - Tiling

  /// Gives every visible row its cell and takes cells away from rows that left the screen;
  /// measures self-sizing rows as their cells arrive, then places headers and footers.
  func layoutRows() {
    loadIfNeeded()
    updateContentSize()
    tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.headerHeight)
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.footerHeight, width: bounds.width, height: geometry.footerHeight)
    }
    backgroundView?.frame = bounds
    var passes = 0
    while tileRows(), passes < 4 { passes += 1 }
    tileSupplementaryViews()
    layoutSwipeActions()
  }

  /// One pass of tiling; returns whether a measured row changed the geometry.
  private func tileRows() -> Bool {
    let minY = bounds.minY, maxY = bounds.maxY
    var first: IndexPath?, last: IndexPath?
    geometry.rows(in: minY, maxY) { indexPath in
      if first == nil { first = indexPath }
      last = indexPath
    }
    if !visibleCellsByIndexPath.isEmpty {
      var leaving: [(IndexPath, UITableViewCell)] = []
      for (indexPath, cell) in visibleCellsByIndexPath {
        if let first, let last, indexPath >= first, indexPath <= last { continue }
        leaving.append((indexPath, cell))
      }
      for (indexPath, cell) in leaving.sorted(by: { $0.0 < $1.0 }) { enqueue(cell, at: indexPath) }
    }
    guard first != nil else { return false }
    var heightsChanged = false
    let width = bounds.width
    geometry.rows(in: minY, maxY) { indexPath in
      if let cell = visibleCellsByIndexPath[indexPath] {
        cell.frame = geometry.rect(forRow: indexPath, width: width)
        return
      }
      guard let cell = makeCell(at: indexPath) else { return }
      if selfSizesRows || automaticRows.contains(indexPath) {
        let height = cell.fittingContentHeight(width: width)
        if geometry.sections[indexPath.section].setHeight(height, ofRow: indexPath.row) {
          heightsChanged = true
        }
      }
    }
    guard heightsChanged else { return false }
    geometry.placeSections()
    updateContentSize()
    for (indexPath, cell) in visibleCellsByIndexPath {
      cell.frame = geometry.rect(forRow: indexPath, width: width)
    }
    return true
  }

  /// Shows the headers and footers of the sections on screen; a plain table's header stays
  /// at the top while its section scrolls beneath it.
  private func tileSupplementaryViews() {
    let minY = bounds.minY, maxY = bounds.maxY, width = bounds.width
    var wantedHeaders: [Int: CGRect] = [:], wantedFooters: [Int: CGRect] = [:]
    if let firstSection = geometry.section(at: minY) {
      for index in firstSection..<geometry.sections.count {
        let section = geometry.sections[index]
        if section.top >= maxY { break }
        let bottom = section.rowsTop + section.rowsHeight
        if section.headerHeight > 0 {
          var y = section.top
          if style == .plain { y = max(y, min(minY + adjustedContentInset.top, bottom + section.footerHeight - section.headerHeight)) }
          let rect = CGRect(x: 0, y: y, width: width, height: section.headerHeight)
          if rect.maxY > minY, rect.minY < maxY { wantedHeaders[index] = rect }
        }
        if section.footerHeight > 0 {
          let rect = CGRect(x: 0, y: bottom, width: width, height: section.footerHeight)
          if rect.maxY > minY, rect.minY < maxY { wantedFooters[index] = rect }
        }
      }
    }
    place(wantedHeaders, in: &visibleHeaders, footer: false)
    place(wantedFooters, in: &visibleFooters, footer: true)
  }

  private func place(_ wanted: [Int: CGRect], in shown: inout [Int: UIView], footer: Bool) {
    for (section, view) in shown where wanted[section] == nil {
      removeSupplementary(view)
      shown[section] = nil
    }
    for (section, rect) in wanted.sorted(by: { $0.key < $1.key }) {
      if let view = shown[section] {
        view.frame = rect
        if style == .plain, !footer { bringSubviewToFront(view) }
        continue
      }
      guard let view = makeSupplementary(in: section, footer: footer) else { continue }
      view.frame = rect
      addSubview(view)
      shown[section] = view
      if footer {
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      } else {
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      }
    }
  }

  private func makeSupplementary(in section: Int, footer: Bool) -> UIView? {
    if let view = supplementaryView(in: section, footer: footer) { return view }
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    let view: UITableViewHeaderFooterView
    if let reused = reusableHeaderFooters[Self.titleViewIdentifier]?.popLast() {
      reused.prepareForReuse()
      view = reused
    } else {
      view = UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
    }
    view.isInGroupedTable = style != .plain
    view.isFooter = footer
    var content = view.defaultContentConfiguration()
    content.text = title
    if footer, style != .plain { content.directionalLayoutMargins.bottom = 1 }
    view.contentConfiguration = content
    return view
  }

  /// The reuse identifier of the views Graft makes for sections' titles.
  static var titleViewIdentifier: String { "UITableViewHeaderFooterView.title" }

  private func removeSupplementary(_ view: UIView) {
    view.removeFromSuperview()
    if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
      reusableHeaderFooters[identifier, default: []].append(view)
    }
  }

  func removeHeadersAndFooters() {
    for view in visibleHeaders.values { removeSupplementary(view) }
    for view in visibleFooters.values { removeSupplementary(view) }
    visibleHeaders.removeAll()
    visibleFooters.removeAll()
    pendingSupplementaryViews.removeAll()
  }

  // MARK: - Scrolling

  func scroll(to rect: CGRect, at position: UITableView.ScrollPosition, animated: Bool) {
    let inset = adjustedContentInset
    let lowest = -inset.top
    let highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
    var y: CGFloat
    switch position {
    case .top: y = rect.minY - inset.top
    case .middle: y = (rect.midY - bounds.height / 2).rounded(.down)
    case .bottom: y = rect.maxY - bounds.height + inset.bottom
    case .none:
      if rect.minY >= bounds.minY, rect.maxY <= bounds.maxY { return }
      y = rect.minY < bounds.minY ? rect.minY : rect.maxY - bounds.height
    }
    y = min(max(y, lowest), highest)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// Configures the cells of `indexPaths` again in the cells they have.
  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
      cellBeingReconfigured = (indexPath, cell)
      counters.cellsRequested += 1
      let configured = dataSource.tableView(self, cellForRowAt: indexPath)
      cellBeingReconfigured = nil
      if configured !== cell {
        enqueue(cell, at: indexPath)
        configured.frame = geometry.rect(forRow: indexPath, width: bounds.width)
        prepareAppearance(of: configured)
        configured.setSelected(selectedRows.contains(indexPath), animated: false)
        if configured.superview !== self { insertSubview(configured, at: 0) }
        visibleCellsByIndexPath[indexPath] = configured
        tableDelegate?.tableView(self, willDisplay: configured, forRowAt: indexPath)
      }
    }
  }
}

/// A section's header or footer.
struct SupplementaryKey: Hashable {
  var section: Int
  var footer: Bool
}
