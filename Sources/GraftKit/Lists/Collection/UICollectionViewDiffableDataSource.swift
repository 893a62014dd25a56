public import Foundation

/// A collection view data source that shows a snapshot of identifiers and updates the view by
/// the difference when a new snapshot is applied.
///
/// It makes itself the collection view's `dataSource`; the collection view does not keep it,
/// so keep it in a property. Applying a snapshot runs one batch update: items and sections
/// whose identifiers left are deleted, new ones inserted, reordered ones moved, and the cells of
/// the rest are kept.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Contact.ID>(collectionView: collectionView) {
///   collectionView, indexPath, id in
///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(contacts.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UICollectionViewDataSource
{
  /// Makes the cell for an item.
  public typealias CellProvider =
    @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
    UICollectionViewCell?
  /// Makes a supplementary view.
  public typealias SupplementaryViewProvider =
    @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) ->
    UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// Makes the supplementary views, such as section headers. The default is `nil`.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// The items of each section, so index paths resolve without a search.
  private var itemsBySection: [[ItemIdentifierType]] = []

  /// Creates a data source for `collectionView`, which becomes its `dataSource`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: - Snapshots

  /// Shows `snapshot`, updating the collection view by the difference from the one shown.
  /// A terminal does not animate, so `animatingDifferences` changes nothing.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard let collectionView else {
      store(snapshot)
      completion?()
      return
    }
    let old = current
    let changes = snapshot.changes(from: old)
    var reloads: [IndexPath] = []
    for item in snapshot.reloadedItemIdentifiers where !changes.movedItems.contains(where: { snapshot.indexPath(of: item) == $0.to }) {
      if let path = old.indexPath(of: item) { reloads.append(path) }
    }
    let reloadedSections = IndexSet(
      snapshot.reloadedSectionIdentifiers.compactMap { old.indexOfSection($0) }
        .filter { !changes.deletedSections.contains($0) })
    collectionView.performBatchUpdates {
      self.store(snapshot)
      collectionView.deleteSections(changes.deletedSections)
      collectionView.insertSections(changes.insertedSections)
      for move in changes.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
      collectionView.reloadSections(reloadedSections)
      collectionView.deleteItems(at: changes.deletedItems)
      collectionView.insertItems(at: changes.insertedItems)
      for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
      collectionView.reloadItems(at: reloads)
    }
    collectionView.reconfigureItems(at: changes.reconfiguredItems)
    completion?()
  }

  /// Shows `snapshot` by reloading the collection view, without working out differences.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    store(snapshot)
    collectionView?.reloadData()
    completion?()
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  // NB: The snapshot kept has no reload or reconfigure marks: they apply once, as in UIKit.
  private func store(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
    var clean = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    let sections = snapshot.sectionIdentifiers
    clean.appendSections(sections)
    itemsBySection = sections.map { snapshot.itemIdentifiers(inSection: $0) }
    for (section, items) in zip(sections, itemsBySection) where !items.isEmpty {
      clean.appendItems(items, toSection: section)
    }
    current = clean
  }

  // MARK: - Identifiers and index paths

  /// The identifier of the item at `indexPath`, or `nil` when there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
      itemsBySection[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemsBySection[indexPath.section][indexPath.item]
  }

  /// The index path of the item `itemIdentifier`, or `nil` when the snapshot does not hold it.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The identifier of the section at `index`, or `nil` when there is none.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// The index of the section `sectionIdentifier`, or `nil` when the snapshot does not hold it.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: - Data source

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    itemsBySection.count
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    itemsBySection.indices.contains(section) ? itemsBySection[section].count : 0
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
    }
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      preconditionFailure(
        "UICollectionView's data source returned nil from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for kind \(kind) at \(indexPath); a supplementaryViewProvider must return a view")
    }
    return view
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The index path of `item`, or `nil` when the snapshot does not hold it.
  fileprivate func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionIdentifier(containingItem: item), let sectionIndex = indexOfSection(section),
      let index = itemIdentifiers(inSection: section).firstIndex(of: item)
    else { return nil }
    return IndexPath(item: index, section: sectionIndex)
  }
}
