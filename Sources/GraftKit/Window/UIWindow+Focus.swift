import Foundation

extension UIWindow {
  /// Moves focus to the next focusable view in reading order, or the previous one, wrapping
  /// around.
  package func moveFocus(forward: Bool) {
    let candidates = focusableViews()
    guard !candidates.isEmpty else { return }
    let current = focusedView.flatMap { view in candidates.firstIndex { $0 === view } }
    let next: Int =
      if let current {
        (current + (forward ? 1 : candidates.count - 1)) % candidates.count
      } else {
        forward ? 0 : candidates.count - 1
      }
    setFocus(candidates[next])
  }

  /// Focuses `view`. A view that takes text also becomes the first responder; focusing any
  /// other view ends editing.
  package func setFocus(_ view: UIView?) {
    guard view !== focusedView else { return }
    if let view, view.canBecomeFirstResponder {
      guard view.becomeFirstResponder() else { return }
    } else if let responder = firstResponder as? UIView, responder !== view {
      guard responder.resignFirstResponder() else { return }
    }
    focusedView = view
  }

  /// The views keyboard navigation can reach, in reading order: top to bottom, then left to right.
  package func focusableViews() -> [UIView] {
    var found: [(view: UIView, origin: CGPoint, order: Int)] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
      if view !== self, view.canBecomeFocused {
        found.append((view, view.convert(CGPoint.zero, to: nil), found.count))
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(focusScope)
    return found.sorted {
      ($0.origin.y, $0.origin.x, $0.order) < ($1.origin.y, $1.origin.x, $1.order)
    }.map(\.view)
  }

  /// Drops first-responder status and focus held inside `view`'s subtree, before it leaves the
  /// window or hides.
  package func viewWillLeave(_ view: UIView) {
    if let responder = firstResponder as? UIView, responder.isDescendant(of: view) {
      if !responder.resignFirstResponder() { firstResponder = nil }
    }
    if let focusedView, focusedView.isDescendant(of: view), focusedView !== self {
      self.focusedView = nil
    }
  }

  package func visibilityDidChange() {
    if !isHidden { invalidate(bounds.cellRect) }
    var views: [UIView] = [self]
    while let view = views.popLast() {
      view.owningViewController?.windowVisibilityDidChange()
      views.append(contentsOf: view.subviews)
    }
  }
}
