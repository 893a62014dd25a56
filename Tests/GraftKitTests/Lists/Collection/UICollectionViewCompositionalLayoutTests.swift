import Foundation
import GraftKit
import Testing

private enum Section: Hashable { case fruit, vegetables }

@Suite @MainActor struct UICollectionViewCompositionalLayoutTests {
  /// A collection view over a diffable data source whose cells show their item.
  private func host(
    _ layout: UICollectionViewLayout, width: Int = 20, height: Int = 6, trace: Trace? = nil
  ) -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
    let window = makeWindow(width: width, height: height)
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.showsVerticalScrollIndicator = false
    window.addSubview(collectionView)
    let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, indexPath, item in
      trace?.record("configure \(item) at \(indexPath.section).\(indexPath.item)")
      cell.label.text = item
    }
    let headers = UICollectionView.SupplementaryRegistration<LabelHeader>(elementKind: UICollectionView.elementKindSectionHeader) {
      header, _, indexPath in
      header.label.text = indexPath.section == 0 ? "FRUIT" : "VEGETABLES"
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    return (window, collectionView, dataSource)
  }

  @Test func gridOfRepeatingItemsWithSpacingAndInsets() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
      repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(1)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 0)
    // 19 cells less two spacings, shared by three: five each.
    let (window, collectionView, dataSource) = host(UICollectionViewCompositionalLayout(section: section))
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit])
    snapshot.appendItems(["apple", "pear", "fig", "plum", "kiwi"])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(
      window.picture() == """
         apple pear  fig

         plum  kiwi
        """)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 7, y: 2, width: 5, height: 1))
  }

  @Test func listWithHeadersInTheInsetGroupedStyle() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let (window, _, dataSource) = host(UICollectionViewCompositionalLayout.list(using: configuration), height: 8)
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(["apple", "pear"], toSection: .fruit)
    snapshot.appendItems(["leek"], toSection: .vegetables)
    dataSource.apply(snapshot)
    #expect(
      window.picture() == """

          FRUIT
          apple
          pear

          VEGETABLES
          leek
        """)
  }

  @Test func applyingASnapshotUpdatesByTheDifference() {
    let trace = Trace()
    let (window, collectionView, dataSource) = host(
      UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), trace: trace)
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit])
    snapshot.appendItems(["apple", "pear", "fig"])
    dataSource.apply(snapshot)
    _ = window.picture()
    #expect(trace.events == ["configure apple at 0.0", "configure pear at 0.1", "configure fig at 0.2"])
    let pearCell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    trace.reset()

    snapshot.deleteItems(["apple"])
    snapshot.appendItems(["plum"])
    snapshot.reconfigureItems(["fig"])
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(trace.events == ["configure plum at 0.2", "configure fig at 0.1"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === pearCell)
    #expect(window.picture() == "pear\nfig\nplum")
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "plum")
    #expect(dataSource.indexPath(for: "fig") == IndexPath(item: 1, section: 0))
    #expect(dataSource.sectionIdentifier(for: 0) == .fruit)
    #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    #expect(dataSource.snapshot().itemIdentifiers == ["pear", "fig", "plum"])
  }
}
