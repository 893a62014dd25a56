public import Foundation

/// Makes the section at an index for a compositional layout, knowing the container's size.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, each repeating a group of items: lists, grids, and rows of
/// cards.
///
/// Geometry is worked out per section, not per item: the group's cells are placed once, and
/// the frame of any item is its group's offset plus its place in the group, so a list of a
/// million rows costs what a screenful does.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)),
///   subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let provider: UICollectionViewCompositionalLayoutSectionProvider
  /// The layout's settings. Setting them lays the content out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// Where one section's elements go.
  private struct SectionGeometry {
    var headers: [(kind: String, frame: CGRect)] = []
    var footers: [(kind: String, frame: CGRect)] = []
    /// The cells of one group, relative to the group's origin.
    var template: [CGRect] = []
    var groupSize = CGSize.zero
    var itemsOrigin = CGPoint.zero
    var spacing: CGFloat = 0
    var sideways = false
    var count = 0
    var extent = CGRect.zero

    /// The frame of item `item`.
    func frame(of item: Int) -> CGRect {
      let group = item / template.count
      let cell = template[item % template.count]
      let offset = CGFloat(group) * ((sideways ? groupSize.width : groupSize.height) + spacing)
      return sideways
        ? cell.offsetBy(dx: itemsOrigin.x + offset, dy: itemsOrigin.y)
        : cell.offsetBy(dx: itemsOrigin.x, dy: itemsOrigin.y + offset)
    }

    /// The items of the groups that meet `rect`.
    func items(in rect: CGRect) -> Range<Int> {
      guard count > 0, !template.isEmpty else { return 0..<0 }
      let stride = (sideways ? groupSize.width : groupSize.height) + spacing
      guard stride > 0 else { return 0..<count }
      let low = sideways ? rect.minX - itemsOrigin.x : rect.minY - itemsOrigin.y
      let high = sideways ? rect.maxX - itemsOrigin.x : rect.maxY - itemsOrigin.y
      let first = max(0, Int((low / stride).rounded(.down)))
      let last = Int((high / stride).rounded(.up))
      let lower = min(count, first * template.count)
      let upper = min(count, max(lower, (last + 1) * template.count))
      return lower..<upper
    }
  }

  private var sections: [SectionGeometry] = []
  private var contentSize = CGSize.zero
  private var preparedSize = CGSize.zero

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout that asks `sectionProvider` for each section.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A layout of list sections in the style of `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }

  // MARK: - Preparing

  open override func prepare() {
    super.prepare()
    sections.removeAll()
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let inset = collectionView.adjustedContentInset
    let size = CGSize(
      width: collectionView.bounds.width - inset.left - inset.right,
      height: collectionView.bounds.height - inset.top - inset.bottom)
    preparedSize = collectionView.bounds.size
    let environment = CollectionLayoutEnvironment(contentSize: size, contentInsets: .zero)
    var y: CGFloat = 0
    let count = collectionView.numberOfSections
    sections.reserveCapacity(count)
    for index in 0..<count {
      if index > 0 { y += configuration.interSectionSpacing }
      guard let section = provider(index, environment) else {
        sections.append(SectionGeometry(extent: CGRect(x: 0, y: y, width: size.width, height: 0)))
        continue
      }
      let geometry = Self.geometry(
        of: section, items: collectionView.numberOfItems(inSection: index), top: y, container: size)
      y = geometry.extent.maxY
      sections.append(geometry)
    }
    contentSize = CGSize(width: size.width, height: y)
  }

  private static func geometry(
    of section: NSCollectionLayoutSection, items count: Int, top: CGFloat, container: CGSize
  ) -> SectionGeometry {
    var geometry = SectionGeometry()
    let insets = section.contentInsets
    var y = top + section.topPadding
    let follows = section.supplementariesFollowContentInsets
    let supplementaryX = follows ? insets.leading : 0
    let supplementaryWidth = container.width - (follows ? insets.leading + insets.trailing : 0)
    let supplementaryContainer = CGSize(width: supplementaryWidth, height: container.height)
    func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> (String, CGRect) {
      let size = item.layoutSize.resolve(in: supplementaryContainer)
      let frame = CGRect(x: supplementaryX + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
      if item.extendsBoundary { y += size.height }
      return (item.elementKind, frame)
    }
    for item in section.boundarySupplementaryItems where !item.isTrailing {
      geometry.headers.append(boundary(item))
    }
    y += insets.top
    let groupContainer = CGSize(width: max(0, container.width - insets.leading - insets.trailing), height: container.height)
    geometry.groupSize = section.group.layoutSize.resolve(in: groupContainer)
    section.group.cellFrames(in: CGRect(origin: .zero, size: geometry.groupSize), into: &geometry.template)
    geometry.itemsOrigin = CGPoint(x: insets.leading, y: y)
    geometry.spacing = section.interGroupSpacing
    geometry.sideways = section.orthogonalScrollingBehavior != .none
    geometry.count = geometry.template.isEmpty ? 0 : count
    let groups = geometry.template.isEmpty ? 0 : (count + geometry.template.count - 1) / geometry.template.count
    if groups > 0 {
      y += geometry.sideways
        ? geometry.groupSize.height
        : CGFloat(groups) * geometry.groupSize.height + CGFloat(groups - 1) * geometry.spacing
    }
    y += insets.bottom
    for item in section.boundarySupplementaryItems where item.isTrailing {
      geometry.footers.append(boundary(item))
    }
    geometry.extent = CGRect(x: 0, y: top, width: container.width, height: y - top)
    return geometry
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  // MARK: - Attributes

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var found: [UICollectionViewLayoutAttributes] = []
    let first = firstSection(endingAfter: rect.minY)
    for index in first..<sections.count {
      let geometry = sections[index]
      if geometry.extent.minY > rect.maxY { break }
      for (offset, header) in geometry.headers.enumerated() where header.frame.overlaps(rect) {
        found.append(supplementary(header.kind, index, offset, header.frame))
      }
      for item in geometry.items(in: rect) {
        let frame = geometry.frame(of: item)
        guard frame.overlaps(rect) else { continue }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
        attributes.frame = frame
        found.append(attributes)
      }
      for (offset, footer) in geometry.footers.enumerated() where footer.frame.overlaps(rect) {
        found.append(supplementary(footer.kind, index, offset, footer.frame))
      }
    }
    return found
  }

  /// The first section whose extent ends below `y`, found by halving.
  private func firstSection(endingAfter y: CGFloat) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].extent.maxY < y { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private func supplementary(_ kind: String, _ section: Int, _ item: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: item, section: section))
    attributes.frame = frame
    return attributes
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      indexPath.item >= 0, indexPath.item < sections[indexPath.section].count
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].frame(of: indexPath.item)
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let geometry = sections[indexPath.section]
    let all = geometry.headers + geometry.footers
    guard let match = all.filter({ $0.kind == elementKind }).dropFirst(indexPath.item).first else { return nil }
    return supplementary(elementKind, indexPath.section, indexPath.item, match.frame)
  }

  /// A new size of the collection view lays the sections out again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }
}
