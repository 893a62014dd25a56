public import Foundation

/// A layout that puts items in lines, filling each line before starting the next, with an
/// optional header and footer per section.
///
/// With vertical scrolling (the default) lines run left to right and stack downwards; with
/// horizontal scrolling they run top to bottom and stack rightwards. As in UIKit, a line with
/// several items spreads the room left over evenly between them, and a line of one item
/// centres it. Sizes, insets and spacing come from the layout's properties, or per section and
/// item from the collection view's delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 8, height: 1)
/// layout.minimumInteritemSpacing = 1
/// layout.sectionInset = UIEdgeInsets(top: 0, left: 1, bottom: 1, right: 1)
/// ```
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size that asks cells to size themselves. Graft uses the estimate as the size.
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// What section insets are measured from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  /// The size of every item, unless the delegate gives one. The default is 50 × 50, UIKit's.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(itemSize != oldValue) } }
  /// An estimate of item sizes for self-sizing cells; zero (the default) turns it off.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateIfChanged(estimatedItemSize != oldValue) } }
  /// The least space between lines. The default is 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(minimumLineSpacing != oldValue) } }
  /// The least space between items on a line. The default is 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateIfChanged(minimumInteritemSpacing != oldValue) }
  }
  /// The space around each section's items. The default is zero.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateIfChanged(sectionInset != oldValue) } }
  /// What ``sectionInset`` is measured from. The default is `.fromContentInset`.
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateIfChanged(sectionInsetReference != oldValue) }
  }
  /// The direction lines stack in. The default is `.vertical`.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateIfChanged(scrollDirection != oldValue) }
  }
  /// The size of each section's header: its height scrolling vertically, its width
  /// horizontally. The default is zero: no header.
  open var headerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(headerReferenceSize != oldValue) } }
  /// The size of each section's footer. The default is zero: no footer.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(footerReferenceSize != oldValue) } }
  /// Whether headers stay at the top while their section scrolls. Kept; Graft does not pin.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls. Kept; Graft does not pin.
  open var sectionFootersPinToVisibleBounds = false

  /// One section's frames, worked out by ``prepare()``.
  private struct SectionGeometry {
    var items: [CGRect] = []
    var header: CGRect?
    var footer: CGRect?
    var extent: CGRect = .zero
  }

  private var sections: [SectionGeometry] = []
  private var contentSize = CGSize.zero
  private var preparedSize = CGSize.zero

  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func invalidateIfChanged(_ changed: Bool) {
    if changed { invalidateLayout() }
  }

  // MARK: - Preparing

  /// Works out every item's frame, line by line, section by section.
  open override func prepare() {
    super.prepare()
    sections.removeAll()
    guard let collectionView else {
      contentSize = .zero
      return
    }
    preparedSize = collectionView.bounds.size
    let vertical = scrollDirection == .vertical
    let delegate = collectionView.flowDelegate
    var margins = UIEdgeInsets.zero
    if sectionInsetReference == .fromLayoutMargins { margins = collectionView.layoutMargins }
    let inset = collectionView.adjustedContentInset
    // NB: The breadth is across the scrolling direction; the length along it.
    let breadth =
      vertical
      ? collectionView.bounds.width - inset.left - inset.right
      : collectionView.bounds.height - inset.top - inset.bottom
    var length: CGFloat = 0
    func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
      vertical
        ? CGRect(x: across, y: along, width: breadth, height: length)
        : CGRect(x: along, y: across, width: length, height: breadth)
    }
    for section in 0..<collectionView.numberOfSections {
      var geometry = SectionGeometry()
      let start = length
      let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let headerLength = vertical ? header.height : header.width
      if headerLength > 0 {
        geometry.header = rect(along: length, across: 0, length: headerLength, breadth: breadth)
        length += headerLength
      }
      var sectionInset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? self.sectionInset
      sectionInset.left += margins.left
      sectionInset.right += margins.right
      let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing = delegate?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
      let leading = vertical ? sectionInset.left : sectionInset.top
      let room = breadth - leading - (vertical ? sectionInset.right : sectionInset.bottom)
      length += vertical ? sectionInset.top : sectionInset.left
      let count = collectionView.numberOfItems(inSection: section)
      let fallback = estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
      var line: [CGSize] = []
      var firstLine = true
      func closeLine() {
        guard !line.isEmpty else { return }
        if !firstLine { length += lineSpacing }
        firstLine = false
        let lineLength = line.map { vertical ? $0.height : $0.width }.max() ?? 0
        let used = line.reduce(0) { $0 + (vertical ? $1.width : $1.height) }
        var across: CGFloat
        var gap: CGFloat
        if line.count == 1 {
          across = leading + max(0, (room - used) / 2)
          gap = 0
        } else {
          across = leading
          gap = max(itemSpacing, (room - used) / CGFloat(line.count - 1))
        }
        for size in line {
          let itemLength = vertical ? size.height : size.width
          let itemBreadth = vertical ? size.width : size.height
          geometry.items.append(
            rect(
              along: length + ((lineLength - itemLength) / 2).rounded(.down), across: across.rounded(.down),
              length: itemLength, breadth: itemBreadth))
          across += itemBreadth + gap
        }
        length += lineLength
        line.removeAll(keepingCapacity: true)
      }
      var used: CGFloat = 0
      for item in 0..<count {
        let size = delegate?.collectionView(
          collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? fallback
        let itemBreadth = vertical ? size.width : size.height
        if !line.isEmpty, used + itemSpacing + itemBreadth > room {
          closeLine()
          used = 0
        }
        used += (line.isEmpty ? 0 : itemSpacing) + itemBreadth
        line.append(size)
      }
      closeLine()
      length += vertical ? sectionInset.bottom : sectionInset.right
      let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let footerLength = vertical ? footer.height : footer.width
      if footerLength > 0 {
        geometry.footer = rect(along: length, across: 0, length: footerLength, breadth: breadth)
        length += footerLength
      }
      geometry.extent = rect(along: start, across: 0, length: length - start, breadth: breadth)
      sections.append(geometry)
    }
    contentSize = vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  // MARK: - Attributes

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var found: [UICollectionViewLayoutAttributes] = []
    for (section, geometry) in sections.enumerated() where geometry.extent.overlaps(rect) || geometry.extent.isEmpty {
      if let header = geometry.header, header.overlaps(rect) {
        found.append(supplementary(UICollectionView.elementKindSectionHeader, section, header))
      }
      for (item, frame) in geometry.items.enumerated() where frame.overlaps(rect) {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        found.append(attributes)
      }
      if let footer = geometry.footer, footer.overlaps(rect) {
        found.append(supplementary(UICollectionView.elementKindSectionFooter, section, footer))
      }
    }
    return found
  }

  private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = frame
    return attributes
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].items[indexPath.item]
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let geometry = sections[indexPath.section]
    let frame =
      elementKind == UICollectionView.elementKindSectionHeader ? geometry.header
      : elementKind == UICollectionView.elementKindSectionFooter ? geometry.footer : nil
    return frame.map { supplementary(elementKind, indexPath.section, $0) }
  }

  /// A change of the breadth across the scrolling direction lays the lines out again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    scrollDirection == .vertical ? newBounds.width != preparedSize.width : newBounds.height != preparedSize.height
  }
}
