import Foundation
import GraftGraphics

extension UIView {
  /// Presents `menu` next to this view, from the controller on top of its window, as a control
  /// whose menu is its primary action does.
  ///
  /// - Parameter onClose: Runs when the menu closes, before a chosen action runs.
  /// - Returns: The menu's controller, or `nil` when the view is in no window.
  @discardableResult
  package func presentMenu(_ menu: UIMenu, onClose: (@MainActor () -> Void)? = nil) -> UIViewController? {
    guard let window, var presenter = window.rootViewController else { return nil }
    while let presented = presenter.presentedViewController { presenter = presented }
    let controller = MenuController(menu: menu, source: self)
    controller.onClose = onClose
    presenter.present(controller, animated: true)
    return controller.presentingViewController == nil ? nil : controller
  }
}

/// Shows a menu: a box of its items next to the view that presented it, over everything else.
///
/// ```
/// [ Options ]
/// ┌──────────────┐
/// │ ✓ By name    │
/// │   By date    │
/// │──────────────│
/// │   More     › │
/// │   Delete     │
/// └──────────────┘
/// ```
///
/// Up and Down move the highlight, Return or Space chooses, Right opens a submenu and Left or
/// Escape goes back out of it, Escape at the top closes the menu. A click on an item chooses
/// it, and a click outside the box closes the menu. Choosing an action closes the menu (unless
/// it keeps the menu presented), then runs the action, with the presenting view as its sender.
@MainActor
final class MenuController: UIViewController {
  /// The menus open, outermost first: the last is the one shown.
  private(set) var stack: [UIMenu]
  private weak var source: UIView?

  init(menu: UIMenu, source: UIView) {
    stack = [menu]
    self.source = source
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func loadView() {
    view = MenuView(controller: self)
  }

  private var menuView: MenuView? { viewIfLoaded as? MenuView }

  /// Runs once, when the menu closes.
  var onClose: (@MainActor () -> Void)?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = menuView?.becomeFirstResponder()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    let onClose = onClose
    self.onClose = nil
    onClose?()
  }

  /// Where the menu opens from, in window coordinates.
  var sourceRect: CGRect {
    guard let source, source.window != nil else { return .zero }
    return source.convert(source.bounds, to: nil)
  }

  func open(_ submenu: UIMenu) {
    stack.append(submenu)
    menuView?.menuDidChange()
  }

  /// Leaves the submenu shown, or closes the menu when it is the outermost.
  func goBack() {
    guard stack.count > 1 else { return close() }
    stack.removeLast()
    menuView?.menuDidChange()
  }

  func close(then action: (() -> Void)? = nil) {
    dismiss(animated: true, completion: action)
  }

  /// Chooses `action`: turns it on in a single-selection menu, closes the menu unless the action
  /// keeps it presented, and runs it.
  func choose(_ action: UIAction, in group: UIMenu?) {
    guard !action.attributes.contains(.disabled) else { return }
    if let group, group.options.contains(.singleSelection) {
      for case let sibling as UIAction in group.children { sibling.state = sibling === action ? .on : .off }
    }
    let sender = source
    if action.attributes.contains(.keepsMenuPresented) {
      action.perform(sender: sender)
      menuView?.menuDidChange()
    } else {
      close { action.perform(sender: sender) }
    }
  }
}

/// One line of a menu's box.
@MainActor
enum MenuRow {
  /// An action, with the menu whose selection it belongs to.
  case action(UIAction, group: UIMenu)
  case submenu(UIMenu)
  /// A group's title, drawn dim.
  case header(String)
  case separator
  /// A deferred element whose provider has not completed.
  case loading

  /// Whether the row is an action that is on.
  var isOn: Bool {
    if case .action(let action, _) = self { action.state == .on } else { false }
  }

  var isChoosable: Bool {
    switch self {
    case .action(let action, _): !action.attributes.contains(.disabled)
    case .submenu: true
    default: false
    }
  }

  /// The rows a menu shows: its title, its actions and submenus, inline groups between
  /// separators, deferred elements resolved (or loading), hidden actions left out.
  static func rows(of menu: UIMenu, onResolve: @escaping @MainActor () -> Void) -> [MenuRow] {
    var rows: [MenuRow] = []
    if !menu.title.isEmpty { rows.append(.header(menu.title)) }
    append(menu.children, of: menu, to: &rows, onResolve: onResolve)
    while case .separator? = rows.last { rows.removeLast() }
    return rows
  }

  private static func append(
    _ elements: [UIMenuElement], of group: UIMenu, to rows: inout [MenuRow], onResolve: @escaping @MainActor () -> Void
  ) {
    for element in elements {
      switch element {
      case let action as UIAction:
        if !action.attributes.contains(.hidden) { rows.append(.action(action, group: group)) }
      case let menu as UIMenu where menu.options.contains(.displayInline):
        appendSeparator(to: &rows)
        if !menu.title.isEmpty { rows.append(.header(menu.title)) }
        append(menu.children, of: menu, to: &rows, onResolve: onResolve)
        appendSeparator(to: &rows)
      case let menu as UIMenu:
        rows.append(.submenu(menu))
      case let deferred as UIDeferredMenuElement:
        if let resolved = deferred.resolve({ _ in onResolve() }) {
          append(resolved, of: group, to: &rows, onResolve: onResolve)
        } else {
          rows.append(.loading)
        }
      default:
        break
      }
    }
  }

  /// Ends a group with a separator, unless the rows are empty or already end with one.
  private static func appendSeparator(to rows: inout [MenuRow]) {
    if let last = rows.last, !last.isSeparator { rows.append(.separator) }
  }

  private var isSeparator: Bool {
    if case .separator = self { true } else { false }
  }

  /// The row's text between the box's sides, `width` cells wide.
  func text(width: Int) -> String {
    switch self {
    case .action(let action, _):
      let mark = action.state == .on ? "✓ " : action.state == .mixed ? "– " : "  "
      return MenuRow.padded(mark + MenuRow.label(action), width: width)
    case .submenu(let menu):
      return MenuRow.padded("  " + MenuRow.label(menu), width: width - 2) + " ›"
    case .header(let title): return MenuRow.padded(" " + title, width: width)
    case .separator: return String(repeating: "─", count: width)
    case .loading: return MenuRow.padded("  Loading…", width: width)
    }
  }

  /// The width the row's text needs, marks and padding included.
  var naturalWidth: Int {
    switch self {
    case .action(let action, _): MenuRow.label(action).terminalWidth + 3
    case .submenu(let menu): MenuRow.label(menu).terminalWidth + 5
    case .header(let title): title.terminalWidth + 2
    case .separator: 0
    case .loading: 11
    }
  }

  private static func label(_ element: UIMenuElement) -> String {
    var label = element.image.map { $0.glyph.isEmpty ? element.title : $0.glyph + " " + element.title } ?? element.title
    if let subtitle = element.subtitle, !subtitle.isEmpty { label += " · " + subtitle }
    return label
  }

  private static func padded(_ text: String, width: Int) -> String {
    let truncated = TextLayout.truncate(text, width: width)
    return truncated + String(repeating: " ", count: max(0, width - truncated.terminalWidth))
  }
}
