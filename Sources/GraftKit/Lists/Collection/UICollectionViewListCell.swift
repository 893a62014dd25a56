public import Foundation

/// A collection view cell for list layouts: list content and background configurations, and
/// accessories at its edges.
///
/// Accessories are drawn as glyphs (see ``UICellAccessory``), trailing ones at the right edge
/// and the delete control at the left, one cell apart; the content view takes the room between.
/// A click on an accessory with an action handler runs it and selects nothing.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
///   var content = cell.defaultContentConfiguration()
///   content.text = name
///   cell.contentConfiguration = content
///   cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
  /// Creates a list cell, with a list background that shows selection.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundConfiguration = .listPlainCell()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The accessories, drawn in order from the edge inwards at each side. The default is none.
  open var accessories: [UICellAccessory] = [] {
    didSet {
      setNeedsLayout()
      setNeedsDisplay()
    }
  }

  /// How far the content is indented, in levels of ``indentationWidth``. The default is 0.
  open var indentationLevel = 0 { didSet { setNeedsLayout() } }
  /// The width of one indentation level. The default is 2 cells.
  open var indentationWidth: CGFloat = 2 { didSet { setNeedsLayout() } }
  /// Whether indentation applies to the background too. Kept.
  open var indentsAccessories = true

  /// A list content configuration for a list cell: `.cell()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  private var isEditingList: Bool { (superview as? UICollectionView)?.isEditing ?? false }

  /// Whether an outline disclosure shows the expanded glyph.
  private var isExpandedItem: Bool { configurationState.isExpanded }

  /// The accessories shown, with the columns they take, left to right.
  private func placedAccessories() -> (leading: [(UICellAccessory, CGFloat, Int)], trailing: [(UICellAccessory, CGFloat, Int)]) {
    let editing = isEditingList
    let shown = accessories.filter { $0.isShown(editing: editing) }
    var leading: [(UICellAccessory, CGFloat, Int)] = []
    var x: CGFloat = 0
    for accessory in shown where accessory.isLeading {
      let width = accessory.glyph(expanded: isExpandedItem).count
      leading.append((accessory, x, width))
      x += CGFloat(width + 1)
    }
    var trailing: [(UICellAccessory, CGFloat, Int)] = []
    var end = bounds.width
    for accessory in shown where !accessory.isLeading {
      let width = accessory.glyph(expanded: isExpandedItem).count
      end -= CGFloat(width)
      trailing.append((accessory, end, width))
      end -= 1
    }
    return (leading, trailing)
  }

  override func contentFrame(in bounds: CGRect) -> CGRect {
    let placed = placedAccessories()
    let indent = CGFloat(indentationLevel) * indentationWidth
    let left = (placed.leading.last.map { $0.1 + CGFloat($0.2) + 1 } ?? 0) + indent
    let right = placed.trailing.last.map { $0.1 - 1 } ?? bounds.width
    return CGRect(x: left, y: 0, width: max(0, right - left), height: bounds.height)
  }

  open override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let placed = placedAccessories()
    let y = max(0, ((bounds.height - 1) / 2).rounded(.down))
    for (accessory, x, _) in placed.leading + placed.trailing {
      var style = inheritedTextStyle
      if let tint = accessory.tintColor { style = style.applying([.foregroundColor: tint]) }
      context.write(accessory.glyph(expanded: isExpandedItem), at: CGPoint(x: x, y: y), style: style)
    }
  }

  /// The accessory with an action handler under `point`, if any.
  private func actionableAccessory(at point: CGPoint) -> UICellAccessory? {
    let placed = placedAccessories()
    return (placed.leading + placed.trailing).first { accessory, x, width in
      accessory.actionHandler != nil && point.x >= x && point.x < x + CGFloat(width)
    }?.0
  }

  private var pressedAccessory = false

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first, actionableAccessory(at: touch.location(in: self)) != nil {
      pressedAccessory = true
      return
    }
    super.touchesBegan(touches, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard pressedAccessory else { return super.touchesEnded(touches, with: event) }
    pressedAccessory = false
    if let touch = touches.first, let accessory = actionableAccessory(at: touch.location(in: self)) {
      accessory.actionHandler?()
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard pressedAccessory else { return super.touchesCancelled(touches, with: event) }
    pressedAccessory = false
  }
}
