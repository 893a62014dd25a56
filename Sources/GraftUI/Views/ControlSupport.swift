import Foundation

// What the built-in controls share: the layout of a label beside a control, tracked reads of
// bindings, and the text a label reads as for accessibility.

/// A control's layout as SwiftUI's default styles draw a toggle or a stepper: the label on the
/// leading side, the UIKit control on the trailing side, across the full width offered.
///
/// The node's children are the label; the control is a subview of the container that the graph
/// does not manage, so it stays behind the label's views whatever the label's structure.
@MainActor
package final class LabeledControlLayout: LayoutState, NodeLayout {
  package let container = UIView()
  package let control: UIView
  /// The gap between a label and its control: the terminal's system spacing.
  private let spacing: CGFloat = 1
  private let labelStack = StackLayout(axis: .vertical, crossAlignment: 0)
  /// Whether the label is hidden, by `labelsHidden()`: the control then stands alone, at its
  /// own size.
  package var hidesLabel = false

  package init(control: UIView) {
    self.control = control
    container.addSubview(control)
  }

  package var hostView: UIView? { container }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let controlSize = control.intrinsicContentSize
    if hidesLabel { return controlSize }
    let labels = node.layoutChildren
    let gap = labels.isEmpty ? 0 : spacing
    let labelProposal = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - controlSize.width - gap) }, height: proposal.height)
    let labelSize = labelStack.sizeThatFits(labelProposal, children: labels)
    let idealWidth = labelSize.width + gap + controlSize.width
    return CGSize(
      width: proposal.width.map { max($0, controlSize.width) } ?? idealWidth,
      height: max(controlSize.height, labelSize.height))
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let controlSize = control.intrinsicContentSize
    if hidesLabel {
      control.frame = CGRect(origin: bounds.origin, size: controlSize)
      for label in node.layoutChildren { label.place(in: .zero, proposal: .zero) }
      control.accessibilityLabel = node.labelText
      return
    }
    control.frame = CGRect(
      x: bounds.maxX - controlSize.width,
      y: bounds.minY + ((bounds.height - controlSize.height) / 2).rounded(.down),
      width: controlSize.width, height: controlSize.height)
    let labels = node.layoutChildren
    let gap = labels.isEmpty ? 0 : spacing
    let labelWidth = max(0, bounds.width - controlSize.width - gap)
    let labelSize = labelStack.sizeThatFits(
      ProposedViewSize(width: labelWidth, height: bounds.height), children: labels)
    labelStack.place(
      labels,
      in: CGRect(
        x: bounds.minX, y: bounds.minY + ((bounds.height - labelSize.height) / 2).rounded(.down),
        width: labelWidth, height: labelSize.height))
    // NB: A custom label may change its text without the control updating; refresh here too.
    control.accessibilityLabel = node.labelText
  }
}

/// Content that is part of the graph but never drawn: a label a control style does not show,
/// or a picker's options, which become segments instead. Its views sit in a hidden container.
package struct HiddenContent<Content: View>: View {
  package typealias Body = Never
  package let content: Content

  package init(_ content: Content) {
    self.content = content
  }
}

extension HiddenContent: PrimitiveView {
  package func update(_ node: ViewNode) {
    if !node.laysOut {
      let container = UIView()
      container.isHidden = true
      node.layout = LeafLayout(container) { _, _ in .zero }
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Reports a press on a control as SwiftUI's `onEditingChanged` does: `true` before the first
/// value change of the press, `false` when the press ends.
///
/// NB: UIKit controls that step or move on touch down change their value inside
/// `beginTracking`, before they send `.touchDown`; the value action asks ``beginIfPressed()``
/// first so the order is SwiftUI's.
@MainActor
package final class EditingReporter {
  package var onEditingChanged: (Bool) -> Void = { _ in }
  private weak var control: UIControl?
  private var isEditing = false

  package init(_ control: UIControl) {
    self.control = control
    control.addAction(UIAction { [weak self] _ in self?.beginIfPressed() }, for: .touchDown)
    control.addAction(
      UIAction { [weak self] _ in self?.end() },
      for: [.touchUpInside, .touchUpOutside, .touchCancel])
  }

  /// Reports the beginning of editing, once, if a touch is pressing the control.
  package func beginIfPressed() {
    guard !isEditing, control?.isTouchInside == true || control?.isTracking == true else { return }
    isEditing = true
    Update.outside { onEditingChanged(true) }
  }

  private func end() {
    guard isEditing else { return }
    isEditing = false
    Update.outside { onEditingChanged(false) }
  }
}

extension Binding {
  /// The bound value now, read on behalf of `node`, so that a change to the source of truth
  /// updates the control even when the view that made the binding never read its value.
  ///
  /// NB: Reads through `tracking`, so the read counts as the control node's dependency even
  /// when it happens outside the node's own evaluation.
  package func currentValue(for node: ViewNode) -> Value {
    node.tracking { location.get() }
  }

  /// The value, read for `node` when there is one; else as it is.
  package func currentValue(for node: ViewNode?) -> Value {
    node.map(currentValue(for:)) ?? wrappedValue
  }
}

extension ViewNode {
  /// The text of every `Text` in this subtree, in order, joined by spaces: what a control's
  /// label reads as, for its UIKit view's `accessibilityLabel`. `nil` when there is none.
  package var labelText: String? {
    var strings: [String] = []
    forEachDescendant { node in
      if let text = node.view as? Text { strings.append(text.string) }
    }
    return strings.isEmpty ? nil : strings.joined(separator: " ")
  }

  /// The nodes that lay out on behalf of this one: itself when it lays itself out, else its
  /// nearest descendants that do.
  package var layoutNodes: [ViewNode] {
    laysOut ? [self] : layoutChildren
  }
}
