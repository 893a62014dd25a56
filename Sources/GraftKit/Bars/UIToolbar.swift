import Foundation

/// A bar of button items, one line high: a navigation controller shows one at the bottom when
/// its toolbar is not hidden.
///
/// Items are laid out from the leading edge; flexible spaces share the room left over, and a
/// fixed space takes its width.
@MainActor @preconcurrency
open class UIToolbar: UIView {
  /// The items the toolbar shows.
  open var items: [UIBarButtonItem]? {
    didSet { itemsDidChange() }
  }
  /// The toolbar's background colour; stored only.
  open var barTintColor: UIColor?
  /// Whether the toolbar is translucent; stored only.
  open var isTranslucent = true
  private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

  /// Creates a toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the items, at once whatever `animated` says.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 1)
  }

  private func itemsDidChange() {
    for (_, view) in itemViews { view?.removeFromSuperview() }
    itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
      item.changeHandler = { [weak self] in self?.itemsDidChange() }
      return (item, item.isSpace ? nil : item.makeBarView())
    }
    for case (_, let view?) in itemViews { addSubview(view) }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let size = CGSize(width: bounds.width, height: 1)
    var fixed: CGFloat = 0
    var flexible = 0
    for (item, view) in itemViews {
      if let view { fixed += view.sizeThatFits(size).width }
      else if item.systemItem == .flexibleSpace { flexible += 1 }
      else { fixed += item.width }
    }
    let share = flexible > 0 ? max(0, (bounds.width - fixed) / CGFloat(flexible)).rounded(.down) : 0
    var x: CGFloat = 0
    for (item, view) in itemViews {
      if let view {
        let width = view.sizeThatFits(size).width
        view.frame = CGRect(x: x, y: 0, width: width, height: 1)
        x += width
      } else {
        x += item.systemItem == .flexibleSpace ? share : item.width
      }
    }
  }
}
