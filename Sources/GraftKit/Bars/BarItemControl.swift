import Foundation
import GraftGraphics

/// The control a bar draws for a button item, a back button or a tab: its text padded by a cell
/// each side, ` Done `, or with arrows while focused, `>Done<`; a selected tab is bracketed,
/// `[Home]`.
@MainActor
final class BarItemControl: UIControl {
  var text = "" {
    didSet { if text != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
  }
  var isBold = false {
    didSet { if isBold != oldValue { setNeedsDisplay() } }
  }
  var textColor: UIColor? {
    didSet { setNeedsDisplay() }
  }
  /// Runs on a tap, or Space or Return while focused.
  var onTrigger: (() -> Void)?

  override var isSelected: Bool {
    didSet { if isSelected != oldValue { setNeedsDisplay() } }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(text.terminalWidth + 2), height: 1)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  package override func didTapInside() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    onTrigger?()
  }

  package override func didActivateFromKeyboard() {
    didTapInside()
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    var style = controlTextStyle
    if let textColor { style = style.applying([.foregroundColor: textColor]) }
    if isBold || isSelected { style.attributes.insert(.bold) }
    let (open, close) = isFocused ? (">", "<") : isSelected ? ("[", "]") : (" ", " ")
    let inner = TextLayout.truncate(text, width: max(0, Int(bounds.width) - 2))
    let line = open + inner + close
    let x = max(0, ((bounds.width - CGFloat(line.terminalWidth)) / 2).rounded(.down))
    var end = context.write(open, at: CGPoint(x: x, y: 0), style: controlTextStyle)
    end = context.write(inner, at: CGPoint(x: end, y: 0), style: style)
    context.write(close, at: CGPoint(x: end, y: 0), style: controlTextStyle)
  }

  package override var debugProperties: [(String, String)] {
    [("text", "'\(text)'")] + super.debugProperties
  }
}

extension UIBarButtonItem {
  /// The view a bar shows for the item: its custom view, or a control that performs its action.
  func makeBarView() -> UIView {
    if let customView { return customView }
    let control = BarItemControl(frame: .zero)
    control.text = displayText
    control.isEnabled = isEnabled
    control.isBold = style == .done
    control.textColor = tintColor
    if let primaryAction {
      control.addAction(primaryAction, for: .primaryActionTriggered)
    } else if let menu {
      // NB: As in UIKit, an item with a menu and no primary action opens the menu when tapped.
      control.onTrigger = { [weak control] in control?.presentMenu(menu) }
    }
    return control
  }
}
