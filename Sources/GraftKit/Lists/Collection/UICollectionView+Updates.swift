import Foundation

/// The changes recorded inside `performBatchUpdates(_:completion:)`: sections and items named
/// by their places before the update (deletes, reloads, move sources) or after it (inserts,
/// move destinations), as in UIKit.
struct BatchUpdates {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
}

/// Where the survivors of a list go when some of its places are removed and others filled:
/// the `rank`-th survivor takes the `rank`-th place not filled.
private struct Remapping {
  var removed: [Int] = []
  var filled: [Int] = []

  mutating func sort() {
    removed.sort()
    filled.sort()
  }

  /// The new place of the element at `old`, which is neither removed nor moved.
  func map(_ old: Int) -> Int {
    var rank = old
    for index in removed {
      guard index < old else { break }
      rank -= 1
    }
    var new = rank
    for index in filled {
      guard index <= new else { break }
      new += 1
    }
    return new
  }
}

extension UICollectionView {
  // MARK: - Recording

  private func record(_ change: (inout BatchUpdates) -> Void) {
    precondition(pendingUpdates != nil, "updates are recorded inside performBatchUpdates")
    change(&pendingUpdates!)
  }

  func recordReload(items: [IndexPath]) { record { $0.reloadedItems += items } }
  func recordReload(sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
  func recordInsert(items: [IndexPath]) { record { $0.insertedItems += items } }
  func recordDelete(items: [IndexPath]) { record { $0.deletedItems += items } }
  func recordMove(item: IndexPath, to new: IndexPath) { record { $0.movedItems.append((item, new)) } }
  func recordInsert(sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
  func recordDelete(sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
  func recordMove(section: Int, to new: Int) { record { $0.movedSections.append((section, new)) } }

  // MARK: - Applying

  func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    // NB: Counts never asked for have nothing to update from: the next layout asks for them.
    let old = sectionCounts
    if batchDepth == 0 { pendingUpdates = BatchUpdates() }
    batchDepth += 1
    updates?()
    batchDepth -= 1
    guard batchDepth == 0, let changes = pendingUpdates else { return }
    pendingUpdates = nil
    guard let old else {
      reloadAll()
      completion?(true)
      return
    }
    sectionCounts = nil
    let new = counts
    validate(changes, old: old, new: new)
    apply(changes, old: old, new: new)
    layoutDidInvalidate()
    if window != nil { layoutIfNeeded() }
    completion?(true)
  }

  /// Traps with UIKit's messages when the data source's new counts disagree with the changes.
  private func validate(_ changes: BatchUpdates, old: [Int], new: [Int]) {
    for section in changes.deletedSections.union(changes.reloadedSections) + changes.movedSections.map(\.from) {
      precondition(
        section < old.count,
        "attempt to delete section \(section), but there are only \(old.count) sections before the update")
    }
    for section in changes.insertedSections.union(IndexSet(changes.movedSections.map(\.to))) {
      precondition(
        section < new.count,
        "attempt to insert section \(section) but there are only \(new.count) sections after the update")
    }
    let inserted = changes.insertedSections.count
    let deleted = changes.deletedSections.count
    precondition(
      new.count == old.count + inserted - deleted,
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(new.count)) must be equal to the number of sections contained in the collection view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
    for path in changes.deletedItems + changes.reloadedItems + changes.movedItems.map(\.from) {
      precondition(
        old.indices.contains(path.section) && path.item < old[path.section],
        "attempt to delete item \(path.item) from section \(path.section) which only contains \(old.indices.contains(path.section) ? old[path.section] : 0) items before the update")
    }
    for path in changes.insertedItems + changes.movedItems.map(\.to) {
      precondition(
        new.indices.contains(path.section) && path.item < new[path.section],
        "attempt to insert item \(path.item) into section \(path.section), but there are only \(new.indices.contains(path.section) ? new[path.section] : 0) items in section \(path.section) after the update")
    }
    let sections = sectionRemapping(changes)
    for oldSection in old.indices
    where !changes.deletedSections.contains(oldSection) && !changes.reloadedSections.contains(oldSection) {
      let newSection =
        changes.movedSections.first { $0.from == oldSection }?.to ?? sections.map(oldSection)
      guard !changes.insertedSections.contains(newSection) else { continue }
      let insertedItems = changes.insertedItems.filter { $0.section == newSection }.count
      let deletedItems = changes.deletedItems.filter { $0.section == oldSection }.count
      let movedIn = changes.movedItems.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
      let movedOut = changes.movedItems.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
      let before = old[oldSection], after = new[newSection]
      precondition(
        after == before + insertedItems - deletedItems + movedIn - movedOut,
        "Invalid update: invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(insertedItems) inserted, \(deletedItems) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
    }
  }

  private func sectionRemapping(_ changes: BatchUpdates) -> Remapping {
    var sections = Remapping()
    sections.removed = Array(changes.deletedSections) + changes.movedSections.map(\.from)
    sections.filled = Array(changes.insertedSections) + changes.movedSections.map(\.to)
    sections.sort()
    return sections
  }

  /// The place after the update of the item at `old`, or `nil` when it is deleted or reloaded.
  private func mapper(for changes: BatchUpdates) -> (IndexPath) -> IndexPath? {
    let sections = sectionRemapping(changes)
    var items: [Int: Remapping] = [:]
    var filled: [Int: [Int]] = [:]
    let gone = Set(changes.deletedItems + changes.reloadedItems)
    var moves: [IndexPath: IndexPath] = [:]
    for move in changes.movedItems { moves[move.from] = move.to }
    for path in changes.deletedItems + changes.reloadedItems + changes.movedItems.map(\.from) {
      items[path.section, default: Remapping()].removed.append(path.item)
    }
    for path in changes.insertedItems + changes.movedItems.map(\.to) {
      filled[path.section, default: []].append(path.item)
    }
    for key in items.keys { items[key]!.sort() }
    let filledSorted = filled.mapValues { $0.sorted() }
    return { old in
      guard old.count == 2, !changes.deletedSections.contains(old.section),
        !changes.reloadedSections.contains(old.section), !gone.contains(old)
      else { return nil }
      if let moved = moves[old] { return moved }
      let newSection =
        changes.movedSections.first { $0.from == old.section }?.to ?? sections.map(old.section)
      var remapping = Remapping()
      remapping.removed = items[old.section]?.removed ?? []
      remapping.filled = filledSorted[newSection] ?? []
      return IndexPath(item: remapping.map(old.item), section: newSection)
    }
  }

  /// Moves the cells, selection and focus of surviving items to their new places; the cells of
  /// deleted and reloaded items leave the screen.
  private func apply(_ changes: BatchUpdates, old: [Int], new: [Int]) {
    let map = mapper(for: changes)
    let sections = sectionRemapping(changes)
    var kept: [IndexPath: UICollectionViewCell] = [:]
    for indexPath in shownCells.keys.sorted() {
      if let target = map(indexPath) {
        kept[target] = shownCells[indexPath]
      } else {
        endDisplayingCell(at: indexPath)
      }
    }
    shownCells = kept
    // NB: Supplementary views follow their section, or leave with it.
    var keptSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    for key in shownSupplementaries.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
      let section = key.indexPath.section
      if changes.deletedSections.contains(section) || changes.reloadedSections.contains(section) {
        endDisplayingSupplementary(key)
        continue
      }
      var path = key.indexPath
      path.section = changes.movedSections.first { $0.from == section }?.to ?? sections.map(section)
      keptSupplementaries[SupplementaryKey(kind: key.kind, indexPath: path)] = shownSupplementaries[key]
    }
    shownSupplementaries = keptSupplementaries
    selectedPaths = selectedPaths.compactMap(map)
    focusedPath = focusedPath.flatMap(map)
    for (indexPath, cell) in shownCells { cell.isSelected = selectedPaths.contains(indexPath) }
  }

  // MARK: - Reconfiguring

  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = shownCells[indexPath] else { continue }
      reconfiguring = (indexPath, cell)
      _ = dataSource.collectionView(self, cellForItemAt: indexPath)
      reconfiguring = nil
    }
  }
}
