public import Foundation

/// A header or footer along a section's (or the whole layout's) edge.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge the item lines up with: a top alignment is a header, a bottom one a footer.
  public let alignment: NSRectAlignment
  /// An offset from the aligned position.
  public let offset: CGPoint
  /// Whether the section grows to make room for the item. The default is `true`.
  open var extendsBoundary = true
  /// Whether the item stays in view while its section scrolls. Kept; Graft does not pin.
  open var pinToVisibleBounds = false

  /// Creates a boundary item aligned with `alignment`.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// Creates a boundary item aligned with `alignment` and moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }

  /// Whether the item goes after the section's content rather than before it.
  var isTrailing: Bool {
    switch alignment {
    case .bottom, .bottomLeading, .bottomTrailing, .trailing: true
    default: false
    }
  }
}
