/// The state of the data a table or collection view shows at one moment: its sections and the
/// items in each, all named by identifiers that are unique within the snapshot.
///
/// A diffable data source applies a snapshot and updates its view by the difference from the one
/// it showed before, so that only the rows whose identity changed are inserted, deleted or moved.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(contacts.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// One section: its identifier and its items, in order.
  fileprivate struct Section {
    var identifier: SectionIdentifierType
    var items: [ItemIdentifierType]
  }

  private var sections: [Section] = []
  /// The section of each item, by the section's identifier, so that looking an item up does not
  /// walk every section.
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

  /// The items the next apply reloads (their cells are made again).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items the next apply reconfigures (their existing cells are configured again).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections the next apply reloads.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in every section together.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The identifiers of the sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

  /// The identifiers of every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in the section `identifier`.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sections[requiredIndex(ofSection: identifier)].items.count
  }

  /// The identifiers of the items in the section `identifier`, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections[requiredIndex(ofSection: identifier)].items
  }

  /// The section that holds `identifier`, or `nil` when the snapshot does not hold it.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }

  /// The position of `identifier` among all the snapshot's items, or `nil` when it is not there.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section) else {
      return nil
    }
    let before = sections[..<sectionIndex].reduce(0) { $0 + $1.items.count }
    return sections[sectionIndex].items.firstIndex(of: identifier).map { before + $0 }
  }

  /// The position of the section `identifier`, or `nil` when it is not there.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  // MARK: Items

  /// Adds `identifiers` at the end of `section`, or of the last section when `section` is `nil`.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
    let index: Int
    if let section {
      index = requiredIndex(ofSection: section)
    } else {
      precondition(
        !sections.isEmpty,
        "There are currently no sections in the data source. Please add a section first.")
      index = sections.count - 1
    }
    admit(identifiers, into: sections[index].identifier)
    sections[index].items.append(contentsOf: identifiers)
  }

  /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
    insert(identifiers, at: requiredLocation(of: beforeIdentifier, offset: 0))
  }

  /// Inserts `identifiers` just after `afterIdentifier`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insert(identifiers, at: requiredLocation(of: afterIdentifier, offset: 1))
  }

  /// Removes `identifiers` from the snapshot; an identifier it does not hold is ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers.filter { sectionOfItem[$0] != nil })
    guard !doomed.isEmpty else { return }
    for index in sections.indices where sections[index].items.contains(where: doomed.contains) {
      sections[index].items.removeAll(where: doomed.contains)
    }
    for identifier in doomed { sectionOfItem[identifier] = nil }
    reloadedItemIdentifiers.removeAll(where: doomed.contains)
    reconfiguredItemIdentifiers.removeAll(where: doomed.contains)
  }

  /// Removes every item, keeping the sections.
  public mutating func deleteAllItems() {
    for index in sections.indices { sections[index].items.removeAll() }
    sectionOfItem.removeAll()
    reloadedItemIdentifiers.removeAll()
    reconfiguredItemIdentifiers.removeAll()
  }

  /// Moves `identifier` to just before `toIdentifier`, which may be in another section.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    move(identifier, nextTo: toIdentifier, offset: 0)
  }

  /// Moves `identifier` to just after `toIdentifier`, which may be in another section.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    move(identifier, nextTo: toIdentifier, offset: 1)
  }

  /// Marks `identifiers` to be reloaded: the next apply asks for new cells for them.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = requiredLocation(of: identifier, offset: 0) }
    Self.append(identifiers, uniquelyTo: &reloadedItemIdentifiers)
  }

  /// Marks `identifiers` to be reconfigured: the next apply configures their existing cells
  /// again, without making new ones.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = requiredLocation(of: identifier, offset: 0) }
    Self.append(identifiers, uniquelyTo: &reconfiguredItemIdentifiers)
  }

  // MARK: Sections

  /// Adds empty sections named `identifiers` at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    admit(sections: identifiers)
    sections.append(contentsOf: identifiers.map { Section(identifier: $0, items: []) })
  }

  /// Inserts empty sections just before the section `toIdentifier`.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
    let index = requiredIndex(ofSection: toIdentifier)
    admit(sections: identifiers)
    sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
  }

  /// Inserts empty sections just after the section `toIdentifier`.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
    let index = requiredIndex(ofSection: toIdentifier) + 1
    admit(sections: identifiers)
    sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
  }

  /// Removes the sections `identifiers` and every item in them.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections where doomed.contains(section.identifier) {
      for item in section.items { sectionOfItem[item] = nil }
      reloadedItemIdentifiers.removeAll(where: section.items.contains)
      reconfiguredItemIdentifiers.removeAll(where: section.items.contains)
    }
    sections.removeAll { doomed.contains($0.identifier) }
    reloadedSectionIdentifiers.removeAll(where: doomed.contains)
  }

  /// Moves the section `identifier` to just before the section `toIdentifier`.
  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
    moveSection(identifier, nextTo: toIdentifier, offset: 0)
  }

  /// Moves the section `identifier` to just after the section `toIdentifier`.
  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
    moveSection(identifier, nextTo: toIdentifier, offset: 1)
  }

  /// Marks the sections `identifiers` to be reloaded by the next apply.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = requiredIndex(ofSection: identifier) }
    Self.append(identifiers, uniquelyTo: &reloadedSectionIdentifiers)
  }

  /// Marks the sections `identifiers` to be reconfigured by the next apply: every item in them is
  /// configured again in its existing cell.
  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
    reconfigureItems(identifiers.flatMap { itemIdentifiers(inSection: $0) })
  }
}

// MARK: - Checks and edits

extension NSDiffableDataSourceSnapshot {
  /// Where an item sits: its section's position and its own within the section.
  private struct Location {
    var section: Int
    var item: Int
  }

  private func requiredIndex(ofSection identifier: SectionIdentifierType) -> Int {
    guard let index = indexOfSection(identifier) else {
      preconditionFailure("Invalid section identifier. Section identifier not found in snapshot: \(identifier)")
    }
    return index
  }

  /// The location of `identifier`, moved on by `offset` (1 for "after"); traps as UIKit does
  /// when the snapshot does not hold it.
  private func requiredLocation(of identifier: ItemIdentifierType, offset: Int) -> Location {
    guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
      let item = sections[sectionIndex].items.firstIndex(of: identifier)
    else {
      preconditionFailure("Invalid item identifier. Item identifier not found in snapshot: \(identifier)")
    }
    return Location(section: sectionIndex, item: item + offset)
  }

  /// Records that `identifiers` now belong to `section`, trapping as UIKit does on an identifier
  /// that is already in the snapshot or given twice.
  private mutating func admit(_ identifiers: [ItemIdentifierType], into section: SectionIdentifierType) {
    var seen = Set<ItemIdentifierType>()
    let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
    precondition(
      duplicates.isEmpty,
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
    for identifier in identifiers { sectionOfItem[identifier] = section }
  }

  private func admit(sections identifiers: [SectionIdentifierType]) {
    var seen = Set(sections.map(\.identifier))
    let duplicates = identifiers.filter { !seen.insert($0).inserted }
    precondition(
      duplicates.isEmpty,
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
  }

  /// Adds each of `identifiers` that `list` does not hold yet, once.
  private static func append<Identifier: Hashable>(_ identifiers: [Identifier], uniquelyTo list: inout [Identifier]) {
    var seen = Set(list)
    list.append(contentsOf: identifiers.filter { seen.insert($0).inserted })
  }

  private mutating func insert(_ identifiers: [ItemIdentifierType], at location: Location) {
    admit(identifiers, into: sections[location.section].identifier)
    sections[location.section].items.insert(contentsOf: identifiers, at: location.item)
  }

  private mutating func move(_ identifier: ItemIdentifierType, nextTo target: ItemIdentifierType, offset: Int) {
    guard identifier != target else { return }
    let source = requiredLocation(of: identifier, offset: 0)
    _ = requiredLocation(of: target, offset: 0)
    sections[source.section].items.remove(at: source.item)
    sectionOfItem[identifier] = nil
    insert([identifier], at: requiredLocation(of: target, offset: offset))
  }

  private mutating func moveSection(_ identifier: SectionIdentifierType, nextTo target: SectionIdentifierType, offset: Int) {
    guard identifier != target else { return }
    let section = sections.remove(at: requiredIndex(ofSection: identifier))
    sections.insert(section, at: requiredIndex(ofSection: target) + offset)
  }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension NSDiffableDataSourceSnapshot.Section: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension NSDiffableDataSourceSnapshot {
  /// The snapshot without its reload and reconfigure marks: what a data source keeps, and
  /// hands back from `snapshot()`, once it has applied them.
  package var withoutPendingReloads: Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }
}
