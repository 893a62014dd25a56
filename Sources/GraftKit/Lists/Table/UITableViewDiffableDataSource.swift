public import Foundation

/// A table view data source that shows snapshots: apply a new snapshot and the table updates
/// by its difference from the last one, in one batch of updates, so only the rows whose
/// identity changed get new cells.
///
/// Keep the data source alive yourself, as in UIKit: the table holds its data source weakly.
/// Subclass it to give section titles or allow editing; its data-source methods are open.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Item.ID>(tableView: tableView) {
///   tableView, indexPath, id in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///   cell.textLabel?.text = store.item(id).name
///   return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(store.ids)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
  NSObject, UITableViewDataSource
{
  /// Makes the cell for an item, usually by dequeuing one from the table view.
  public typealias CellProvider = @MainActor (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// How applied differences animate. A terminal applies them at once.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Creates a data source for `tableView`, and makes itself the table's data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  // MARK: - Snapshots

  /// Shows `snapshot`, updating the table by its difference from the current one in one batch
  /// (or reloading it when it has not shown anything yet), then calls `completion`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = currentSnapshot
    currentSnapshot = snapshot.withoutPendingReloads
    guard let tableView else {
      completion?()
      return
    }
    guard tableView.hasLoaded, !tableView.needsReload else {
      tableView.reloadData()
      completion?()
      return
    }
    let changes = snapshot.changes(from: old)
    let animation = defaultRowAnimation
    let reloadedSections = IndexSet(snapshot.reloadedSectionIdentifiers.compactMap { old.indexOfSection($0) })
    let reloadedRows = changes.reloadedItems.compactMap { path -> IndexPath? in
      let item = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[path.section])[path.row]
      return indexPath(of: item, in: old)
    }
    if !changes.isEmpty || !reloadedSections.isEmpty {
      tableView.performBatchUpdates {
        tableView.deleteSections(changes.deletedSections, with: animation)
        tableView.insertSections(changes.insertedSections, with: animation)
        for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
        tableView.reloadSections(reloadedSections, with: animation)
        tableView.deleteRows(at: changes.deletedItems, with: animation)
        tableView.insertRows(at: changes.insertedItems, with: animation)
        for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        tableView.reloadRows(at: reloadedRows, with: animation)
      }
    }
    if !changes.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: changes.reconfiguredItems) }
    completion?()
  }

  /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, then resumes.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` by reloading the whole table, without working out the difference.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    currentSnapshot = snapshot.withoutPendingReloads
    tableView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` by reloading the whole table, then resumes.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    currentSnapshot
  }

  /// The item at `indexPath`, or `nil` when there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
    let items = currentSnapshot.itemIdentifiers(inSection: section)
    return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
  }

  /// The index path of `itemIdentifier`, or `nil` when the snapshot has no such item.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    indexPath(of: itemIdentifier, in: currentSnapshot)
  }

  /// The section at `index`, or `nil`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = currentSnapshot.sectionIdentifiers
    return index >= 0 && index < sections.count ? sections[index] : nil
  }

  /// The index of `sectionIdentifier`, or `nil`.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    currentSnapshot.indexOfSection(sectionIdentifier)
  }

  private func indexPath(
    of item: ItemIdentifierType, in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> IndexPath? {
    guard let section = snapshot.sectionIdentifier(containingItem: item),
      let sectionIndex = snapshot.indexOfSection(section),
      let row = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item)
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }

  // MARK: - UITableViewDataSource

  /// The snapshot's number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int {
    currentSnapshot.numberOfSections
  }

  /// The number of items in the snapshot's section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return currentSnapshot.numberOfItems(inSection: identifier)
  }

  /// The cell the cell provider makes for the item; a provider returning `nil` traps, as
  /// UIKit raises.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    return cell
  }

  /// No header title; override to give one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title; override to give one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Whether the row can be edited: `false` unless overridden, as in UIKit's diffable source.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Whether the row can move: `false` unless overridden.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Does nothing; override to commit a deletion or insertion.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Moves the item in the snapshot, as UIKit's diffable source does after a user's move.
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
    var snapshot = currentSnapshot
    snapshot.deleteItems([item])
    if let section = sectionIdentifier(for: destinationIndexPath.section) {
      let items = snapshot.itemIdentifiers(inSection: section)
      if destinationIndexPath.row < items.count {
        snapshot.insertItems([item], beforeItem: items[destinationIndexPath.row])
      } else {
        snapshot.appendItems([item], toSection: section)
      }
    }
    currentSnapshot = snapshot
  }

  /// No section index titles.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section for a section-index title: its index.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
}
