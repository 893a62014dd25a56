import Foundation

/// How far beyond the visible rectangle cells are made, in cells along each axis, so the next
/// line scrolled to is ready.
private let preparedMargin: CGFloat = 2

extension UICollectionView {
  // MARK: - Counts and the layout

  /// The item counts of each section, asked of the data source the first time they are needed
  /// after a reload.
  var counts: [Int] {
    if let sectionCounts { return sectionCounts }
    var loaded: [Int] = []
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      loaded.reserveCapacity(sections)
      for section in 0..<sections {
        loaded.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
      }
    }
    sectionCounts = loaded
    return loaded
  }

  /// Whether `indexPath` names an item the data source has.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let counts = self.counts
    return counts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < counts[indexPath.section]
  }

  /// Called by the layout's `invalidateLayout()`: prepare it again at the next layout pass.
  func layoutDidInvalidate() {
    needsPrepare = true
    setNeedsLayout()
  }

  func prepareLayoutIfNeeded() {
    guard needsPrepare else { return }
    _ = counts
    needsPrepare = false
    collectionViewLayout.prepare()
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  func boundsDidChange(from old: CGRect) {
    let new = bounds
    guard new != old else { return }
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: new) { needsPrepare = true }
    setNeedsLayout()
  }

  /// The rectangle, in content coordinates, whose elements have views.
  var preparedRect: CGRect {
    bounds.insetBy(dx: -preparedMargin, dy: -preparedMargin)
  }

  func isOnScreen(_ indexPath: IndexPath) -> Bool {
    guard let cell = shownCells[indexPath] else { return false }
    return cell.frame.overlaps(bounds)
  }

  func itemIndexPath(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5)
    let attributes = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    return attributes.last {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        && isValidItem($0.indexPath)
    }?.indexPath
  }

  // MARK: - Showing the elements in view

  /// Asks the layout for the elements in the prepared rectangle, queues the views of those
  /// that left it, and makes or places the views of the rest.
  func updateShownElements() {
    let rect = preparedRect
    let attributes = (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).filter {
      !$0.isHidden && $0.frame.overlaps(rect)
    }
    var wantedCells = Set<IndexPath>()
    var wantedSupplementaries = Set<SupplementaryKey>()
    for element in attributes {
      switch element.representedElementCategory {
      case .cell where isValidItem(element.indexPath): wantedCells.insert(element.indexPath)
      case .supplementaryView:
        if let kind = element.representedElementKind {
          wantedSupplementaries.insert(SupplementaryKey(kind: kind, indexPath: element.indexPath))
        }
      default: break
      }
    }
    // NB: The views that leave are queued first, so the ones that enter reuse them in the same
    // pass: scrolling one line makes no new cell.
    for indexPath in shownCells.keys.sorted() where !wantedCells.contains(indexPath) {
      endDisplayingCell(at: indexPath)
    }
    let leavingSupplementaries = shownSupplementaries.keys.filter { !wantedSupplementaries.contains($0) }
    for key in leavingSupplementaries.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
      endDisplayingSupplementary(key)
    }
    for element in attributes {
      switch element.representedElementCategory {
      case .cell where wantedCells.contains(element.indexPath):
        if let cell = shownCells[element.indexPath] {
          cell.applyAttributes(element)
        } else {
          displayCell(with: element)
        }
      case .supplementaryView:
        guard let kind = element.representedElementKind else { continue }
        let key = SupplementaryKey(kind: kind, indexPath: element.indexPath)
        if let view = shownSupplementaries[key] {
          view.applyAttributes(element)
        } else {
          displaySupplementary(key, with: element)
        }
      default: break
      }
    }
  }

  private func displayCell(with attributes: UICollectionViewLayoutAttributes) {
    guard let dataSource else { return }
    let indexPath = attributes.indexPath
    pendingAttributes = attributes
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    pendingAttributes = nil
    precondition(
      cell.reuseIdentifier != nil,
      "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    precondition(
      !shownCells.values.contains { $0 === cell },
      "Attempted to dequeue a cell for a different index path than the one that was requested from the data source.")
    cell.applyAttributes(attributes)
    cell.isSelected = selectedPaths.contains(indexPath)
    cell.isHighlighted = false
    cell.isFocusedItem = isFocused && focusedPath == indexPath
    if cell.superview !== self { addSubview(cell) }
    shownCells[indexPath] = cell
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  private func displaySupplementary(_ key: SupplementaryKey, with attributes: UICollectionViewLayoutAttributes) {
    guard let dataSource else { return }
    pendingAttributes = attributes
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    pendingAttributes = nil
    precondition(
      view.reuseIdentifier != nil,
      "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(key.kind),\(key.indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    view.applyAttributes(attributes)
    if view.superview !== self { addSubview(view) }
    shownSupplementaries[key] = view
    collectionDelegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
  }

  /// Takes the cell of `indexPath` off screen, into its reuse queue, and tells the delegate.
  func endDisplayingCell(at indexPath: IndexPath) {
    guard let cell = shownCells.removeValue(forKey: indexPath) else { return }
    enqueue(cell, kind: Self.cellKind)
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  func endDisplayingSupplementary(_ key: SupplementaryKey) {
    guard let view = shownSupplementaries.removeValue(forKey: key) else { return }
    enqueue(view, kind: key.kind)
    collectionDelegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
  }

  // NB: A queued view stays a hidden subview, as in UIKit, so reusing it costs no hierarchy
  // change.
  private func enqueue(_ view: UICollectionReusableView, kind: String) {
    view.isHidden = true
    if let cell = view as? UICollectionViewCell {
      cell.isHighlighted = false
      cell.isFocusedItem = false
    }
    guard let identifier = view.reuseIdentifier else { return }
    reuseQueues[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
  }

  /// Queues every view on screen and forgets the counts: the next layout pass asks the data
  /// source again.
  func reloadAll() {
    for indexPath in shownCells.keys.sorted() { endDisplayingCell(at: indexPath) }
    for key in shownSupplementaries.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
      endDisplayingSupplementary(key)
    }
    sectionCounts = nil
    selectedPaths.removeAll()
    focusedPath = nil
    layoutDidInvalidate()
  }

  // MARK: - Registering and dequeuing

  func registerCell(_ cellClass: AnyClass?, identifier: String) {
    guard let cellClass else {
      cellClasses[identifier] = nil
      return
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure("must pass a class of kind UICollectionViewCell")
    }
    cellClasses[identifier] = type
  }

  func registerSupplementary(_ viewClass: AnyClass?, kind: String, identifier: String) {
    let key = ReuseKey(kind: kind, identifier: identifier)
    guard let viewClass else {
      supplementaryClasses[key] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      preconditionFailure("must pass a class of kind UICollectionReusableView")
    }
    supplementaryClasses[key] = type
  }

  func dequeueCell(identifier: String, indexPath: IndexPath) -> UICollectionViewCell {
    if let reconfiguring, reconfiguring.indexPath == indexPath { return reconfiguring.cell }
    guard let type = cellClasses[identifier] else {
      preconditionFailure(
        "could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    let cell = (takeFromQueue(ReuseKey(kind: Self.cellKind, identifier: identifier)) as? UICollectionViewCell)
      ?? type.init(_dequeuedWithReuseIdentifier: identifier)
    if let frame = frameForDequeue(kind: nil, indexPath: indexPath) { cell.frame = frame }
    return cell
  }

  func dequeueSupplementary(kind: String, identifier: String, indexPath: IndexPath) -> UICollectionReusableView {
    let key = ReuseKey(kind: kind, identifier: identifier)
    guard let type = supplementaryClasses[key] else {
      preconditionFailure(
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    let view = takeFromQueue(key) ?? type.init(_dequeuedWithReuseIdentifier: identifier)
    if let frame = frameForDequeue(kind: kind, indexPath: indexPath) { view.frame = frame }
    return view
  }

  private func takeFromQueue(_ key: ReuseKey) -> UICollectionReusableView? {
    guard let view = reuseQueues[key]?.popLast() else { return nil }
    view.prepareForReuse()
    return view
  }

  /// The frame a dequeued view gets before the data source configures it, as UIKit applies the
  /// layout's attributes: those of the element being made, else the layout's.
  private func frameForDequeue(kind: String?, indexPath: IndexPath) -> CGRect? {
    if let pendingAttributes, pendingAttributes.indexPath == indexPath,
      pendingAttributes.representedElementKind == kind
    {
      return pendingAttributes.frame
    }
    return nil
  }
}
