import Foundation

/// A list's selection binding, erased: what a row tap or key reads and writes.
///
/// NB: Closures over the app's binding, so the latest binding is read at the moment of the tap,
/// as a picker reads its own.
package struct ListSelection {
  /// Whether the binding holds a set, so several rows can be selected (in edit mode, on iOS).
  let allowsMultiple: Bool
  /// Whether the row tagged `tag` is selected.
  let contains: @MainActor (AnyHashable) -> Bool
  /// Selects the row tagged `tag` as a tap does: the only one for a single selection, toggled
  /// in or out of a multiple one.
  let choose: @MainActor (AnyHashable) -> Void

  /// A single selection: a tap selects the row, replacing the one selected before.
  init<Value: Hashable>(single binding: Binding<Value?>) {
    allowsMultiple = false
    contains = { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false }
    choose = { tag in
      guard let value = tag.base as? Value else { return }
      Update.outside { binding.wrappedValue = value }
    }
  }

  /// A multiple selection: a tap adds the row or takes it out.
  init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    allowsMultiple = true
    contains = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    choose = { tag in
      guard let value = tag.base as? Value else { return }
      Update.outside {
        var set = binding.wrappedValue
        if set.remove(value) == nil { set.insert(value) }
        binding.wrappedValue = set
      }
    }
  }
}

/// A list's rows that can be selected: a view behind the rows that draws the selected ones
/// highlighted and turns a tap on a row, or Space and Return on the row the arrows reached,
/// into a selection.
package struct SelectableListRows<Content: View>: View, PrimitiveView {
  let selection: ListSelection
  let content: Content

  package typealias Body = Never

  package func update(_ node: ViewNode) {
    let layout = node.layout { SelectableRowsLayout(node: node) }
    layout.view.selection = selection
    layout.view.editMode = node.environment.editMode
    layout.view.setNeedsDisplay()
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// The rows' layout: sized and placed as the rows are, in a ``ListSelectionView``.
@MainActor
private final class SelectableRowsLayout: LayoutState, NodeLayout {
  let view = ListSelectionView()
  @Unretained private var node: ViewNode?

  init(node: ViewNode) {
    self.node = node
    super.init()
    view.rows = { [unowned self] in self.node.map(self.rows(in:)) ?? [] }
  }

  var hostView: UIView? { view }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
    view.setNeedsDisplay()
  }

  /// The rows that carry a tag, as a picker finds its options, each with its frame in the view.
  private func rows(in node: ViewNode) -> [ListSelectionView.Row] {
    node.taggedDescendants().compactMap { tag, row in
      row.frame(in: view).map { ListSelectionView.Row(tag: tag, frame: $0) }
    }
  }
}

/// Draws the selected rows' backgrounds behind them and selects the row tapped.
@MainActor
final class ListSelectionView: UIView {
  struct Row {
    var tag: AnyHashable
    var frame: CGRect
  }

  var selection: ListSelection?
  var editMode: Binding<EditMode>?
  var rows: () -> [Row] = { [] }
  /// The row the arrow keys reached, while the list has focus.
  private var cursor: Int?

  /// Whether a tap selects: always for a single selection, in edit mode for a multiple one,
  /// as on iOS.
  private var selects: Bool {
    guard let selection else { return false }
    return !selection.allowsMultiple || editMode?.wrappedValue.isEditing == true
  }

  override var canBecomeFocused: Bool { selection != nil }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    let rows = rows()
    guard let index = rows.firstIndex(where: { point.y >= $0.frame.minY && point.y < $0.frame.maxY }) else { return }
    cursor = index
    choose(rows[index])
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  private func choose(_ row: Row) {
    guard selects, let selection else { return }
    selection.choose(row.tag)
    setNeedsDisplay()
  }

  /// Up and Down move among the rows; Space and Return select the row reached.
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFocused else { return super.pressesBegan(presses, with: event) }
    let rows = rows()
    var unhandled: Set<UIPress> = []
    for press in presses {
      switch press.key?.keyCode {
      case .keyboardUpArrow? where !rows.isEmpty:
        cursor = max(0, (cursor ?? rows.count) - 1)
      case .keyboardDownArrow? where !rows.isEmpty:
        cursor = min(rows.count - 1, (cursor ?? -1) + 1)
      case .keyboardSpacebar?, .keyboardReturnOrEnter?:
        if let cursor, rows.indices.contains(cursor) { choose(rows[cursor]) } else { unhandled.insert(press) }
      default: unhandled.insert(press)
      }
    }
    setNeedsDisplay()
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  override func draw(_ rect: CGRect) {
    guard let selection, let context = UIGraphicsGetCurrentContext() else { return }
    for (index, row) in rows().enumerated() {
      let isSelected = selection.contains(row.tag)
      let isCursor = isFocused && index == cursor
      guard isSelected || isCursor else { continue }
      let color: UIColor = isSelected ? .systemGray4 : .systemGray5
      context.setFillColor(color.cgColor)
      context.fill(CGRect(x: 0, y: row.frame.minY, width: bounds.width, height: row.frame.height))
    }
  }
}

extension ViewNode {
  /// The views of this subtree that carry a tag, in order, with their tags: each view tagged
  /// with `tag(_:)`, and each view of a `ForEach` without a tag of its own, tagged with its id.
  ///
  /// What `Picker` selects among, and `List(selection:)`.
  package func taggedDescendants() -> [(tag: AnyHashable, node: ViewNode)] {
    var found: [(tag: AnyHashable, node: ViewNode)] = []
    func visit(_ node: ViewNode, implicitTag: AnyHashable?) {
      if let tag = (node.primitiveState as? TagState)?.tag {
        found.append((tag, node))
        return
      }
      let isForEach = node.view is any ImplicitlyTagging
      if let implicitTag, !node.containsTag {
        found.append((implicitTag, node))
        return
      }
      for child in node.children {
        visit(child, implicitTag: isForEach ? child.explicitID : nil)
      }
    }
    visit(self, implicitTag: nil)
    return found
  }

  /// Whether a view in this subtree carries a `tag(_:)`.
  package var containsTag: Bool {
    var found = false
    forEachDescendant { if $0.primitiveState is TagState { found = true } }
    return found
  }

  /// The rectangle this node's views cover, in `view`'s coordinates: the union of the placed
  /// rectangles of the topmost nodes below it (or itself) that lay out.
  func frame(in view: UIView) -> CGRect? {
    var union: CGRect?
    func visit(_ node: ViewNode) {
      if let layout = node.storedLayout {
        guard let rect = layout.placedRect, let host = node.nearestHostView else { return }
        let converted = host.convert(rect, to: view)
        union = union.map { $0.union(converted) } ?? converted
        return
      }
      for child in node.children { visit(child) }
    }
    visit(self)
    return union
  }

  /// The view this node's placement is in: that of the nearest node above it that hosts one.
  private var nearestHostView: UIView? {
    var ancestor = parent
    while let node = ancestor {
      if let host = node.storedLayout?.hostView { return host }
      ancestor = node.parent
    }
    return nil
  }
}
