import Foundation
import GraftGraphics

/// A menu controller's view: it fills the window, transparent, and draws the menu's box below
/// the view that opened it (above it when there is no room below), within the window.
@MainActor
final class MenuView: UIView {
  private unowned let controller: MenuController
  private var rows: [MenuRow] = []
  private(set) var highlighted: Int?
  private var box = CGRect.zero

  init(controller: MenuController) {
    self.controller = controller
    super.init(frame: UIScreen.main.bounds)
    menuDidChange()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Rebuilds the rows for the menu shown, highlighting its first choosable item.
  func menuDidChange() {
    guard let menu = controller.stack.last else { return }
    rows = MenuRow.rows(of: menu) { [weak self] in self?.menuDidChange() }
    // NB: A pop-up's menu opens on its chosen item, as a selection does on iOS; others on the
    // first item.
    let chosen = menu.options.contains(.singleSelection) ? rows.firstIndex(where: \.isOn) : nil
    highlighted = chosen ?? rows.firstIndex(where: \.isChoosable)
    setNeedsLayout()
    setNeedsDisplay()
  }

  override var canBecomeFirstResponder: Bool { true }

  override func layoutSubviews() {
    super.layoutSubviews()
    let source = controller.sourceRect
    let width = min(CGFloat(max(12, (rows.map(\.naturalWidth).max() ?? 0) + 2)), max(4, bounds.width))
    // NB: Below the source when it fits, else above when that fits, else on the roomier side,
    // cut to the room there; with room for neither, over the source from the bottom up.
    var height = min(CGFloat(rows.count + 2), bounds.height)
    let (below, above) = (bounds.height - source.maxY, source.minY)
    let y: CGFloat
    if height <= below {
      y = source.maxY
    } else if height <= above {
      y = above - height
    } else if max(below, above) >= 3 {
      height = max(below, above)
      y = below >= above ? source.maxY : 0
    } else {
      y = max(0, bounds.height - height)
    }
    let x = min(max(0, source.minX), max(0, bounds.width - width))
    box = CGRect(x: x, y: y, width: width, height: height)
    setNeedsDisplay()
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), box.width >= 4, box.height >= 2 else { return }
    context.clear(box)
    let style = inheritedTextStyle
    let (width, height) = (Int(box.width), Int(box.height))
    let middle = String(repeating: "─", count: width - 2)
    context.write("┌" + middle + "┐", at: box.origin, style: style)
    context.write("└" + middle + "┘", at: CGPoint(x: box.minX, y: box.maxY - 1), style: style)
    for line in 1..<(height - 1) {
      let y = box.minY + CGFloat(line)
      context.write("│", at: CGPoint(x: box.minX, y: y), style: style)
      context.write("│", at: CGPoint(x: box.maxX - 1, y: y), style: style)
      guard rows.indices.contains(line - 1) else { continue }
      context.write(rows[line - 1].text(width: width - 2), at: CGPoint(x: box.minX + 1, y: y), style: rowStyle(line - 1, base: style))
    }
  }

  private func rowStyle(_ index: Int, base: TextStyle) -> TextStyle {
    var style = base
    switch rows[index] {
    case .action(let action, _):
      if action.attributes.contains(.destructive) { style = style.applying([.foregroundColor: UIColor.systemRed]) }
      if action.attributes.contains(.disabled) { style.attributes.insert(.dim) }
    case .header, .loading: style.attributes.insert(.dim)
    case .separator, .submenu: break
    }
    if index == highlighted { style.attributes.insert(.inverse) }
    return style
  }

  // MARK: - Choosing

  private func activate(_ index: Int) {
    guard rows.indices.contains(index) else { return }
    switch rows[index] {
    case .action(let action, let group): controller.choose(action, in: group)
    case .submenu(let menu): controller.open(menu)
    default: break
    }
  }

  /// Moves the highlight to the next choosable row in `direction`, wrapping around.
  private func moveHighlight(by direction: Int) {
    guard !rows.isEmpty else { return }
    var index = highlighted ?? (direction > 0 ? -1 : rows.count)
    for _ in rows.indices {
      index = (index + direction + rows.count) % rows.count
      if rows[index].isChoosable {
        highlighted = index
        setNeedsDisplay()
        return
      }
    }
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardDownArrow?, .keyboardTab?: moveHighlight(by: 1)
      case .keyboardUpArrow?: moveHighlight(by: -1)
      case .keyboardReturnOrEnter?, .keyboardSpacebar?: highlighted.map(activate)
      case .keyboardRightArrow?:
        if let highlighted, case .submenu = rows[highlighted] { activate(highlighted) }
      case .keyboardLeftArrow?, .keyboardEscape?: controller.goBack()
      default: break
      }
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    guard box.contains(point) else { return controller.close() }
    let index = Int(point.y - box.minY) - 1
    if rows.indices.contains(index), rows[index].isChoosable { activate(index) }
  }

  package override var debugProperties: [(String, String)] {
    super.debugProperties + [("menu", "'\(controller.stack.last?.title ?? "")'")]
  }
}
