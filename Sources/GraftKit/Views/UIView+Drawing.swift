package import Foundation
package import GraftGraphics

extension UIView {
  /// The style text starts from when this view draws: the label colour, dimmed when the view is
  /// faint.
  package var inheritedTextStyle: TextStyle {
    // NB: While the window draws this view, it has worked the style out already, carrying the
    // alpha down instead of walking every ancestor.
    if let context = UIGraphicsGetCurrentContext(), context.drawnView === self { return context.baseTextStyle }
    var style = TextStyle.plain
    if effectiveAlpha < 0.6 { style.attributes.insert(.dim) }
    return style
  }

  /// The product of this view's alpha and its ancestors'.
  package var effectiveAlpha: CGFloat {
    var alpha = self.alpha
    var ancestor = superview
    while let view = ancestor {
      alpha *= view.alpha
      ancestor = view.superview
    }
    return alpha
  }

  /// Whether the view and all its ancestors are visible.
  package var isVisibleInHierarchy: Bool {
    var view: UIView? = self
    while let current = view {
      if current.isHidden || current.alpha < 0.01 { return false }
      view = current.superview
    }
    return true
  }

  /// Invalidates every cell the view and its unclipped descendants cover, so that moving,
  /// hiding or removing the view repaints what was beneath it.
  package func invalidateDisplayedRegion(force: Bool = false) {
    guard force || !isHidden, let window = hostWindow else { return }
    let region = displayedRegion(in: window)
    if !region.isEmpty { window.invalidate(region) }
  }

  private func displayedRegion(in window: UIWindow) -> CellRect {
    if self === window { return bounds.cellRect }
    // NB: A view not laid out yet covers nothing, wherever it is; no need to find where.
    let extent = subtreeExtent
    return extent.isEmpty ? CellRect.zero : convert(extent, to: nil).cellRect
  }

  /// The rectangle the view and its visible, unclipped descendants cover, in the view's own
  /// (bounds) coordinates.
  ///
  /// Cached: a change of frame, bounds, visibility, clipping or subviews clears it here and in
  /// every ancestor, so drawing can skip a whole subtree whose extent misses the damaged region,
  /// and invalidating a moved view costs one conversion instead of one per descendant. Only a
  /// view with unclipped subviews keeps it: any other view's is its bounds, and a change to them
  /// starts the clearing at its superview.
  package var subtreeExtent: CGRect {
    if clipsToBounds { return bounds }
    // NB: A layer's shadow and sublayers may reach past the bounds; most views have no layer.
    let own = rarelySet?.layer?.drawnExtent ?? bounds
    if subviews.isEmpty { return own }
    if let cachedSubtreeExtent { return cachedSubtreeExtent }
    var extent = own
    for subview in subviews where !subview.isHidden {
      let offset = CGPoint(
        x: subview.frame.minX - subview.bounds.minX, y: subview.frame.minY - subview.bounds.minY)
      extent = extent.union(subview.subtreeExtent.offsetBy(dx: offset.x, dy: offset.y))
    }
    cachedSubtreeExtent = extent
    return extent
  }

  /// Forgets the cached extent of this view and of the ancestors whose extent includes it.
  package func invalidateSubtreeExtent() {
    cachedSubtreeExtent = nil
    cachedSubviewSpans = nil
    superview?.cachedSubviewSpans = nil
    var ancestor = superview
    // NB: An ancestor with no cached extent has none above it either that depends on this view:
    // extents are computed from the bottom up, and one that clips keeps none, its extent being
    // its bounds whatever is inside it.
    while let view = ancestor, view.cachedSubtreeExtent != nil {
      view.cachedSubtreeExtent = nil
      view.superview?.cachedSubviewSpans = nil
      ancestor = view.superview
    }
  }

  /// The vertical spans (see ``cachedSubviewSpans``) of the subviews ordered from the top down,
  /// from the first on; `nil` when the subviews are few or hardly any are so ordered.
  ///
  /// Subviews side by side on one line (the views of a row in a horizontal stack) count as
  /// ordered: what matters is that no subview starts above the one before it. The spans stop at
  /// the first subview that does; that one and those after it are not covered.
  package var orderedSubviewSpans: [CGFloat]? {
    guard subviews.count >= UIView.subviewCountForPendingLayout else { return nil }
    if cachedSubviewSpans == nil {
      var spans: [CGFloat] = []
      spans.reserveCapacity(subviews.count * 2)
      var lastTop = -CGFloat.infinity
      var lowestBottom = -CGFloat.infinity
      for subview in subviews {
        guard !subview.isHidden else {
          spans.append(lastTop)
          spans.append(lowestBottom)
          continue
        }
        let extent = subview.subtreeExtent
        let dy = subview.frame.minY - subview.bounds.minY
        let (top, end) = (extent.minY + dy, extent.maxY + dy)
        guard top >= lastTop, top.isFinite, end.isFinite else { break }
        lastTop = top
        lowestBottom = max(lowestBottom, end)
        spans.append(top)
        spans.append(lowestBottom)
      }
      cachedSubviewSpans = spans
    }
    // NB: A short ordered run is not worth a search.
    return cachedSubviewSpans!.count / 2 < UIView.subviewCountForPendingLayout ? nil : cachedSubviewSpans
  }

  /// Called when ``isHidden`` changes, so the window can drop focus and appearance can update.
  package func hiddenDidChange() {
    if let window = self as? UIWindow { window.visibilityDidChange() }
    if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(self) {
      stack.setNeedsLayout()
    }
  }

  /// Gives up focus and first-responder status held anywhere in this view's subtree.
  package func resignFocusInSubtree() {
    hostWindow?.viewWillLeave(self)
  }
}
