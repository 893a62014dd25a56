import Foundation

/// SwiftUI's stack algorithm along one axis.
///
/// Children are offered space in order of layout priority, highest first; within a priority,
/// the least flexible child is offered its share first, so rigid views (text, buttons) get what
/// they need and flexible ones (spacers, colours, frames with a maximum) share what is left.
/// Lower priorities keep their minimum sizes in reserve while higher ones are served.
package struct StackLayout: Equatable {
  package var axis: Axis
  /// Where children sit across the axis, from 0 (leading or top) to 1 (trailing or bottom).
  package var crossAlignment: CGFloat
  package var spacing: CGFloat

  package init(axis: Axis, crossAlignment: CGFloat = 0.5, spacing: CGFloat? = nil) {
    self.axis = axis
    self.crossAlignment = crossAlignment
    self.spacing = spacing ?? StackLayout.defaultSpacing(axis)
  }

  /// The spacing a stack uses when none is given: none between rows, one cell between columns,
  /// the terminal's counterpart of SwiftUI's system spacing.
  package static func defaultSpacing(_ axis: Axis) -> CGFloat {
    axis == .horizontal ? 1 : 0
  }

  /// The implicit vertical stack that several views at one place lay out in.
  package static let vertical = StackLayout(axis: .vertical)

  @MainActor
  package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode]) -> CGSize {
    guard !children.isEmpty else { return .zero }
    let sizes = childSizes(proposal, children: children).map(\.size)
    var size = CGSize.zero
    size[axis] = sizes.reduce(0) { $0 + $1[axis] } + spacing * CGFloat(children.count - 1)
    size[axis.other] = sizes.map { $0[axis.other] }.max() ?? 0
    return size
  }

  @MainActor
  package func place(_ children: [ViewNode], in rect: CGRect, proposal: ProposedViewSize? = nil) {
    guard !children.isEmpty else { return }
    let measured = childSizes(proposal ?? ProposedViewSize(rect.size), children: children)
    var position = axis == .horizontal ? rect.minX : rect.minY
    let crossStart = axis == .horizontal ? rect.minY : rect.minX
    let crossLength = rect.size[axis.other]
    for (child, (size, offer)) in zip(children, measured) {
      let cross = crossStart + ((crossLength - size[axis.other]) * crossAlignment).rounded(.down)
      let origin =
        axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
      child.place(in: CGRect(origin: origin, size: size), proposal: offer)
      position += size[axis] + spacing
    }
  }

  /// Each child's size, and the proposal that gave it.
  @MainActor
  private func childSizes(
    _ proposal: ProposedViewSize, children: [ViewNode]
  ) -> [(size: CGSize, proposal: ProposedViewSize)] {
    guard let available = proposal[axis] else {
      return children.map { ($0.sizeThatFits(proposal), proposal) }
    }
    func offer(_ length: CGFloat) -> ProposedViewSize {
      var offer = proposal
      offer[axis] = length
      return offer
    }
    let minimums = children.map { $0.sizeThatFits(offer(0))[axis] }
    let flexibility = children.indices.map { index -> CGFloat in
      let maximum = children[index].sizeThatFits(offer(.infinity))[axis]
      return maximum - minimums[index]
    }
    var sizes = [(size: CGSize, proposal: ProposedViewSize)](repeating: (.zero, proposal), count: children.count)
    var remaining = available - spacing * CGFloat(children.count - 1)
    let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
    for priority in priorities {
      let group = children.indices.filter { children[$0].layoutPriority == priority }
      let reserved = children.indices.filter { children[$0].layoutPriority < priority }
        .reduce(0) { $0 + minimums[$1] }
      var groupRemaining = remaining - reserved
      var left = group.count
      for index in group.sorted(by: { flexibility[$0] < flexibility[$1] }) {
        let share = max(0, (groupRemaining / CGFloat(left)).rounded(.down))
        let offered = offer(left == 1 ? max(0, groupRemaining) : share)
        let size = children[index].sizeThatFits(offered)
        sizes[index] = (size, offered)
        groupRemaining -= size[axis]
        left -= 1
      }
      remaining -= group.reduce(0) { $0 + sizes[$1].size[axis] }
    }
    return sizes
  }
}
