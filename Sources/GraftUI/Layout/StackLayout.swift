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

  /// Each child's size in a stack, and the proposal that gave it: what measuring the stack
  /// finds, and what placing it needs.
  package typealias Measurement = [(size: CGSize, proposal: ProposedViewSize)]

  @MainActor
  package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode]) -> CGSize {
    size(of: measure(proposal, children: children))
  }

  /// The stack's size when its children measured `measured`.
  package func size(of measured: Measurement) -> CGSize {
    guard !measured.isEmpty else { return .zero }
    var size = CGSize.zero
    size[axis] = spacing * CGFloat(measured.count - 1)
    for (childSize, _) in measured {
      size[axis] += childSize[axis]
      size[axis.other] = max(size[axis.other], childSize[axis.other])
    }
    return size
  }

  @MainActor
  package func place(_ children: [ViewNode], in rect: CGRect, proposal: ProposedViewSize? = nil) {
    guard !children.isEmpty else { return }
    place(children, in: rect, measured: measure(proposal ?? ProposedViewSize(rect.size), children: children))
  }

  /// Places `children` in `rect` at the sizes `measured` found for them.
  @MainActor
  package func place(_ children: [ViewNode], in rect: CGRect, measured: Measurement) {
    var position = axis == .horizontal ? rect.minX : rect.minY
    let crossStart = axis == .horizontal ? rect.minY : rect.minX
    let crossLength = rect.size[axis.other]
    for index in children.indices {
      let child = children[index]
      let (size, offer) = measured[index]
      let cross = crossStart + ((crossLength - size[axis.other]) * crossAlignment).rounded(.down)
      let origin =
        axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
      child.place(in: CGRect(origin: origin, size: size), proposal: offer)
      position += size[axis] + spacing
    }
  }

  /// Each child's size, and the proposal that gave it.
  ///
  /// NB: Written as loops over one array of claims: a stack is measured several times per
  /// layout, each array is an allocation, and closures made here are checked for running on the
  /// main actor each time they are called (the sort's comparison is a static function).
  @MainActor
  package func measure(_ proposal: ProposedViewSize, children: [ViewNode]) -> Measurement {
    var sizes = Measurement(repeating: (.zero, proposal), count: children.count)
    guard let available = proposal[axis] else {
      for index in children.indices { sizes[index].size = children[index].sizeThatFits(proposal) }
      return sizes
    }
    func offer(_ length: CGFloat) -> ProposedViewSize {
      var offer = proposal
      offer[axis] = length
      return offer
    }
    var claims: [Claim] = []
    claims.reserveCapacity(children.count)
    for index in children.indices {
      let child = children[index]
      let minimum = child.sizeThatFits(offer(0))[axis]
      let flexibility = child.sizeThatFits(offer(.infinity))[axis] - minimum
      claims.append(Claim(index: index, minimum: minimum, flexibility: flexibility, priority: child.layoutPriority))
    }
    claims.sort(by: Claim.isServedBefore)
    var remaining = available - spacing * CGFloat(children.count - 1)
    var groupStart = 0
    while groupStart < claims.count {
      let priority = claims[groupStart].priority
      var groupEnd = groupStart + 1
      while groupEnd < claims.count, claims[groupEnd].priority == priority { groupEnd += 1 }
      // NB: Lower priorities keep their minimums in reserve while this one is served.
      var reserved: CGFloat = 0
      for lower in claims[groupEnd...] { reserved += lower.minimum }
      var groupRemaining = remaining - reserved
      var left = groupEnd - groupStart
      for claim in claims[groupStart..<groupEnd] {
        let share = max(0, (groupRemaining / CGFloat(left)).rounded(.down))
        let offered = offer(left == 1 ? max(0, groupRemaining) : share)
        let size = children[claim.index].sizeThatFits(offered)
        sizes[claim.index] = (size, offered)
        groupRemaining -= size[axis]
        remaining -= size[axis]
        left -= 1
      }
      groupStart = groupEnd
    }
    return sizes
  }
}

/// What one child of a stack asks for along its axis: at least `minimum`, and up to
/// `flexibility` more.
private struct Claim {
  var index: Int
  var minimum: CGFloat
  var flexibility: CGFloat
  var priority: Double

  /// The order children are offered space in: highest priority first, then the least flexible
  /// first, and otherwise in their order in the stack.
  static func isServedBefore(_ lhs: Claim, _ rhs: Claim) -> Bool {
    if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
    if lhs.flexibility != rhs.flexibility { return lhs.flexibility < rhs.flexibility }
    return lhs.index < rhs.index
  }
}
