import Foundation

/// Fixes its content at its ideal size in the chosen axes, by proposing `nil` there whatever
/// the parent offers.
package struct FixedSizeModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let horizontal: Bool
  let vertical: Bool

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout {
      let layout = FixedSizeLayout()
      layout.node = node
      return layout
    }
    layout.horizontal = horizontal
    layout.vertical = vertical
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A layout-only node that asks its content for its ideal size in the fixed axes.
@MainActor
private final class FixedSizeLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var horizontal = true
  var vertical = true

  var hostView: UIView? { nil }
  var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(childProposal(proposal), children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let size = sizeThatFits(ProposedViewSize(bounds.size), node: node)
    // NB: The parent may place the view in less than its ideal size; it then overflows its
    // rectangle from the centre, as in SwiftUI.
    StackLayout.vertical.place(
      node.layoutChildren,
      in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
  }
}

extension View {
  /// Fixes this view at its ideal size.
  ///
  /// The view is offered no size at all, so it takes its ideal one: text stays on one line and
  /// may overflow a narrower frame.
  ///
  /// ```swift
  /// Text("A caption that must not wrap")
  ///   .fixedSize()
  /// ```
  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Fixes this view at its ideal size in the specified dimensions.
  ///
  /// - Parameters:
  ///   - horizontal: Whether to fix the width of the view.
  ///   - vertical: Whether to fix the height of the view.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}
