import Foundation

/// An item in a tab bar: a title, an image, and a badge.
///
/// ```swift
/// settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
/// settings.tabBarItem.badgeValue = "2"
/// ```
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
  /// The system's standard tab items.
  public enum SystemItem: Int, Sendable {
    case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed

    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// Text drawn after the title, in parentheses: `Inbox (3)`.
  open var badgeValue: String? {
    didSet { if badgeValue != oldValue { itemDidChange() } }
  }
  /// The image for the selected state; drawn in place of ``UIBarItem/image`` while selected.
  open var selectedImage: UIImage?
  /// The badge's colour; stored only.
  open var badgeColor: UIColor?

  /// Creates an item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and a selected image.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates a system item with a tag.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    super.init()
    title = systemItem.title
    self.tag = tag
  }
}
