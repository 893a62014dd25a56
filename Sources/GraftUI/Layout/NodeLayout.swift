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

/// A node whose view holds its children, laid out as a vertical stack: what a container view
/// such as a button label or scroll content uses.
@MainActor
package final class ContainerLayout<HostView: UIView>: NodeLayout {
  package let view: HostView
  package var stack: StackLayout
  package var insets: EdgeInsets

  package init(_ view: HostView, stack: StackLayout = .vertical, insets: EdgeInsets = EdgeInsets()) {
    self.view = view
    self.stack = stack
    self.insets = insets
  }

  package var hostView: UIView? { view }
  /// The stack's owner invalidates it when it changes ``stack``.
  package var isInvalidatedByEveryUpdate: Bool { false }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    let size = stack.sizeThatFits(inner, children: node.layoutChildren)
    return CGSize(
      width: size.width + insets.leading + insets.trailing,
      height: size.height + insets.top + insets.bottom)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let inner = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
    // NB: Share space out as measuring did, from the size the parent offered, not the size the
    // node ended up with; otherwise flexible children can be split differently.
    let offered = node.placedProposal.map { proposal in
      ProposedViewSize(
        width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
        height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
    stack.place(node.layoutChildren, in: inner, proposal: offered)
  }
}
