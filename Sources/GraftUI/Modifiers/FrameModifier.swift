import Foundation

/// Positions its content inside a frame of fixed dimensions.
///
/// A fixed dimension is proposed to the content and is the frame's size whatever the content
/// answers; a `nil` dimension passes the parent's proposal through and takes the content's size.
package struct FrameModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  package func update(_ node: ViewNode, content: any View) {
    let layout = FrameLayout.install(in: node)
    layout.rule = .fixed(width: width, height: height)
    layout.alignment = alignment
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Positions its content inside a frame whose size is clamped between limits: SwiftUI's
/// flexible frame.
package struct FlexibleFrameModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let width: FrameLayout.Limits
  let height: FrameLayout.Limits
  let alignment: Alignment

  package func update(_ node: ViewNode, content: any View) {
    let layout = FrameLayout.install(in: node)
    layout.rule = .flexible(width: width, height: height)
    layout.alignment = alignment
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// The layout of both frames: layout-only, it proposes to its content, decides its own size and
/// aligns the content inside.
@MainActor
package final class FrameLayout: LayoutState, NodeLayout {
  /// The minimum, ideal and maximum lengths of a flexible frame along one axis.
  package struct Limits: Hashable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
  }

  enum Rule {
    case fixed(width: CGFloat?, height: CGFloat?)
    case flexible(width: Limits, height: Limits)
  }

  @Unretained var node: ViewNode?
  var rule = Rule.fixed(width: nil, height: nil)
  var alignment = Alignment.center

  static func install(in node: ViewNode) -> FrameLayout {
    node.layout {
      let layout = FrameLayout()
      layout.node = node
      return layout
    }
  }

  package var hostView: UIView? { nil }
  package var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let child = contentSize(for: proposal, node: node)
    switch rule {
    case .fixed(let width, let height):
      return CGSize(width: width ?? child.width, height: height ?? child.height)
    case .flexible(let width, let height):
      return CGSize(
        width: Self.length(proposal.width, width, child: child.width),
        height: Self.length(proposal.height, height, child: child.height))
    }
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let children = node.layoutChildren
    let size = contentSize(for: ProposedViewSize(bounds.size), node: node)
    // NB: Content larger than the frame overflows it (on both sides when centred), as in
    // SwiftUI: frames never clip.
    StackLayout.vertical.place(
      children, in: CGRect(origin: alignment.origin(of: size, in: bounds), size: size))
  }

  private func contentSize(for proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(childProposal(for: proposal), children: node.layoutChildren)
  }

  /// What the content is offered: fixed dimensions, or the proposal clamped into the limits
  /// (the ideal length when the parent asks for the ideal size).
  private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    switch rule {
    case .fixed(let width, let height):
      return ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    case .flexible(let width, let height):
      return ProposedViewSize(
        width: Self.clampedProposal(proposal.width, width),
        height: Self.clampedProposal(proposal.height, height))
    }
  }

  private static func clampedProposal(_ proposed: CGFloat?, _ limits: Limits) -> CGFloat? {
    guard var length = proposed else { return limits.ideal }
    if let max = limits.max { length = Swift.min(length, max) }
    if let min = limits.min { length = Swift.max(length, min) }
    return length
  }

  /// A flexible frame's length along one axis: the content's when it has no limits, otherwise
  /// the proposal (or ideal, or the content's length) clamped between the limits, where a
  /// missing limit is the content's length.
  private static func length(_ proposed: CGFloat?, _ limits: Limits, child: CGFloat) -> CGFloat {
    guard limits.min != nil || limits.max != nil else { return child }
    let lower = limits.min ?? child
    let upper = Swift.max(limits.max ?? child, lower)
    let length = proposed ?? limits.ideal ?? child
    return Swift.min(Swift.max(length, lower), upper)
  }
}

extension View {
  /// Positions this view within an invisible frame with the specified size.
  ///
  /// A `nil` dimension leaves that dimension to the view itself. When the view is smaller than
  /// the frame it is placed by `alignment`; when it is larger it overflows the frame.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .frame(height: 3)
  ///   .background(Color.gray)
  /// ```
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  ///
  /// The view is offered the parent's proposal clamped between the minimum and the maximum
  /// (the ideal length when the parent asks for an ideal size). In each dimension with a limit,
  /// the frame takes the proposal clamped between the limits, a missing limit standing for the
  /// view's own length; so `.frame(maxWidth: .infinity)` fills the width it is offered.
  ///
  /// ```swift
  /// Button("Continue") { next() }
  ///   .frame(maxWidth: .infinity, alignment: .trailing)
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        width: FrameLayout.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
        height: FrameLayout.Limits(min: minHeight, ideal: idealHeight, max: maxHeight),
        alignment: alignment))
  }
}
