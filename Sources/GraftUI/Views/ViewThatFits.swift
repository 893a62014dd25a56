import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// Each view of the builder is asked for its ideal size along the constrained axes; the first
/// that fits the space offered is shown, and the last when none does. The others are kept,
/// with their state, but draw nothing and take no input.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   Text("Download the latest version")
///   Text("Download")
///   Image(systemName: "arrow.down.circle")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  package let axes: Axis.Set
  package let content: Content

  /// Produces a view constrained in the given axes from one of several alternatives provided
  /// by a view builder.
  ///
  /// - Parameters:
  ///   - axes: A set of axes to constrain children to. The set may contain `.horizontal`,
  ///     `.vertical`, or both of these. `ViewThatFits` chooses the first child whose size
  ///     fits within the proposed size on these axes. If `axes` is an empty set, it chooses
  ///     the first child view. By default, it uses both axes.
  ///   - content: A view builder that provides the child views for this container, in order
  ///     of preference. The builder chooses the first child view that fits within the
  ///     proposed width, height, or both, as defined by `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { FittingLayout() }
    if layout.axes != axes {
      layout.axes = axes
      node.invalidateLayout()
    }
    node.updateContent(content) { FitCandidate(content: $0) }
  }
}

/// One alternative of a ``ViewThatFits``: a view of its own, hidden unless chosen.
private struct FitCandidate: View {
  typealias Body = Never
  let content: any View
}

extension FitCandidate: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout { CandidateLayout() }.node = node
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension FitCandidate: ViewInput {
  func isSameInput(as other: Self) -> Bool {
    ViewComparison.areEqual(content, other.content)
  }
}

/// A candidate's layout: its content's, inside a view the fitting layout hides or shows.
@MainActor
private final class CandidateLayout: LayoutState, NodeLayout {
  let view: UIView = {
    let view = UIView()
    view.isHidden = true
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

/// Chooses the first candidate whose ideal size fits the proposal along the constrained axes,
/// and is that candidate's size.
@MainActor
private final class FittingLayout: LayoutState, NodeLayout {
  var axes: Axis.Set = [.horizontal, .vertical]

  var hostView: UIView? { nil }
  var isInvalidatedByEveryUpdate: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    choice(for: proposal, among: node.layoutChildren)?.sizeThatFits(proposal) ?? .zero
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let proposal = node.placedProposal ?? ProposedViewSize(bounds.size)
    let candidates = node.layoutChildren
    let chosen = choice(for: proposal, among: candidates)
    for candidate in candidates {
      let isHidden = candidate !== chosen
      if let view = candidate.layout?.hostView, view.isHidden != isHidden { view.isHidden = isHidden }
    }
    guard let chosen else { return }
    let size = chosen.sizeThatFits(proposal)
    chosen.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size), proposal: proposal)
  }

  private func choice(for proposal: ProposedViewSize, among candidates: [ViewNode]) -> ViewNode? {
    // NB: Unconstrained axes keep the proposal; constrained ones ask for the ideal length.
    let ideal = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for candidate in candidates.dropLast() {
      let size = candidate.sizeThatFits(ideal)
      if fits(size.width, proposal.width, axis: .horizontal), fits(size.height, proposal.height, axis: .vertical) {
        return candidate
      }
    }
    return candidates.last
  }

  private func fits(_ length: CGFloat, _ proposed: CGFloat?, axis: Axis.Set) -> Bool {
    guard axes.contains(axis), let proposed else { return true }
    return length <= proposed
  }
}
