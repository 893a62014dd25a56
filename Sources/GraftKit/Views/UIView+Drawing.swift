package import Foundation
package import GraftGraphics

extension UIView {
  /// The style text starts from when this view draws: the label colour, dimmed when the view is
  /// faint.
  package var inheritedTextStyle: TextStyle {
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
    var region = (self === window ? bounds : convert(bounds, to: nil)).cellRect
    if !clipsToBounds {
      for subview in subviews where !subview.isHidden {
        region = region.union(subview.displayedRegion(in: window))
      }
    }
    return region
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
