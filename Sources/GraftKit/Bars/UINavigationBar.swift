import Foundation
import GraftGraphics

/// The bar at the top of a navigation controller: one line with the back button on the
/// leading side, the top item's title centred, and its bar button items at either side.
///
/// ```
/// ‹ Inbox       Message       Reply
/// ```
///
/// The back button, ` ‹ <title> `, shows the title of the item beneath the top one (its
/// `backButtonTitle`, else its title, else `Back`) unless the top item hides it. A click on it,
/// or Space or Return while it is focused, pops the top controller.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  /// The items, bottom to top, that the bar's navigation controller keeps in step with its
  /// controllers.
  open var items: [UINavigationItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      itemsDidChange()
    }
  }
  /// Whether titles would be large; stored only, as Graft draws every title on the bar's line.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent; stored only.
  open var isTranslucent = true
  /// The bar's background colour; stored only.
  open var barTintColor: UIColor?
  /// Attributes for the title; `.foregroundColor` and `.font` apply.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { setNeedsDisplay() }
  }

  /// Runs when the user chooses the back button.
  var onBack: (() -> Void)?
  /// Runs when the bar's height or the search it shows changes, so its controller lays out again.
  var onSearchLayoutChange: (() -> Void)?
  private var shownSearchBar: UISearchBar?
  private let backControl = BarItemControl(frame: .zero)
  private var itemViews: (left: [UIView], right: [UIView]) = ([], [])
  private var shownTitleView: UIView?

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backControl.onTrigger = { [weak self] in self?.onBack?() }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The item on top.
  open var topItem: UINavigationItem? { items?.last }

  /// The item just beneath the top one, whose title the back button shows.
  open var backItem: UINavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the items, at once whatever `animated` says.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: preferredHeight)
  }

  /// The active search controller of the top item, if any.
  var activeSearchController: UISearchController? {
    guard let controller = topItem?.searchController, controller.isActive else { return nil }
    return controller
  }

  /// Whether only the search bar shows: an active search that hides the title line.
  private var isCollapsedToSearch: Bool {
    activeSearchController?.hidesNavigationBarDuringPresentation ?? false
  }

  /// One line for the title, and one below it for the top item's search bar.
  var preferredHeight: CGFloat {
    guard topItem?.searchController != nil else { return 1 }
    return isCollapsedToSearch ? 1 : 2
  }

  /// The top item's search started or ended: the title line hides or shows again.
  func searchLayoutDidChange() {
    let collapsed = isCollapsedToSearch
    for view in itemViews.left + itemViews.right + [backControl] + [shownTitleView].compactMap({ $0 }) {
      view.isHidden = collapsed
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
    onSearchLayoutChange?()
  }

  /// Rebuilds the bar's controls from the top item.
  func itemsDidChange() {
    for view in itemViews.left + itemViews.right { view.removeFromSuperview() }
    shownTitleView?.removeFromSuperview()
    shownTitleView = nil
    backControl.removeFromSuperview()
    shownSearchBar?.removeFromSuperview()
    shownSearchBar = nil
    let top = topItem
    if let searchBar = top?.searchController?.searchBar {
      shownSearchBar = searchBar
      addSubview(searchBar)
    }
    if let back = backItem, let top, !top.hidesBackButton,
      top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton
    {
      backControl.text = "‹ " + back.resolvedBackTitle
      // NB: As in UIKit, the back button is known by its title, without the arrow.
      backControl.accessibilityLabel = back.resolvedBackTitle
      addSubview(backControl)
    }
    func views(for items: [UIBarButtonItem]?) -> [UIView] {
      (items ?? []).filter { !$0.isHidden && !$0.isSpace }.map { item in
        item.changeHandler = { [weak self] in self?.itemsDidChange() }
        return item.makeBarView()
      }
    }
    itemViews = (views(for: top?.leftBarButtonItems), views(for: top?.rightBarButtonItems))
    for view in itemViews.left + itemViews.right { addSubview(view) }
    if let titleView = top?.titleView {
      shownTitleView = titleView
      addSubview(titleView)
    }
    searchLayoutDidChange()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let shownSearchBar {
      shownSearchBar.frame = CGRect(x: 0, y: isCollapsedToSearch ? 0 : 1, width: bounds.width, height: 1)
    }
    var leading: CGFloat = 0
    if backControl.superview === self {
      backControl.frame = CGRect(x: 0, y: 0, width: backControl.intrinsicContentSize.width, height: 1)
      leading = backControl.frame.maxX
    }
    for view in itemViews.left {
      let width = view.sizeThatFits(CGSize(width: bounds.width, height: 1)).width
      view.frame = CGRect(x: leading, y: 0, width: width, height: 1)
      leading += width
    }
    var trailing = bounds.width
    for view in itemViews.right {
      let width = view.sizeThatFits(CGSize(width: bounds.width, height: 1)).width
      trailing -= width
      view.frame = CGRect(x: trailing, y: 0, width: width, height: 1)
    }
    titleSpace = (leading, trailing)
    if let titleView = shownTitleView {
      let room = max(0, trailing - leading)
      let width = min(room, titleView.sizeThatFits(CGSize(width: room, height: 1)).width)
      titleView.frame = CGRect(x: centredX(width: width), y: 0, width: width, height: 1)
    }
  }

  private var titleSpace: (leading: CGFloat, trailing: CGFloat) = (0, 0)

  /// Where something `width` wide starts: centred in the bar when that clears the items,
  /// else centred between them.
  private func centredX(width: CGFloat) -> CGFloat {
    let centred = ((bounds.width - width) / 2).rounded(.down)
    if centred >= titleSpace.leading, centred + width <= titleSpace.trailing { return centred }
    return (titleSpace.leading + (titleSpace.trailing - titleSpace.leading - width) / 2).rounded(.down)
  }

  open override func draw(_ rect: CGRect) {
    guard shownTitleView == nil, !isCollapsedToSearch, let title = topItem?.title, !title.isEmpty,
      let context = UIGraphicsGetCurrentContext()
    else { return }
    let room = max(0, Int(titleSpace.trailing - titleSpace.leading) - 2)
    let text = TextLayout.truncate(title, width: room)
    var style = inheritedTextStyle.applying(titleTextAttributes ?? [:])
    style.attributes.insert(.bold)
    context.write(text, at: CGPoint(x: centredX(width: CGFloat(text.terminalWidth)), y: 0), style: style)
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("title", "'\(topItem?.title ?? "")'")]
  }
}
