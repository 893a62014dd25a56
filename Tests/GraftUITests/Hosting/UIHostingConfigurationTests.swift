import Foundation
import GraftUI
import Testing

@Suite @MainActor struct UIHostingConfigurationTests {
  @Test func swiftUIContentShowsInCollectionViewCellsWithItsMargins() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 24, height: 3))
    window.makeKeyAndVisible()
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
      if indexPath.item == 0 {
        cell.contentConfiguration = UIHostingConfiguration {
          HStack {
            Text(name)
            Spacer()
            Text("★")
          }
        }
      } else {
        cell.contentConfiguration = UIHostingConfiguration { Text(name) }.margins(.horizontal, 4).background(Color.blue)
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Starred", "Plain"])
    dataSource.apply(snapshot)
    let lines = window.render().plainText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    #expect(lines.prefix(2) == [" Starred              ★", "    Plain"])
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell?.contentView is any UIContentView)
  }
}
