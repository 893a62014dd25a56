import Foundation

/// A change to where and how a view's content draws that leaves its layout alone: an offset, a
/// scale or a rotation, as SwiftUI's geometry effects are.
///
/// A terminal moves whole cells and cannot scale or turn a glyph, so only what has a meaning in
/// cells shows: an offset moves the content's drawing and hit-testing by whole cells; a scale
/// with a zero (or non-finite) factor hides it; any other scale and every rotation keep the
/// value and draw the content as it is (docs/Divergences.md).
package enum GeometryEffect: Equatable, Sendable {
  case offset(CGSize)
  case scale(CGSize, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)
  case rotation3D(Angle, axis: RotationAxis, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)

  /// The axis of a 3D rotation, as the tuple SwiftUI takes.
  package struct RotationAxis: Equatable, Sendable {
    package var x: CGFloat
    package var y: CGFloat
    package var z: CGFloat
  }

  /// How far the content's drawing moves, in whole cells.
  package var translation: CGSize {
    guard case .offset(let offset) = self else { return .zero }
    return CGSize(width: offset.width.wholeCells, height: offset.height.wholeCells)
  }

  /// Whether the content draws at all: not when a scale flattens it to nothing, as SwiftUI
  /// then draws nothing.
  package var drawsContent: Bool {
    guard case .scale(let scale, _) = self else { return true }
    return scale.width != 0 && scale.height != 0 && scale.width.isFinite && scale.height.isFinite
  }
}

extension CGFloat {
  /// The value as a whole number of cells for a position or a move, with non-finite values as
  /// zero and huge ones clamped, so that no frame ever holds a value a cell index cannot.
  package var wholeCells: CGFloat {
    guard isFinite else { return 0 }
    return Swift.min(Swift.max(rounded(), -Self.largestCellOffset), Self.largestCellOffset)
  }

  /// The largest move or position, in cells, a geometry modifier gives a frame.
  package static let largestCellOffset: CGFloat = 1_000_000
}

/// Offsets or rotates its content: a layout-only node, sized as its content.
package struct GeometryEffectModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let effect: GeometryEffect

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { GeometryEffectLayout(node: node, view: nil) }
    layout.effect = effect
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Scales its content: a node with a view of its own, so that a scale of zero can hide it.
package struct ScaleEffectModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let scale: CGSize
  let anchor: UnitPoint

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { GeometryEffectLayout(node: node, view: UIView()) }
    layout.effect = .scale(scale, anchor: anchor)
    if let view = layout.view, view.isHidden == layout.effect.drawsContent {
      view.isHidden = !layout.effect.drawsContent
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// The layout of every geometry effect: the content's size, with the content placed moved by
/// the effect's translation.
@MainActor
package final class GeometryEffectLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  /// The view that hides the content when the effect draws nothing; `nil` for effects that
  /// always draw, which then add no view, as stacks add none.
  let view: UIView?
  /// The effect, as the modifier gave it: kept whole even where a terminal cannot show it.
  package internal(set) var effect = GeometryEffect.offset(.zero)

  init(node: ViewNode, view: UIView?) {
    self.view = view
    super.init()
    self.node = node
  }

  package var hostView: UIView? { view }
  package var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let translation = effect.translation
    StackLayout.vertical.place(
      node.layoutChildren, in: bounds.offsetBy(dx: translation.width, dy: translation.height),
      proposal: node.placedProposal)
  }
}

extension View {
  /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
  ///
  /// The view draws, and takes taps, that many cells away from where it is laid out; its
  /// parent still lays it out in its original place, so the views around it do not move.
  ///
  /// ```swift
  /// Text("Badge")
  ///   .offset(CGSize(width: 2, height: -1))
  /// ```
  ///
  /// - Parameter offset: The distance to offset this view, rounded to whole cells.
  public func offset(_ offset: CGSize) -> some View {
    modifier(GeometryEffectModifier(effect: .offset(offset)))
  }

  /// Offset this view by the specified horizontal and vertical distances.
  ///
  /// ```swift
  /// Text("Shadow").offset(x: 1, y: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - x: The horizontal distance to offset this view, in cells.
  ///   - y: The vertical distance to offset this view, in cells.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Scales this view's rendered output by the given vertical and horizontal size amounts,
  /// relative to an anchor point.
  ///
  /// Glyphs have one size, so a terminal draws the view unscaled; a zero factor draws nothing,
  /// as in SwiftUI. The layout never changes.
  ///
  /// ```swift
  /// Text("Gone").scaleEffect(CGSize(width: 1, height: 0))
  /// ```
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(ScaleEffectModifier(scale: scale, anchor: anchor))
  }

  /// Scales this view's rendered output by the given amount in both the horizontal and
  /// vertical directions, relative to an anchor point.
  ///
  /// ```swift
  /// Text("Tap me").scaleEffect(isPressed ? 0.9 : 1)
  /// ```
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Scales this view's rendered output by the given horizontal and vertical amounts, relative
  /// to an anchor point.
  ///
  /// ```swift
  /// Text("Mirrored").scaleEffect(x: -1, y: 1)
  /// ```
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates a view's rendered output in two dimensions around the specified point.
  ///
  /// A terminal cannot turn glyphs, so the view draws unrotated; the angle is kept. The layout
  /// never changes, as in SwiftUI.
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(heading))
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle by which to rotate the view.
  ///   - anchor: A unit point within the view about which to perform the rotation.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(GeometryEffectModifier(effect: .rotation(angle, anchor: anchor)))
  }

  /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
  ///
  /// A terminal draws the view unrotated; the values are kept.
  ///
  /// ```swift
  /// Text("Card").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - angle: The angle by which to rotate the view's content.
  ///   - axis: The axis of rotation.
  ///   - anchor: A two dimensional unit point within the view about which to perform the
  ///     rotation.
  ///   - anchorZ: The location on the z-axis around which to rotate the content.
  ///   - perspective: The relative vanishing point for the rotation.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      GeometryEffectModifier(
        effect: .rotation3D(
          angle, axis: GeometryEffect.RotationAxis(x: axis.x, y: axis.y, z: axis.z),
          anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
  }
}
