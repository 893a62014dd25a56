public import Foundation

/// The object that decides where a collection view's cells and supplementary views go.
///
/// Subclass it for a layout of your own: compute what you need in ``prepare()``, report the
/// size of everything in ``collectionViewContentSize``, and answer
/// ``layoutAttributesForElements(in:)`` with the elements in a rectangle. The collection view
/// asks only for the rectangle it shows (plus a small margin) and makes cells only for what
/// comes back.
///
/// ```swift
/// final class StripLayout: UICollectionViewLayout {
///   override var collectionViewContentSize: CGSize {
///     CGSize(width: 8 * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0), height: 1)
///   }
///   override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///     (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
///       layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
///     }.filter { $0.frame.overlaps(rect) }
///   }
///   override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///     let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///     attributes.frame = CGRect(x: 8 * CGFloat(indexPath.item), y: 0, width: 8, height: 1)
///     return attributes
///   }
/// }
/// ```
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
  /// The collection view that uses this layout; the collection view owns the layout.
  private weak var storedCollectionView: UICollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view this layout lays out, or `nil` before one uses it.
  open var collectionView: UICollectionView? { storedCollectionView }

  func attach(to collectionView: UICollectionView?) {
    storedCollectionView = collectionView
  }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Called before the layout is asked for attributes, after every invalidation. The default
  /// does nothing.
  open func prepare() {}

  /// The size of all the content. The default is zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`. The default returns `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`. The default returns `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`. The default
  /// returns `nil`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the decoration view of `elementKind` at `indexPath`. The default
  /// returns `nil`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Marks the layout out of date: the collection view calls ``prepare()`` and asks for
  /// attributes again at its next layout pass.
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout. The
  /// default is `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Where scrolling that would stop at `proposedContentOffset` stops. The default keeps it.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }
}
