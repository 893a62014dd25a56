import Foundation

/// A lazy stack's layout: its views one after another along its axis, each at its ideal length,
/// and as long across the axis as its finite proposal there (a vertical one as wide as offered,
/// a horizontal one as tall). The rows of the lazy `ForEach`s in it are built only where the
/// stack is visible, plus a margin (Containers/LazyRows.swift).
///
/// Placing the stack finds the stretch of it that its scroll view shows, works out from the
/// rows' lengths (measured, or estimated for rows never built) which rows fall in it, builds
/// them, and places them. Rows before and after count only as lengths, so a stack of a million
/// rows measures and places what a screenful does. When the scroll view scrolls beyond what was
/// built, the stack is placed again.
@MainActor
package final class LazyStackLayout: LayoutState, NodeLayout {
  package let view = UIView()
  package var stack = StackLayout(axis: .vertical)
  @Unretained private var node: ViewNode?
  /// The stretch along the axis, in the view's coordinates, that the rows built at the last
  /// placement cover: what was visible then, and the margin around it.
  private var builtStretch: ClosedRange<CGFloat>?
  /// The lengths along the axis the stack last answered its container with, by the length
  /// offered across; cleared when the stack asks to be measured again.
  private var answeredLengths: [CGFloat?: CGFloat] = [:]
  /// The length the stack answered last, across any length.
  private var lastAnsweredLength: CGFloat?
  /// The length a placement last asked to be measured again for, until a placement finds the
  /// container holding the length it answered.
  private var remeasuredLength: CGFloat?

  package var hostView: UIView? { view }

  /// One thing the stack lays out: a view, or the rows of a lazy `ForEach`.
  private enum Item {
    case view(ViewNode)
    case rows(ViewNode, any LazyRowSource)
  }

  /// The stack's items, in order: the nearest descendants that lay themselves out, with the
  /// lazy `ForEach`s among them as one item each.
  private func items(of node: ViewNode) -> [Item] {
    var items: [Item] = []
    func collect(_ node: ViewNode) {
      for child in node.children {
        if child.laysOut {
          items.append(.view(child))
        } else if let source = child.primitiveState as? any LazyRowSource {
          items.append(.rows(child, source))
        } else {
          collect(child)
        }
      }
    }
    collect(node)
    return items
  }

  /// What each view in the stack is offered: `crossLength` across the axis, nothing along it.
  private func proposal(crossLength: CGFloat?) -> ProposedViewSize {
    var proposal = ProposedViewSize.unspecified
    proposal[stack.axis.other] = crossLength
    return proposal
  }

  /// The views a row shows, their sizes for `proposal`, and the row's pitch: their lengths with
  /// the spacing after each.
  private func measure(
    _ row: ViewNode, _ proposal: ProposedViewSize
  ) -> (views: [ViewNode], sizes: [CGSize], pitch: CGFloat) {
    let views = row.laysOut ? [row] : row.layoutChildren
    var sizes: [CGSize] = []
    sizes.reserveCapacity(views.count)
    var pitch: CGFloat = 0
    for view in views {
      let size = view.sizeThatFits(proposal)
      sizes.append(size)
      pitch += size[stack.axis] + stack.spacing
    }
    return (views, sizes, pitch)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let axis = stack.axis, cross = axis.other
    let viewProposal = self.proposal(crossLength: proposal[cross])
    var length: CGFloat = 0
    var crossLength: CGFloat = 0
    var isEmpty = true
    for item in items(of: node) {
      switch item {
      case .view(let child):
        let size = child.sizeThatFits(viewProposal)
        length += size[axis] + stack.spacing
        crossLength = max(crossLength, size[cross])
        isEmpty = false
      case .rows(let rows, let source):
        let count = source.rowCount
        guard count > 0 else { continue }
        isEmpty = false
        var shownLength: CGFloat = 0
        for row in rows.children {
          let measured = measure(row, viewProposal)
          shownLength += measured.pitch
          for size in measured.sizes { crossLength = max(crossLength, size[cross]) }
        }
        if source.lengths.count == count, source.lengths.crossLength == proposal[cross] {
          length += source.lengths.total
        } else {
          // NB: Measured at another length across, the rows not built are taken to be as long as
          // the rows built are on average.
          let shown = rows.children.count
          let estimate = shown > 0 ? (shownLength / CGFloat(shown)).rounded() : source.lengths.estimate
          length += shownLength + CGFloat(count - shown) * estimate
        }
      }
    }
    var size = CGSize.zero
    size[axis] = isEmpty ? 0 : length - stack.spacing
    size[cross] = crossLength
    answeredLengths[proposal[cross]] = size[axis]
    lastAnsweredLength = size[axis]
    if let offered = proposal[cross], offered.isFinite { size[cross] = max(size[cross], offered) }
    return size
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    self.node = node
    let axis = stack.axis, cross = axis.other
    let crossLength = bounds.size[cross]
    let viewProposal = proposal(crossLength: crossLength)
    let stretch = buildStretch(in: bounds)
    builtStretch = stretch
    var position: CGFloat = 0
    var isEmpty = true
    func place(_ view: ViewNode, size: CGSize, at position: CGFloat) {
      var origin = CGPoint.zero
      origin[axis] = position
      origin[cross] = ((crossLength - size[cross]) * stack.crossAlignment).rounded(.down)
      view.place(in: CGRect(origin: origin, size: size), proposal: viewProposal)
    }
    for item in items(of: node) {
      switch item {
      case .view(let child):
        let size = child.sizeThatFits(viewProposal)
        place(child, size: size, at: position)
        position += size[axis] + stack.spacing
        isEmpty = false
      case .rows(let rows, let source):
        let count = source.rowCount
        if source.lengths.count != count || source.lengths.crossLength != crossLength {
          source.lengths.reset(count: count, crossLength: crossLength)
        }
        source.placedOrigin = position
        // NB: The first row in the stretch is found from the lengths of the rows before it; the
        // rows from there are built and measured one by one until the stretch is covered.
        var first = 0
        var index = 0
        var placements: [(views: [ViewNode], sizes: [CGSize], position: CGFloat)] = []
        if count > 0, stretch.upperBound > position, stretch.lowerBound < position + source.lengths.total {
          first = source.lengths.index(at: stretch.lowerBound - position)
          index = first
          let last = source.lengths.index(at: stretch.upperBound - position)
          source.keepRows(first..<min(count, last + 1), in: rows)
          var rowPosition = position + source.lengths.offset(of: first)
          while index < count, rowPosition < stretch.upperBound {
            let row = source.row(at: index, in: rows)
            let measured = measure(row, viewProposal)
            source.lengths.record(measured.pitch, at: index)
            placements.append((measured.views, measured.sizes, rowPosition))
            rowPosition += measured.pitch
            index += 1
          }
        }
        source.showRows(first..<index, in: rows)
        for placement in placements {
          var viewPosition = placement.position
          for (view, size) in zip(placement.views, placement.sizes) {
            place(view, size: size, at: viewPosition)
            viewPosition += size[axis] + stack.spacing
          }
        }
        position += source.lengths.total
        if count > 0 { isEmpty = false }
      }
    }
    let length = isEmpty ? 0 : position - stack.spacing
    remeasureIfChanged(to: length, across: crossLength)
    (enclosingScrollView as? ScrollHostingView)?.observeVisibleRegion(of: self)
  }

  /// Asks the container to measure the stack again when the rows just built make it `length`
  /// long where it answered another length: rows built for the first time can be longer or
  /// shorter than estimated. The container lays out again in the same frame.
  ///
  /// The length is compared with the stack's answer, not with its bounds: a container may give
  /// the stack more or less than it asked for (a frame, a scroll view filling its height), and
  /// that is no reason to measure again. And the stack asks once for each new length, so a
  /// container that measures it across one length and places it across another still settles.
  private func remeasureIfChanged(to length: CGFloat, across crossLength: CGFloat) {
    let answered = answeredLengths[crossLength] ?? lastAnsweredLength
    guard let answered, answered != length else {
      remeasuredLength = nil
      return
    }
    guard remeasuredLength != length else { return }
    remeasuredLength = length
    answeredLengths.removeAll(keepingCapacity: true)
    node?.invalidateLayout()
  }

  // MARK: - What is visible

  /// The nearest scroll view above the stack's view.
  private var enclosingScrollView: UIScrollView? {
    var ancestor = view.superview
    while let current = ancestor {
      if let scrollView = current as? UIScrollView { return scrollView }
      ancestor = current.superview
    }
    return nil
  }

  /// The stretch of the stack along its axis, in its view's coordinates, that shows: what its
  /// scroll view shows of it, or what the outermost view above shows when there is none.
  private func visibleStretch(in bounds: CGRect) -> ClosedRange<CGFloat> {
    let axis = stack.axis
    var clip: UIView? = enclosingScrollView
    if clip == nil {
      var ancestor = view.superview
      while let current = ancestor {
        clip = current
        ancestor = current.superview
      }
    }
    let visible = clip.map { $0.convert($0.bounds, to: view) } ?? bounds
    let lower = axis == .vertical ? visible.minY : visible.minX
    let upper = axis == .vertical ? visible.maxY : visible.maxX
    return lower...max(lower, upper)
  }

  /// The stretch to build rows for: the visible one, and half of its length again each way
  /// (at least four points), so that a short scroll finds its rows built.
  private func buildStretch(in bounds: CGRect) -> ClosedRange<CGFloat> {
    let visible = visibleStretch(in: bounds)
    let margin = max(4, ((visible.upperBound - visible.lowerBound) / 2).rounded(.up))
    return (visible.lowerBound - margin)...(visible.upperBound + margin)
  }

  /// The scroll view moved: the stack is placed again if what shows now goes beyond the rows
  /// built.
  func visibleRegionDidChange() {
    guard let node, node.isMounted, let builtStretch, let rect = placedRect else { return }
    let visible = visibleStretch(in: CGRect(origin: .zero, size: rect.size))
    guard visible.lowerBound < builtStretch.lowerBound || visible.upperBound > builtStretch.upperBound else {
      return
    }
    self.builtStretch = nil
    node.invalidateLayout()
    // NB: Through the host, which asks its view for a layout; the graph's view may be going away.
    node.graph.requestFlush()
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  fileprivate subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
