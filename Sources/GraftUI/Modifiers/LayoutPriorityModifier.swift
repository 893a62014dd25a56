import Foundation

/// Gives its content a priority in its parent stack: a layout-only node that stacks read through
/// ``NodeLayout/layoutPriority``.
package struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let priority: Double

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { PriorityLayout() }
    layout.layoutPriority = priority
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Sizes and places its content unchanged; only its priority differs.
@MainActor
private final class PriorityLayout: LayoutState, NodeLayout {
  var layoutPriority: Double = 0
  var hostView: UIView? { nil }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds)
  }
}

extension ViewNode {
  /// The priority of this node's content, which a modifier that lays out its content passes on.
  ///
  /// NB: In SwiftUI the priority is a trait of the view, so it survives modifiers applied after
  /// it: `Text(name).layoutPriority(1).padding()` still has priority 1 in its stack.
  package var contentLayoutPriority: Double {
    layoutChildren.map(\.layoutPriority).max() ?? 0
  }
}

extension View {
  /// Sets the priority by which a parent layout should apportion space to this child.
  ///
  /// A stack offers its space to children of higher priority first, so they keep their ideal
  /// size while lower ones truncate; the default priority is zero.
  ///
  /// ```swift
  /// HStack {
  ///   Text("A long title that may truncate")
  ///   Text(detail).layoutPriority(1)
  /// }
  /// ```
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}
