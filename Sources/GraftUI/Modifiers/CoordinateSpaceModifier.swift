import Foundation

/// Names its content's coordinate space, so that geometry below can be read relative to it.
package struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let name: AnyHashable

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { CoordinateSpaceLayout() }
    layout.node = node
    layout.name = name
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// A layout-only node sized and placed exactly as its content, whose placed rectangle is the
/// named space's: geometry readers below look it up by name (``ViewNode/geometry(placedAt:)``).
@MainActor
package final class CoordinateSpaceLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var name: AnyHashable = AnyHashable(0)

  package var hostView: UIView? { nil }
  package var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}

extension View {
  /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
  /// like points and sizes relative to the named space.
  ///
  /// ```swift
  /// ScrollView {
  ///   GeometryReader { proxy in
  ///     Text("\(Int(proxy.frame(in: .named("scroll")).minY))")
  ///   }
  /// }
  /// .coordinateSpace(.named("scroll"))
  /// ```
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }

  /// Assigns a name to the view's coordinate space.
  ///
  /// SwiftUI deprecates this form in favour of ``coordinateSpace(_:)``.
  ///
  /// ```swift
  /// VStack { rows }.coordinateSpace(name: "list")
  /// ```
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
}
