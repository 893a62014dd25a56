package import Foundation

/// What a view must do to go from one snapshot to the next: the sections and items to delete
/// (at their old positions), insert (at their new ones), move, and reload or reconfigure.
///
/// The table and collection views' diffable data sources turn these into one batch of updates,
/// so only the cells whose identity changed are made again.
package struct SnapshotChanges: Equatable, Sendable {
  package var deletedSections = IndexSet()
  package var insertedSections = IndexSet()
  package var movedSections: [Move<Int>] = []
  package var deletedItems: [IndexPath] = []
  package var insertedItems: [IndexPath] = []
  package var movedItems: [Move<IndexPath>] = []
  /// Items to make new cells for, at their new positions.
  package var reloadedItems: [IndexPath] = []
  /// Items to configure again in their existing cells, at their new positions.
  package var reconfiguredItems: [IndexPath] = []

  /// One position to another: old, then new.
  package struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    package var from: Position
    package var to: Position
  }

  package var isEmpty: Bool { self == SnapshotChanges() }
}

extension NSDiffableDataSourceSnapshot {
  /// The index path of every item, by identifier.
  private var indexPaths: [ItemIdentifierType: IndexPath] {
    var paths: [ItemIdentifierType: IndexPath] = [:]
    paths.reserveCapacity(numberOfItems)
    for (section, identifier) in sectionIdentifiers.enumerated() {
      for (row, item) in itemIdentifiers(inSection: identifier).enumerated() {
        paths[item] = IndexPath(row: row, section: section)
      }
    }
    return paths
  }

  /// The changes that turn `old` into this snapshot.
  ///
  /// Sections and items are matched by identifier. An item whose section survives but whose
  /// place among the surviving items changes, or that changes section, moves; the rest of the
  /// survivors stay, so a view keeps their cells.
  package func changes(from old: Self) -> SnapshotChanges {
    var changes = SnapshotChanges()
    let oldSections = old.sectionIdentifiers, newSections = sectionIdentifiers
    let newSectionSet = Set(newSections), oldSectionSet = Set(oldSections)
    changes.deletedSections = IndexSet(oldSections.indices.filter { !newSectionSet.contains(oldSections[$0]) })
    changes.insertedSections = IndexSet(newSections.indices.filter { !oldSectionSet.contains(newSections[$0]) })
    let survivingOld = oldSections.filter(newSectionSet.contains)
    let survivingNew = newSections.filter(oldSectionSet.contains)
    for move in Self.moves(from: survivingOld, to: survivingNew) {
      changes.movedSections.append(
        .init(from: old.indexOfSection(move)!, to: indexOfSection(move)!))
    }

    let oldPaths = old.indexPaths, newPaths = indexPaths
    // NB: Items of deleted or inserted sections go with their section, as in UIKit's batch
    // updates, so they are not listed one by one.
    func survives(_ item: ItemIdentifierType, in snapshot: Self, otherSections: Set<SectionIdentifierType>) -> Bool {
      snapshot.sectionIdentifier(containingItem: item).map(otherSections.contains) ?? false
    }
    var oldSurvivors: [ItemIdentifierType] = [], newSurvivors: [ItemIdentifierType] = []
    for item in old.itemIdentifiers where survives(item, in: old, otherSections: newSectionSet) {
      if newPaths[item] != nil, survives(item, in: self, otherSections: oldSectionSet) {
        oldSurvivors.append(item)
      } else {
        changes.deletedItems.append(oldPaths[item]!)
      }
    }
    for item in itemIdentifiers where survives(item, in: self, otherSections: oldSectionSet) {
      if oldPaths[item] != nil, survives(item, in: old, otherSections: newSectionSet) {
        newSurvivors.append(item)
      } else {
        changes.insertedItems.append(newPaths[item]!)
      }
    }
    var moved = Set(Self.moves(from: oldSurvivors, to: newSurvivors))
    for item in newSurvivors where old.sectionIdentifier(containingItem: item) != sectionIdentifier(containingItem: item) {
      moved.insert(item)
    }
    changes.movedItems = newSurvivors.filter(moved.contains).map { .init(from: oldPaths[$0]!, to: newPaths[$0]!) }
    changes.reloadedItems = reloadedItemIdentifiers.compactMap { newPaths[$0] }
    changes.reconfiguredItems = reconfiguredItemIdentifiers.compactMap { newPaths[$0] }
    return changes
  }

  /// The elements of `new` that change place relative to the others between `old` and `new`
  /// (both holding the same elements): those off a longest run kept in order.
  private static func moves<Element: Hashable>(from old: [Element], to new: [Element]) -> [Element] {
    new.difference(from: old).inferringMoves().compactMap { change in
      guard case .insert(_, let element, let associated) = change, associated != nil else { return nil }
      return element
    }
  }
}
