import Foundation
import GraftKit
import Testing

@Suite struct NSDiffableDataSourceSnapshotTests {
  private enum Section: Hashable { case fruit, vegetables, empty }

  private func groceries() -> NSDiffableDataSourceSnapshot<Section, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(["apple", "banana"], toSection: .fruit)
    snapshot.appendItems(["carrot", "leek"])
    return snapshot
  }

  @Test func appendingWithoutASectionFillsTheLastSection() {
    let snapshot = groceries()
    #expect(snapshot.sectionIdentifiers == [.fruit, .vegetables])
    #expect(snapshot.itemIdentifiers(inSection: .vegetables) == ["carrot", "leek"])
    #expect(snapshot.itemIdentifiers == ["apple", "banana", "carrot", "leek"])
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems(inSection: .fruit) == 2)
  }

  @Test func lookUpsAnswerNilForWhatTheSnapshotDoesNotHold() {
    let snapshot = groceries()
    #expect(snapshot.indexOfItem("carrot") == 2)
    #expect(snapshot.indexOfItem("kiwi") == nil)
    #expect(snapshot.indexOfSection(.vegetables) == 1)
    #expect(snapshot.indexOfSection(.empty) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: "banana") == .fruit)
    #expect(snapshot.sectionIdentifier(containingItem: "kiwi") == nil)
  }

  @Test func insertsGoBeforeAndAfterTheirNeighbours() {
    var snapshot = groceries()
    snapshot.insertItems(["apricot"], afterItem: "apple")
    snapshot.insertItems(["beet"], beforeItem: "carrot")
    #expect(snapshot.itemIdentifiers == ["apple", "apricot", "banana", "beet", "carrot", "leek"])
    #expect(snapshot.sectionIdentifier(containingItem: "beet") == .vegetables)
  }

  @Test func movingAnItemAcrossSectionsChangesItsSection() {
    var snapshot = groceries()
    snapshot.moveItem("banana", afterItem: "leek")
    snapshot.moveItem("carrot", beforeItem: "apple")
    #expect(snapshot.itemIdentifiers(inSection: .fruit) == ["carrot", "apple"])
    #expect(snapshot.itemIdentifiers(inSection: .vegetables) == ["leek", "banana"])
    #expect(snapshot.sectionIdentifier(containingItem: "banana") == .vegetables)
  }

  @Test func deletingIgnoresItemsTheSnapshotDoesNotHold() {
    var snapshot = groceries()
    snapshot.reloadItems(["leek"])
    snapshot.deleteItems(["banana", "kiwi", "leek"])
    #expect(snapshot.itemIdentifiers == ["apple", "carrot"])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 2)
  }

  @Test func sectionsMoveAndTakeTheirItemsWhenDeleted() {
    var snapshot = groceries()
    snapshot.insertSections([.empty], beforeSection: .fruit)
    snapshot.moveSection(.fruit, afterSection: .vegetables)
    #expect(snapshot.sectionIdentifiers == [.empty, .vegetables, .fruit])
    snapshot.deleteSections([.fruit])
    #expect(snapshot.sectionIdentifiers == [.empty, .vegetables])
    #expect(snapshot.indexOfItem("apple") == nil)
    #expect(snapshot.itemIdentifiers == ["carrot", "leek"])
  }

  @Test func reloadsAndReconfiguresAreRecordedOnce() {
    var snapshot = groceries()
    snapshot.reloadItems(["apple", "apple"])
    snapshot.reconfigureSections([.vegetables])
    snapshot.reloadSections([.fruit])
    #expect(snapshot.reloadedItemIdentifiers == ["apple"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["carrot", "leek"])
    #expect(snapshot.reloadedSectionIdentifiers == [.fruit])
  }

  @Test func theChangesBetweenTwoSnapshotsNameOldAndNewPositions() {
    var old = groceries()
    old.appendItems(["onion"])
    var new = old
    new.deleteItems(["banana"])
    new.appendItems(["pea"], toSection: .vegetables)
    new.moveItem("carrot", afterItem: "onion")
    new.reconfigureItems(["apple"])
    // Vegetables go from carrot, leek, onion to leek, onion, carrot, pea.
    let changes = new.changes(from: old)
    #expect(changes.deletedItems == [IndexPath(row: 1, section: 0)])
    #expect(changes.insertedItems == [IndexPath(row: 3, section: 1)])
    #expect(changes.movedItems.map { [$0.from, $0.to] } == [[IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 1)]])
    #expect(changes.reconfiguredItems == [IndexPath(row: 0, section: 0)])
    #expect(changes.deletedSections.isEmpty && changes.insertedSections.isEmpty)
  }

  @Test func itemsGoWithTheirSectionWhenASectionComesOrGoes() {
    let old = groceries()
    var new = groceries()
    new.deleteSections([.fruit])
    new.appendSections([.empty])
    new.appendItems(["banana"], toSection: .empty)
    let changes = new.changes(from: old)
    #expect(changes.deletedSections == IndexSet([0]))
    #expect(changes.insertedSections == IndexSet([1]))
    #expect(changes.deletedItems.isEmpty && changes.insertedItems.isEmpty && changes.movedItems.isEmpty)
    #expect(new.changes(from: new).isEmpty)
  }

  @Test func indexPathsNameASectionAndARowOrItem() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3)
    path.item = 5
    #expect(path == IndexPath(item: 5, section: 1))
    #expect(Array(path) == [1, 5])
  }
}
