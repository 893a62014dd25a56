import Foundation

/// A custom layout's container: the views of its content, measured and placed by the layout.
package struct LayoutView<L: Layout, Content: View>: View {
  package typealias Body = Never
  let layout: L
  let content: Content
}

extension LayoutView: PrimitiveView {
  package func update(_ node: ViewNode) {
    let state = node.layout { CustomLayoutState<L>(layout: layout) }
    if !areEqual(state.layout, layout) {
      state.layout = layout
      node.invalidateLayout()
    }
    state.needsCacheUpdate = true
    node.updateContent(content)
  }
}

/// A custom layout's node layout: it has no view of its own, like a stack, and keeps the
/// layout's cache between measuring and placing.
@MainActor
private final class CustomLayoutState<L: Layout>: LayoutState, NodeLayout {
  var layout: L {
    didSet { needsCacheUpdate = true }
  }
  private var cache: L.Cache?
  var needsCacheUpdate = false

  init(layout: L) {
    self.layout = layout
  }

  var hostView: UIView? { nil }
  var isInvalidatedByEveryUpdate: Bool { false }

  /// The layout's cache for `subviews`: made the first time, updated after a change.
  private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
    var current = cache ?? layout.makeCache(subviews: subviews)
    if cache != nil, needsCacheUpdate { layout.updateCache(&current, subviews: subviews) }
    needsCacheUpdate = false
    defer { cache = current }
    return body(&current)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let subviews = LayoutSubviews(nodes: node.layoutChildren, container: node)
    return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    let subviews = LayoutSubviews(nodes: node.layoutChildren, container: node)
    let proposal = node.placedProposal ?? ProposedViewSize(bounds.size)
    withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func discardMeasurements() {
    needsCacheUpdate = true
  }
}
