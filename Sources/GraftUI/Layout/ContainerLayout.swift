import Foundation

/// The layout of a modifier that puts its content inside a UIKit view of its own: the view is
/// as large as the content, and the content is placed inside it.
///
/// For modifiers whose view carries something the content's views cannot: an accessibility
/// element that stands for all of them, or a focusable area.
@MainActor
package final class ContainerLayout<HostView: UIView>: LayoutState, NodeLayout {
  package let view: HostView

  package init(_ view: HostView) {
    self.view = view
  }

  package var hostView: UIView? { view }

  package var layoutPriority: Double {
    0
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}
