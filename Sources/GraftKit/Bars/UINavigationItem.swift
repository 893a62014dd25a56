import Foundation

/// What a navigation bar shows while a view controller is on top: its title, the back
/// button's title, and bar button items at either side.
///
/// ```swift
/// navigationItem.title = "Inbox"
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
/// navigationItem.backButtonTitle = "Mail"
/// ```
@MainActor @preconcurrency
open class UINavigationItem {
  /// How a large title shows. Graft draws every title on the bar's one line.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never, inline
  }

  /// The bar this item is shown in, told when something it draws changes.
  weak var bar: UINavigationBar?

  /// Creates an item with no title.
  public init() {}

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
  }

  /// The title, centred in the bar.
  open var title: String? { didSet { changed() } }
  /// A view shown in place of the title.
  open var titleView: UIView? { didSet { changed() } }
  /// A line of text above the title; stored only.
  open var prompt: String?
  /// The title of the back button shown when this item is just below the top: `‹ <title>`.
  /// `nil` uses the item's ``title``, else `Back`.
  open var backButtonTitle: String? { didSet { changed() } }
  /// The back button shown when this item is just below the top; its title is used.
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// Whether the bar hides the back button while this item is on top.
  open var hidesBackButton = false { didSet { changed() } }
  /// Whether the left items follow the back button rather than replace it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  /// The items at the leading side, first nearest the edge.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// The items at the trailing side, first nearest the edge.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
  /// How a large title shows; stored only.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// The search controller whose search bar the navigation bar shows on its second line while
  /// this item is on top.
  open var searchController: UISearchController? {
    didSet {
      guard searchController !== oldValue else { return }
      if oldValue?.installedItem === self { oldValue?.installedItem = nil }
      searchController?.installedItem = self
      changed()
    }
  }
  /// Whether the search bar would hide as the content scrolls; stored only, as Graft keeps it
  /// on the bar's second line.
  open var hidesSearchBarWhenScrolling = true

  /// The first leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading item, at once whatever `animated` says.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the trailing item, at once whatever `animated` says.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the leading items, at once whatever `animated` says.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  /// Sets the trailing items, at once whatever `animated` says.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  /// Hides or shows the back button, at once whatever `animated` says.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  /// The back button's title when this item is beneath the top one.
  var resolvedBackTitle: String {
    backBarButtonItem?.title ?? backButtonTitle ?? title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
  }

  private func changed() { bar?.itemsDidChange() }

  /// The search controller started or ended its search, or changed how it shows.
  func searchControllerDidChange() {
    guard let bar, bar.topItem === self else { return }
    bar.searchLayoutDidChange()
  }
}
