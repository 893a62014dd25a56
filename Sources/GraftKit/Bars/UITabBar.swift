import Foundation

/// The bar at the bottom of a tab bar controller: one line, split evenly among its items, each
/// drawn as its title (and badge, `Inbox (3)`), the selected one bracketed, `[Home]`.
///
/// A click on an item, or Space or Return while it is focused, selects it; Left and Right move
/// focus between items as Tab does.
@MainActor @preconcurrency
open class UITabBar: UIView {
  /// The items, in order.
  open var items: [UITabBarItem]? {
    didSet { itemsDidChange() }
  }
  /// The selected item.
  open var selectedItem: UITabBarItem? {
    didSet { updateSelection() }
  }
  /// The bar's background colour; stored only.
  open var barTintColor: UIColor?
  /// The colour of unselected items; stored only.
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent; stored only.
  open var isTranslucent = true

  /// Runs when the user chooses the item at an index.
  var onSelect: ((Int) -> Void)?
  private var controls: [BarItemControl] = []

  /// Creates a tab bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the items, at once whatever `animated` says.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 1)
  }

  private func itemsDidChange() {
    for control in controls { control.removeFromSuperview() }
    controls = (items ?? []).enumerated().map { index, item in
      let control = BarItemControl(frame: .zero)
      control.onTrigger = { [weak self] in self?.onSelect?(index) }
      item.changeHandler = { [weak self] in self?.refresh() }
      addSubview(control)
      return control
    }
    refresh()
  }

  private func refresh() {
    for (control, item) in zip(controls, items ?? []) {
      var text = item.displayText
      if let badge = item.badgeValue { text += " (\(badge))" }
      control.text = text
      control.isEnabled = item.isEnabled
    }
    updateSelection()
    setNeedsLayout()
  }

  private func updateSelection() {
    for (control, item) in zip(controls, items ?? []) { control.isSelected = item === selectedItem }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !controls.isEmpty else { return }
    let count = CGFloat(controls.count)
    for (index, control) in controls.enumerated() {
      let x = (bounds.width * CGFloat(index) / count).rounded(.down)
      let end = (bounds.width * CGFloat(index + 1) / count).rounded(.down)
      control.frame = CGRect(x: x, y: 0, width: end - x, height: 1)
    }
  }

  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var rest: Set<UIPress> = []
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardLeftArrow?, .keyboardRightArrow?:
        guard let window, let focused = controls.firstIndex(where: { $0 === window.focusedView }) else {
          rest.insert(press)
          continue
        }
        let step = press.key?.keyCode == .keyboardLeftArrow ? -1 : 1
        let next = (focused + step + controls.count) % controls.count
        window.setFocus(controls[next])
      default:
        rest.insert(press)
      }
    }
    if !rest.isEmpty { super.pressesBegan(rest, with: event) }
  }
}
