package import Foundation
package import GraftGraphics

extension UIWindow {
  /// Farther than any terminal reaches, in cells, and well within `Int`.
  private static let farthestCell: CGFloat = 1_000_000_000

  /// Counts of the window's rendering work.
  package struct RenderCounters {
    /// Calls of ``render()``.
    package var renders = 0
    /// Damaged regions drawn.
    package var regionsDrawn = 0
    /// Views the drawing walk visited.
    package var viewsVisited = 0
  }

  /// Marks cells, in window coordinates, to be drawn again in the next frame.
  package func invalidate(_ region: CellRect) {
    let region = region.intersection(bounds.cellRect)
    guard !region.isEmpty else { return }
    if let index = damage.firstIndex(where: { $0.intersects(region) || $0 == region }) {
      damage[index] = damage[index].union(region)
    } else {
      damage.append(region)
    }
    setNeedsUpdate()
  }

  /// Tells the host that the window needs a new frame.
  package func setNeedsUpdate() {
    guard !updateScheduled else { return }
    updateScheduled = true
    needsUpdateHandler?()
  }

  /// Lays out what needs layout and redraws what changed, returning the window's cells.
  ///
  /// Only views that intersect a damaged region draw; everything else keeps the cells it drew
  /// in an earlier frame.
  @discardableResult
  package func render() -> CellBuffer {
    renderCounters.renders += 1
    updateScheduled = false
    layoutIfNeeded()
    let size = bounds.cellRect
    if context == nil || context?.buffer.width != size.width
      || context?.buffer.height != size.height
    {
      if let context {
        context.resize(width: size.width, height: size.height)
      } else {
        context = CGContext(width: size.width, height: size.height)
      }
      damage = [CellRect(x: 0, y: 0, width: size.width, height: size.height)]
    }
    guard let context else { return CellBuffer(width: 0, height: 0) }
    let regions = damage
    damage.removeAll()
    updateScheduled = false
    guard !isHidden else { return context.buffer }
    for region in regions {
      renderCounters.regionsDrawn += 1
      context.origin = (0, 0)
      context.clip = region.intersection(context.buffer.bounds)
      context.clear(CGRect(region))
      draw(self, at: (-Int(bounds.minX), -Int(bounds.minY)), clip: context.clip, in: context)
    }
    if !damage.isEmpty {
      // NB: A view invalidated while drawing; ask the host again now that this frame is done,
      // since a request made during the frame may have been folded into it.
      updateScheduled = false
      setNeedsUpdate()
    }
    return context.buffer
  }

  private func draw(
    _ view: UIView, at origin: (x: Int, y: Int), clip: CellRect, inheritedAlpha: CGFloat = 1,
    in context: CGContext
  ) {
    // NB: A shape clip (`clipShape`, a layer's mask) takes the cells the view can reach as they
    // were, and afterwards brings back those outside the shape; most views have none.
    if view.rarelySet != nil, !view.isHidden, let shapeClip = view.shapeClip(at: origin) {
      let region = (coveredCells(of: view, at: origin) ?? clip).intersection(clip)
      guard !region.isEmpty else { return }
      let snapshot = context.buffer.snapshot(of: region)
      drawClipped(view, at: origin, clip: clip, inheritedAlpha: inheritedAlpha, in: context)
      context.buffer.keep(inside: shapeClip, since: snapshot, unicode: context.usesUnicodeGraphics)
    } else {
      drawClipped(view, at: origin, clip: clip, inheritedAlpha: inheritedAlpha, in: context)
    }
  }

  private func drawClipped(
    _ view: UIView, at origin: (x: Int, y: Int), clip: CellRect, inheritedAlpha: CGFloat, in context: CGContext
  ) {
    // NB: Dynamic colours resolve with `UITraitCollection.current`, which is the screen's
    // unless a view overrides its style: only such a view's subtree draws with its traits.
    if view.ownOverriddenStyle != nil {
      view.traitCollection.performAsCurrent {
        drawView(view, at: origin, clip: clip, inheritedAlpha: inheritedAlpha, in: context)
      }
    } else {
      drawView(view, at: origin, clip: clip, inheritedAlpha: inheritedAlpha, in: context)
    }
  }

  private func drawView(
    _ view: UIView, at origin: (x: Int, y: Int), clip: CellRect, inheritedAlpha: CGFloat,
    in context: CGContext
  ) {
    renderCounters.viewsVisited += 1
    guard !view.isHidden, view.alpha >= 0.01 else { return }
    // NB: Nothing the view or its descendants draw lies outside its extent, so a subtree that
    // misses the damaged region is skipped whole: a change in one row of a long list draws the
    // visible rows, not all of them.
    if let covered = coveredCells(of: view, at: origin) {
      guard covered.intersects(clip) else { return }
    }
    let alpha = inheritedAlpha * view.alpha
    let frame = CellRect(
      x: origin.x + Int(view.bounds.minX.rounded()), y: origin.y + Int(view.bounds.minY.rounded()),
      width: view.bounds.cellRect.width, height: view.bounds.cellRect.height)
    let visible = frame.intersection(clip)
    // NB: Only a view whose layer something asked for has one; the rest draw as before.
    let layer = view.layerIfMade
    if let layer { layer.drawBeneathView(frame: frame, clip: clip, alpha: alpha, in: context) }
    if !visible.isEmpty {
      context.begin(origin: origin, clip: visible)
      // NB: The same style as `inheritedTextStyle`, with the alpha carried down instead of
      // recomputed from every ancestor.
      var style = TextStyle.plain
      if alpha < 0.6 { style.attributes.insert(.dim) }
      context.baseTextStyle = style
      if layer == nil, let background = view.backgroundColor {
        context.fillColor = background
        context.fill(view.bounds)
      }
      context.fillColor = nil
      context.drawnView = view
      withCurrentContext(context) { view.draw(CGRect(visible).offsetBy(dx: CGFloat(-origin.x), dy: CGFloat(-origin.y))) }
      context.drawnView = nil
    }
    if let layer { layer.drawOverView(origin: origin, frame: frame, clip: clip, alpha: alpha, in: context) }
    defer { if let layer, layer.drawsBorder { layer.drawBorder(frame: frame, clip: clip, in: context) } }
    let childClip = view.clipsToBounds ? visible : clip
    guard !childClip.isEmpty || !view.clipsToBounds else { return }
    let subviews = view.subviews
    var reached = subviews.indices
    var rest = subviews.endIndex..<subviews.endIndex
    if let spans = view.orderedSubviewSpans {
      // NB: Subviews ordered from the top down: the first that can reach the clip's rows is
      // the first whose running lowest bottom does, and the last is the last that starts above
      // the clip's bottom. Subviews after the ordered ones (a scroll view's indicators, in
      // front) are always visited.
      let ordered = spans.count / 2
      let top = CGFloat(childClip.minY - origin.y)
      let bottom = CGFloat(childClip.maxY - origin.y)
      var low = 0
      var high = ordered
      while low < high {
        let middle = (low + high) / 2
        if spans[middle * 2 + 1] + 1 <= top { low = middle + 1 } else { high = middle }
      }
      var end = low
      while end < ordered, spans[end * 2] - 1 < bottom { end += 1 }
      reached = low..<end
      rest = ordered..<subviews.endIndex
    }
    func drawSubviews(_ range: Range<Int>) {
      for subview in subviews[range] {
        // NB: A view placed at no cell a terminal has (a `CGRect.null` frame, NaN, or a
        // coordinate beyond any screen) shows nowhere, and its cell offset cannot be an `Int`.
        let x = (subview.frame.minX - subview.bounds.minX).rounded()
        let y = (subview.frame.minY - subview.bounds.minY).rounded()
        guard abs(x) < Self.farthestCell, abs(y) < Self.farthestCell else { continue }
        let subviewOrigin = (x: origin.x + Int(x), y: origin.y + Int(y))
        draw(subview, at: subviewOrigin, clip: childClip, inheritedAlpha: alpha, in: context)
      }
    }
    drawSubviews(reached)
    drawSubviews(rest)
  }

  /// The cells `view` and its subtree can draw in when its bounds' origin lies at `origin`, or
  /// `nil` when its extent is unbounded.
  private func coveredCells(of view: UIView, at origin: (x: Int, y: Int)) -> CellRect? {
    let extent = view.subtreeExtent
    guard !extent.isNull, extent.minX > -1e9, extent.minY > -1e9, extent.maxX < 1e9, extent.maxY < 1e9 else {
      return nil
    }
    return CellRect(
      x: origin.x + Int(extent.minX.rounded(.down)), y: origin.y + Int(extent.minY.rounded(.down)),
      width: Int(extent.maxX.rounded(.up)) - Int(extent.minX.rounded(.down)),
      height: Int(extent.maxY.rounded(.up)) - Int(extent.minY.rounded(.down)))
  }

  /// Where the terminal's cursor should blink: the caret of the first responder, if it has one.
  package var caretLocation: (x: Int, y: Int)? {
    guard let responder = firstResponder as? UIView, responder.isVisibleInHierarchy,
      let caret = (responder as? any CaretProviding)?.caretRect
    else { return nil }
    let point = responder.convert(caret.origin, to: nil).cell
    guard bounds.cellRect.contains(x: point.x, y: point.y) else { return nil }
    return point
  }
}

/// A view that shows a text caret.
@MainActor
package protocol CaretProviding: AnyObject {
  /// The caret's rectangle in the view's coordinates, or `nil` when it shows none.
  var caretRect: CGRect? { get }
}
