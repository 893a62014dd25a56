public import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// An option that resizes the content so it's all within the available space, both
  /// vertically and horizontally.
  case fit
  /// An option that resizes the content so it occupies all available space, both vertically
  /// and horizontally.
  case fill
}

/// Proposes its content the largest size of a given aspect ratio inside the proposal (`.fit`),
/// or the smallest that covers it (`.fill`).
///
/// The ratio is width over height in cells: a terminal cell is about twice as tall as it is
/// wide, so a ratio of 2 looks roughly square (docs/Divergences.md).
package struct AspectRatioModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let ratio: CGFloat?
  let contentMode: ContentMode

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { AspectRatioLayout() }
    layout.node = node
    layout.ratio = ratio
    layout.contentMode = contentMode
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class AspectRatioLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var ratio: CGFloat?
  var contentMode = ContentMode.fit

  var hostView: UIView? { nil }
  var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(childProposal(for: proposal, node: node), children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let proposal = childProposal(for: node.placedProposal ?? ProposedViewSize(bounds.size), node: node)
    let children = node.layoutChildren
    let size = StackLayout.vertical.sizeThatFits(proposal, children: children)
    StackLayout.vertical.place(
      children, in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size),
      proposal: proposal)
  }

  /// The size of the ratio that fits in (or fills) the proposal, in whole cells; the content's
  /// ideal size decides the ratio when none is given, and the size when the proposal has
  /// neither dimension.
  private func childProposal(for proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
    let ideal = { StackLayout.vertical.sizeThatFits(.unspecified, children: node.layoutChildren) }
    var ratio = self.ratio ?? 0
    if !(ratio.isFinite && ratio > 0) {
      let size = ideal()
      ratio = size.height > 0 ? size.width / size.height : 0
    }
    // NB: A ratio of zero or infinity has no size to fit; the content then has its own say.
    guard ratio.isFinite, ratio > 0 else { return proposal }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    let size: CGSize
    switch (width, height) {
    case let (width?, height?):
      let fitsWidth = (contentMode == .fit) == (width / ratio <= height)
      size = fitsWidth ? CGSize(width: width, height: width / ratio) : CGSize(width: height * ratio, height: height)
    case let (width?, nil):
      size = CGSize(width: width, height: width / ratio)
    case let (nil, height?):
      size = CGSize(width: height * ratio, height: height)
    case (nil, nil):
      // NB: An infinite proposal is the content's maximum: it stays infinite.
      if proposal.width != nil || proposal.height != nil { return proposal }
      let idealSize = ideal()
      size = CGSize(width: idealSize.width, height: idealSize.width / ratio)
    }
    return ProposedViewSize(width: size.width.rounded(.down), height: size.height.rounded(.down))
  }
}

/// Clips its content's drawing to its frame: a node with a view of its own that clips to its
/// bounds, as `clipsToBounds` does in UIKit.
package struct ClipModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let antialiased: Bool

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { ClipLayout() }
    layout.node = node
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class ClipLayout: LayoutState, NodeLayout {
  let view: UIView = {
    let view = UIView()
    view.clipsToBounds = true
    return view
  }()
  @Unretained var node: ViewNode?

  var hostView: UIView? { view }
  var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}

extension View {
  /// Constrains this view's dimensions to the specified aspect ratio.
  ///
  /// The view is offered the largest size of that ratio inside what its parent offers
  /// (`.fit`), or the smallest that covers it (`.fill`). The ratio is width over height in
  /// cells; a terminal cell is about twice as tall as it is wide, so `2` looks about square.
  ///
  /// ```swift
  /// Color.blue
  ///   .aspectRatio(2, contentMode: .fit)
  /// ```
  ///
  /// - Parameters:
  ///   - aspectRatio: The ratio of width to height, or `nil` for the view's own ideal ratio.
  ///   - contentMode: Whether to fit inside the parent's proposal or fill it.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains this view's dimensions to the aspect ratio of the given size.
  ///
  /// ```swift
  /// Color.gray.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fill)
  /// ```
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil
    return modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
  }

  /// Scales this view to fit its parent, keeping its aspect ratio.
  ///
  /// ```swift
  /// Color.green.scaledToFit()
  /// ```
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill its parent, keeping its aspect ratio.
  ///
  /// ```swift
  /// Color.green.scaledToFill().clipped()
  /// ```
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }

  /// Clips this view to its bounding rectangular frame.
  ///
  /// Whatever the content draws outside the frame (content wider than a fixed frame, an
  /// offset) is cut off.
  ///
  /// ```swift
  /// Text("A long line that is cut").frame(width: 6).fixedSize().clipped()
  /// ```
  ///
  /// - Parameter antialiased: Whether the edges are smoothed; cells have no partial edges, so
  ///   this has no effect.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(ClipModifier(antialiased: antialiased))
  }
}
