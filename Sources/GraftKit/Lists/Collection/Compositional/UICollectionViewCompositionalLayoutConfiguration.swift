public import Foundation

/// Settings of a compositional layout as a whole.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction sections stack in. Graft lays sections out vertically; the value is kept.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Space between sections. The default is zero.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout. Kept; Graft draws them per section only.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// Creates the default configuration.
  public override init() {
    super.init()
  }
}
