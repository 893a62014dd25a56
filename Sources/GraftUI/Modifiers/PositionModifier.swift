import Foundation

/// Centres its content on a point in its own coordinates, taking all the space it is offered.
package struct PositionModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let position: CGPoint

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { PositionLayout() }
    layout.position = position
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// As large as the proposal (10 cells in an unspecified dimension, as SwiftUI's default), with
/// the content offered the same proposal and centred on the point.
@MainActor
private final class PositionLayout: LayoutState, NodeLayout {
  var position = CGPoint.zero

  var hostView: UIView? { nil }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let proposal = node.placedProposal ?? ProposedViewSize(bounds.size)
    for child in node.layoutChildren {
      let size = child.sizeThatFits(proposal)
      let origin = CGPoint(
        x: bounds.minX.wholeCells + position.x.wholeCells - (size.width / 2).rounded(.down),
        y: bounds.minY.wholeCells + position.y.wholeCells - (size.height / 2).rounded(.down))
      child.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }
  }
}

/// Orders its content among its siblings' drawing: a higher index draws in front, and takes a
/// tap first.
package struct ZIndexModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let value: Double

  package func update(_ node: ViewNode, content: any View) {
    // NB: A NaN would never compare equal and would make the sort's order inconsistent.
    let value = value.isNaN ? 0 : value
    if node.zIndex != value {
      node.zIndex = value
      node.graph.usesZIndex = true
      node.graph.markSubviewsDirty(in: node.container)
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension View {
  /// Positions the center of this view at the specified point in its parent's coordinate
  /// space.
  ///
  /// The modified view takes all the space it is offered, so in a stack it is as flexible as a
  /// colour; along an axis with no proposal (a scroll view's) it is 10 cells long.
  ///
  /// ```swift
  /// Text("•").position(CGPoint(x: 4, y: 2))
  /// ```
  ///
  /// - Parameter position: The point at which to place the center of this view, in cells.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: position))
  }

  /// Positions the center of this view at the specified coordinates in its parent's
  /// coordinate space.
  ///
  /// ```swift
  /// Text("Here").position(x: 10, y: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The x-coordinate at which to place the center of this view, in cells.
  ///   - y: The y-coordinate at which to place the center of this view, in cells.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Controls the display order of overlapping views.
  ///
  /// Among the views of one stack (or `ZStack`), a higher value draws in front of a lower one
  /// and receives taps first; views of the same value keep their order. The default is 0.
  ///
  /// ```swift
  /// ZStack {
  ///   Text("Front").zIndex(1)
  ///   Text("Back")
  /// }
  /// ```
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value))
  }
}
