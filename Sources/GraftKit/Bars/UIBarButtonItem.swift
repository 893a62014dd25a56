import Foundation

/// A button for a navigation bar or toolbar.
///
/// A bar draws an item as its title, padded by a cell each side (` Done `); focus marks it
/// with arrows (`>Done<`), and `.done` style draws it bold.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   systemItem: .add, primaryAction: UIAction { _ in addItem() })
/// ```
///
/// The selector-based initialisers (`init(title:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`) need the Objective-C runtime; use the
/// `primaryAction` forms.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
  /// The styles of an item.
  public enum Style: Int, Sendable {
    /// A plain item.
    case plain = 0
    /// A bordered item (deprecated in UIKit; draws as plain).
    case bordered = 1
    /// An item for a confirming action, drawn bold.
    case done = 2
  }

  /// The system's standard items, each with the title Graft draws for it.
  public enum SystemItem: Int, Sendable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close

    /// What a bar draws for the item.
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .flexibleSpace, .fixedSpace: ""
      case .compose: "✎"
      case .reply: "↩"
      case .action: "⇪"
      case .organize: "🗀"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "↻"
      case .stop: "×"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "▶"
      case .pause: "⏸"
      case .rewind: "⏪"
      case .fastForward: "⏩"
      case .undo: "Undo"
      case .redo: "Redo"
      case .pageCurl: ""
      case .close: "×"
      }
    }
  }

  /// The item's style.
  open var style: Style = .plain {
    didSet { if style != oldValue { itemDidChange() } }
  }
  /// A view shown in place of the item's title.
  open var customView: UIView? {
    didSet { if customView !== oldValue { itemDidChange() } }
  }
  /// The colour the item's title draws in; `nil` uses the bar's tint colour.
  open var tintColor: UIColor? {
    didSet { itemDidChange() }
  }
  /// The width of a fixed space, or of the item; 0 sizes it to fit.
  open var width: CGFloat = 0
  /// The action the item performs when tapped. Setting one takes its title and image.
  open var primaryAction: UIAction? {
    didSet {
      guard let primaryAction else { return }
      title = primaryAction.title
      image = primaryAction.image
    }
  }
  /// The menu the item opens when tapped, when it has no primary action.
  open var menu: UIMenu? {
    didSet { if menu !== oldValue { itemDidChange() } }
  }
  /// Whether the item is shown; a hidden item takes no room.
  open var isHidden = false {
    didSet { if isHidden != oldValue { itemDidChange() } }
  }
  /// The system item this was made from, if any.
  let systemItem: SystemItem?

  /// Creates an item with no title.
  public override init() {
    systemItem = nil
    super.init()
  }

  /// Creates a plain item with a title, image, action and menu.
  ///
  /// - Parameters:
  ///   - title: The item's title.
  ///   - image: The item's image, drawn as a glyph before the title.
  ///   - primaryAction: The action to perform when tapped; its title and image are used when
  ///     `title` and `image` are `nil`.
  ///   - menu: The menu the item opens when tapped, when it has no primary action.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
    self.menu = menu
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
  }

  /// Creates a system item that opens a menu when tapped.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu?) {
    self.init(systemItem: systemItem, primaryAction: primaryAction)
    self.menu = menu
  }

  /// Creates a system item that performs an action. The system item gives the title; the
  /// action's title is not used, as in UIKit.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.systemItem = systemItem
    super.init()
    self.primaryAction = primaryAction
    title = systemItem.title
    image = nil
    if systemItem == .done { style = .done }
  }

  /// Creates an item that shows a custom view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// An item that takes the room left over in a toolbar.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// An item that takes `width` cells of room in a toolbar.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Whether the item is a space rather than a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
