public import Foundation

/// One section of a compositional layout: a group repeated along the scrolling direction until
/// the section's items are placed, with insets, spacing between groups, and headers and footers.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 1
/// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
/// ```
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// Space around the section's groups. The default is zero.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between consecutive groups. The default is zero.
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across the layout. Kept; such a section draws its groups side by
  /// side from the leading edge, unscrolled.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers are inset with the content. The default is `true`.
  open var supplementariesFollowContentInsets = true
  /// Space above the section, before its headers, as list appearances leave between sections.
  var topPadding: CGFloat = 0

  /// Creates a section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// A section laid out as a list row per item, in the style of `configuration`.
  ///
  /// Each row is the container's width and one line high; `.grouped` and `.insetGrouped`
  /// leave a line between sections, and `.insetGrouped` and `.sidebar` inset rows from the
  /// sides. Headers and footers, when the configuration asks for them, are one line.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
    switch configuration.appearance {
    case .plain, .sidebarPlain: break
    case .grouped:
      section.topPadding = 1
    case .insetGrouped:
      section.topPadding = 1
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    case .sidebar:
      section.topPadding = 1
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    }
    if let padding = configuration.headerTopPadding { section.topPadding = padding }
    let line = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: line, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: line, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}
