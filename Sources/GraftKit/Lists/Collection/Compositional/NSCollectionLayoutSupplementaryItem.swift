import Foundation

/// A view attached to an item or group, such as a badge. Graft keeps these but draws only
/// boundary supplementary items (section headers and footers).
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the view is registered and dequeued with.
  public let elementKind: String
  /// The stacking order. Kept.
  open var zIndex = 1

  /// Creates a supplementary item of `layoutSize` and `elementKind`.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}
