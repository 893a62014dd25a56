import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UICollectionViewListCellTests {
  @Test func listCellsShowTheirContentConfigurationAndAccessories() {
    let window = makeWindow(width: 20, height: 4)
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    window.addSubview(collectionView)
    var deleted: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator(), .label(text: "2"), .delete { deleted.append(name) }]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Inbox", "Sent"])
    dataSource.apply(snapshot)
    #expect(
      window.picture() == """
         Inbox           2 ›
         Sent            2 ›
        """)
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    #expect(cell?.contentView is UIListContentView)

    collectionView.isEditing = true
    cell?.setNeedsLayout()
    collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.setNeedsLayout()
    collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    #expect(
      window.picture() == """
        ⊖  Inbox         2 ›
        ⊖  Sent          2 ›
        """)
    window.sendTap(at: CGPoint(x: 0, y: 1))
    #expect(deleted == ["Sent"])
    #expect(collectionView.indexPathsForSelectedItems == [])
    window.sendTap(at: CGPoint(x: 5, y: 1))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSelected == true)
  }

  @Test func configurationUpdateHandlerRunsForEachNewState() {
    let window = makeWindow(width: 20, height: 3)
    let trace = Trace()
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      cell.configurationUpdateHandler = { cell, state in
        var content = UIListContentConfiguration.cell().updated(for: state)
        content.text = state.isSelected ? "[\(name)]" : name
        cell.contentConfiguration = content
        trace.record("\(name) selected \(state.isSelected)")
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot)
    // The list content keeps its one-cell leading margin, as UIKit's keeps its layout margins.
    #expect(window.picture() == " a\n b")
    window.sendTap(at: CGPoint(x: 0, y: 1))
    #expect(window.picture() == " a\n [b]")
    #expect(trace.events.last == "b selected true")
  }
}
