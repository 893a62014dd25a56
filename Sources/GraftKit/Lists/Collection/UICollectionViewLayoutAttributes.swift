public import Foundation

/// Where a layout puts one element of a collection view: a cell, a supplementary view or a
/// decoration, with its frame, visibility, transparency and stacking order.
///
/// A custom layout makes one for each element in ``UICollectionViewLayout/layoutAttributesForElements(in:)``:
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
/// attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 2, width: 20, height: 2)
/// ```
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// The element's frame, in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// Whether the element is hidden. Hidden elements are not shown.
  open var isHidden = false
  /// The element's transparency, from 0 to 1. The default is 1.
  open var alpha: CGFloat = 1
  /// The element's place in the stacking order. Graft stacks elements in the order the layout
  /// returns them; the value is kept.
  open var zIndex = 0
  /// Whether the element is a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
  /// The kind of supplementary or decoration view; `nil` for cells.
  open private(set) var representedElementKind: String?

  /// The element's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The element's size; changing it keeps the centre.
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// Creates attributes for a cell at index path zero.
  public required override init() {
    super.init()
  }

  /// Creates attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A copy of the attributes, of the same class.
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    // NB: NSCopying's requirement is nonisolated; attributes are only used on the main actor.
    nonisolated(unsafe) var made: Any = 0
    MainActor.assumeIsolated {
      let copy = type(of: self).init()
      copy.frame = frame
      copy.indexPath = indexPath
      copy.isHidden = isHidden
      copy.alpha = alpha
      copy.zIndex = zIndex
      copy.representedElementCategory = representedElementCategory
      copy.representedElementKind = representedElementKind
      made = copy
    }
    return made
  }

  /// Whether `object` is attributes of the same element with the same values.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    nonisolated(unsafe) let object = object
    return MainActor.assumeIsolated {
      guard let other = object as? UICollectionViewLayoutAttributes else { return false }
      return frame == other.frame && indexPath == other.indexPath && isHidden == other.isHidden
        && alpha == other.alpha && zIndex == other.zIndex
        && representedElementCategory == other.representedElementCategory
        && representedElementKind == other.representedElementKind
    }
  }

  nonisolated open override var description: String {
    MainActor.assumeIsolated {
      let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
      return "<\(type(of: self)); index path: (\(indexPath.section)-\(indexPath.item))\(kind); frame = \(frame)>"
    }
  }
}
