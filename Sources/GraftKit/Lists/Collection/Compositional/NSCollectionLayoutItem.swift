public import Foundation

/// The smallest part of a compositional layout: one cell's size, with insets inside it.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
/// ```
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's frame that the cell leaves empty. The default is zero.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// The item's supplementary items. Kept; Graft draws none.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// Creates an item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of `layoutSize` with supplementary items.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }

  /// The frames of the cells this item makes in a `frame`, relative to the frame's container
  /// (a group appends its subitems').
  func cellFrames(in frame: CGRect, into frames: inout [CGRect]) {
    frames.append(
      CGRect(
        x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
        width: max(0, frame.width - contentInsets.leading - contentInsets.trailing),
        height: max(0, frame.height - contentInsets.top - contentInsets.bottom)))
  }
}
