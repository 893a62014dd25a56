import Foundation

/// How a node that lays itself out is measured and placed, and the UIKit view that shows it.
///
/// This is SwiftUI's layout model: a parent proposes a size, the node answers with the size it
/// wants, and the parent places it. One point is one cell.
@MainActor
package protocol NodeLayout: AnyObject {
  /// The UIKit view that shows the node; `nil` for a node that only positions its children.
  var hostView: UIView? { get }
  /// How readily the node receives space in a stack; higher goes first.
  var layoutPriority: Double { get }
  /// Whether the node must be measured again whenever its view updates.
  ///
  /// `false` for layouts that only arrange their children (stacks, scroll views): a child that
  /// changes size invalidates itself, a change to the list of children invalidates the
  /// container, and the view's update invalidates the layout only when it changes one of the
  /// layout's own settings. A stack holding a `ForEach` of 10,000 rows then does not measure
  /// every row again because its content closure (never equal) made it update.
  var isInvalidatedByEveryUpdate: Bool { get }
  /// The size the node wants for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Places the node's children inside `bounds`: the host view's bounds when it has one, or the
  /// node's rectangle in its container otherwise.
  func placeContent(of node: ViewNode, in bounds: CGRect)
}

extension NodeLayout {
  package var layoutPriority: Double { 0 }
  package var isInvalidatedByEveryUpdate: Bool { true }
}

extension ViewNode {
  /// The size this node wants for `proposal`, cached until the node or a descendant changes.
  package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    graph.counters.layoutNodesVisited += 1
    if let cached = sizeCache[proposal] { return cached }
    guard let layout else {
      return StackLayout.vertical.sizeThatFits(proposal, children: layoutChildren)
    }
    let size = layout.sizeThatFits(proposal, node: self)
    sizeCache[proposal] = size
    return size
  }

  /// Places the node at `rect` in its container's coordinates; `proposal` is what the container
  /// measured it with to get that rectangle's size.
  package func place(in rect: CGRect, proposal: ProposedViewSize) {
    graph.counters.layoutNodesVisited += 1
    guard let layout else {
      StackLayout.vertical.place(layoutChildren, in: rect, proposal: proposal)
      return
    }
    if !needsPlacement, placedRect == rect, placedProposal == proposal { return }
    needsPlacement = false
    placedRect = rect
    placedProposal = proposal
    if let hostView = layout.hostView {
      hostView.frame = rect
      layout.placeContent(of: self, in: CGRect(origin: .zero, size: rect.size))
    } else {
      layout.placeContent(of: self, in: rect)
    }
  }

  /// The priority this node has in a stack.
  package var layoutPriority: Double { layout?.layoutPriority ?? 0 }
}

/// A node that shows one UIKit view and measures it with a closure.
@MainActor
package final class LeafLayout<HostView: UIView>: NodeLayout {
  package let view: HostView
  package var measure: (HostView, ProposedViewSize) -> CGSize

  package init(_ view: HostView, measure: @escaping (HostView, ProposedViewSize) -> CGSize) {
    self.view = view
    self.measure = measure
  }

  package var hostView: UIView? { view }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    measure(view, proposal)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}

/// A stack's layout: its children one after another along its axis.
///
/// Like SwiftUI's stacks, it has no view of its own. Its children's views live in the nearest
/// view above, and it places them in that view's coordinates, so a change deep inside nested
/// stacks touches only the views that changed.
@MainActor
package final class StackNodeLayout: NodeLayout {
  package var stack: StackLayout

  package init(stack: StackLayout) {
    self.stack = stack
  }

  package var hostView: UIView? { nil }
  /// The stack's owner invalidates it when it changes ``stack``.
  package var isInvalidatedByEveryUpdate: Bool { false }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    stack.sizeThatFits(proposal, children: node.layoutChildren)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    // NB: Share space out as measuring did, from the size the parent offered, not the size the
    // node ended up with; otherwise flexible children can be split differently.
    stack.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}
