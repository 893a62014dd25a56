public import Foundation

/// How a compositional layout lays out a list: its appearance, headers and footers.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
@MainActor @preconcurrency
public struct UICollectionLayoutListConfiguration {
  /// The overall style of a list.
  public enum Appearance: Int, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item, drawn as its header.
    case firstItemInSection
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Sendable {
    /// No footer.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// Gives the swipe actions of the row at an index path, or `nil` for none.
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// The list's appearance.
  public var appearance: Appearance
  /// Whether rows are separated by lines. Kept; a terminal list has no room between rows, so
  /// Graft draws none.
  public var showsSeparators = true
  /// The list's background colour; `nil` uses the appearance's.
  public var backgroundColor: UIColor?
  /// Where section headers come from. The default is `.none`.
  public var headerMode = HeaderMode.none
  /// Where section footers come from. The default is `.none`.
  public var footerMode = FooterMode.none
  /// The space above each section's header; `nil` uses the appearance's.
  public var headerTopPadding: CGFloat?
  /// Swipe actions for each row's leading edge. Kept; a terminal has no swipe.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Swipe actions for each row's trailing edge. Kept; a terminal has no swipe.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
