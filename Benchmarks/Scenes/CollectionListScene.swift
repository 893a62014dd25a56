import Foundation
import Graft

/// A list-layout collection view of `count` items in an 80 × 24 window, counting how often
/// its data source makes a cell and how many cells exist.
@MainActor
package final class CollectionListScene: NSObject, UICollectionViewDataSource {
  /// A list cell's stand-in: one label, counted as it is made.
  final class Cell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.frame = contentView.bounds
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
  }

  package let window: UIWindow
  package let collectionView: UICollectionView
  package let count: Int
  /// The number of `cellForItemAt` calls so far.
  package private(set) var cellRequests = 0

  package init(count: Int) {
    self.count = count
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    super.init()
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = self
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
  }

  /// The cells the collection view holds, shown or queued.
  package var cellsMade: Int { collectionView.subviews.filter { $0 is Cell }.count }

  /// Draws the next frame.
  package func frame() { _ = window.render() }

  /// Scrolls one line down and draws.
  package func scrollOneLine() {
    collectionView.contentOffset.y += 1
    frame()
  }

  package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    cellRequests += 1
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! Cell
    cell.label.text = "Item \(indexPath.item)"
    return cell
  }
}
