public import Foundation

/// The object that tells a collection view how many items it has and makes their cells.
///
/// The two item methods are required; the others have UIKit's defaults: one section, and a
/// trap (UIKit's exception) when the layout asks for a supplementary view no one provides. The
/// collection view asks for cells only for the items on screen plus a small margin.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///   tags.count
/// }
/// func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///   let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
///   cell.label.text = tags[indexPath.item]
///   return cell
/// }
/// ```
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, dequeued from `collectionView`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections. The default is 1.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` (a header or footer) at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` can be moved. The default is `false`.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Tells the data source that the user moved an item. The default does nothing.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The index titles. The default is `nil`.
  func indexTitles(for collectionView: UICollectionView) -> [String]?
  /// The index path an index title goes to.
  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

extension UICollectionViewDataSource {
  /// Returns 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Traps, as UIKit does when the layout asks for a supplementary view and the data source
  /// does not provide one.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    preconditionFailure(
      "the collection view's data source did not return a valid view from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind \(kind) at index path \(indexPath)")
  }

  /// Returns `false`.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Returns `nil`.
  public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  /// Returns the first item of the first section.
  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: 0)
  }
}
