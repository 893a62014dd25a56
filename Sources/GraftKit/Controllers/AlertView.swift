import Foundation
import GraftGraphics

/// An alert controller's view: it fills the window and draws the alert's box, centred for an
/// alert, at the bottom for an action sheet, with the title bold, the message wrapped, a text
/// field a line, and the actions as buttons.
///
/// ```
/// ┌──────────────────────┐
/// │    Delete draft?     │
/// │ This can't be undone │
/// │                      │
/// │ [ Cancel ] [ Delete ]│
/// └──────────────────────┘
/// ```
///
/// Two actions that fit sit side by side, the cancel action first; more, or an action sheet's,
/// stack one per line, the cancel action last.
@MainActor
final class AlertView: UIView {
  private unowned let controller: UIAlertController
  private let fields: [UITextField]
  private var buttons: [UIButton] = []
  private var box = CGRect.zero
  private var textLines: [(text: String, bold: Bool)] = []

  init(controller: UIAlertController, fields: [UITextField]) {
    self.controller = controller
    self.fields = fields
    super.init(frame: UIScreen.main.bounds)
    contentDidChange()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// The actions in the order drawn.
  private var orderedActions: [UIAlertAction] {
    let actions = controller.actions
    let cancel = actions.filter { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    return sideBySide ? cancel + others : others + cancel
  }

  private var sideBySide: Bool {
    controller.preferredStyle == .alert && controller.actions.count == 2
  }

  func contentDidChange() {
    for button in buttons { button.removeFromSuperview() }
    buttons = orderedActions.map { action in
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.isEnabled = action.isEnabled
      button.setTitleColor(action.style == .destructive ? .systemRed : .label, for: .normal)
      if action === controller.preferredAction { button.titleLabel?.font = .boldSystemFont(ofSize: 17) }
      button.addAction(UIAction { [weak controller] _ in controller?.choose(action) }, for: .primaryActionTriggered)
      addSubview(button)
      return button
    }
    for field in fields where field.superview !== self { addSubview(field) }
    setNeedsLayout()
    setNeedsDisplay()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let maximumWidth = max(8, min(bounds.width - 4, controller.preferredStyle == .alert ? 50 : bounds.width - 2))
    let inner = Int(maximumWidth) - 4
    textLines = []
    if let title = controller.title, !title.isEmpty {
      textLines += TextLayout.wrap(title, width: inner).map { ($0, true) }
    }
    if let message = controller.message, !message.isEmpty {
      textLines += TextLayout.wrap(message, width: inner).map { ($0, false) }
    }
    let buttonWidths = buttons.map(\.intrinsicContentSize.width)
    let rowWidth = buttonWidths.reduce(0, +) + CGFloat(max(0, buttons.count - 1))
    let fitsSideBySide = sideBySide && rowWidth <= maximumWidth - 2
    let textWidth = textLines.map { CGFloat($0.text.terminalWidth) }.max() ?? 0
    let widest = max(textWidth + 4, (fitsSideBySide ? rowWidth : (buttonWidths.max() ?? 0)) + 2, fields.isEmpty ? 0 : 24)
    let width = controller.preferredStyle == .alert ? min(maximumWidth, widest) : maximumWidth
    let actionRows = fitsSideBySide ? 1 : buttons.count
    let gap = textLines.isEmpty ? 0 : 1
    let height = CGFloat(2 + textLines.count + gap + fields.count + (fields.isEmpty ? 0 : 1) + actionRows)
    let x = ((bounds.width - width) / 2).rounded(.down)
    let y = controller.preferredStyle == .alert
      ? max(0, ((bounds.height - height) / 2).rounded(.down)) : max(0, bounds.height - height)
    box = CGRect(x: x, y: y, width: width, height: height)
    var row = y + 1 + CGFloat(textLines.count + gap)
    for field in fields {
      field.frame = CGRect(x: x + 2, y: row, width: width - 4, height: 1)
      row += 1
    }
    if !fields.isEmpty { row += 1 }
    if fitsSideBySide {
      var buttonX = x + ((width - rowWidth) / 2).rounded(.down)
      for (button, buttonWidth) in zip(buttons, buttonWidths) {
        button.frame = CGRect(x: buttonX, y: row, width: buttonWidth, height: 1)
        buttonX += buttonWidth + 1
      }
    } else {
      for button in buttons {
        button.frame = CGRect(x: x + 1, y: row, width: width - 2, height: 1)
        row += 1
      }
    }
    setNeedsDisplay()
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), box.width >= 2, box.height >= 2 else { return }
    context.clear(box)
    let style = inheritedTextStyle
    let (width, height) = (Int(box.width), Int(box.height))
    let middle = String(repeating: "─", count: width - 2)
    context.write("┌" + middle + "┐", at: box.origin, style: style)
    context.write("└" + middle + "┘", at: CGPoint(x: box.minX, y: box.maxY - 1), style: style)
    for row in 1..<(height - 1) {
      context.write("│", at: CGPoint(x: box.minX, y: box.minY + CGFloat(row)), style: style)
      context.write("│", at: CGPoint(x: box.maxX - 1, y: box.minY + CGFloat(row)), style: style)
    }
    for (index, line) in textLines.enumerated() {
      var lineStyle = style
      if line.bold { lineStyle.attributes.insert(.bold) }
      let x = box.minX + ((box.width - CGFloat(line.text.terminalWidth)) / 2).rounded(.down)
      context.write(line.text, at: CGPoint(x: x, y: box.minY + 1 + CGFloat(index)), style: lineStyle)
    }
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("title", "'\(controller.title ?? "")'")]
  }
}
