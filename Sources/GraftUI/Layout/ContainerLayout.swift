import Foundation

/// The layout of a modifier whose own UIKit view holds its content, sized and placed exactly
/// like the content: the view that hides it, fades it, or receives its gestures.
@MainActor
package final class ContainerLayout<Container: UIView>: LayoutState, NodeLayout {
  package let view: Container
  @Unretained private var node: ViewNode?

  package init(_ view: Container, node: ViewNode) {
    self.view = view
    self.node = node
  }

  package var hostView: UIView? { view }
  package var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}
