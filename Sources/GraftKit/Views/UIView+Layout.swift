import Foundation

extension UIView {
  // MARK: - Layout passes

  /// Marks this view's ancestors as having a descendant that needs layout, and tells the window.
  package func propagateNeedsLayout() {
    var child = self
    var ancestor = superview
    while let view = ancestor {
      if !child.isPendingLayoutInSuperview {
        child.isPendingLayoutInSuperview = true
        view.addPendingLayoutSubview(child)
      }
      if view.subtreeNeedsLayout { break }
      view.subtreeNeedsLayout = true
      child = view
      ancestor = view.superview
    }
    // NB: A window that is laying out will reach this view in the same pass.
    if let window = hostWindow, !window.isInLayoutPass { window.setNeedsUpdate() }
  }

  // MARK: - Sizing

  // MARK: - Priorities

  /// How strongly the view resists growing beyond its intrinsic size along `axis`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutPriorities.hugging[axis.rawValue]
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    guard layoutPriorities.hugging[axis.rawValue] != priority else { return }
    layoutPriorities.hugging[axis.rawValue] = priority
    superview?.setNeedsLayout()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`.
  public func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    layoutPriorities.compressionResistance[axis.rawValue]
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    guard layoutPriorities.compressionResistance[axis.rawValue] != priority else { return }
    layoutPriorities.compressionResistance[axis.rawValue] = priority
    superview?.setNeedsLayout()
  }
}

/// A view's hugging and compression-resistance priorities, with UIKit's defaults, indexed by
/// `NSLayoutConstraint.Axis.rawValue`.
///
/// NB: Inline, not arrays: every view has them, and two arrays would be two allocations a view.
package struct LayoutPriorities: Equatable {
  package var hugging: InlineArray<2, UILayoutPriority> = [.defaultLow, .defaultLow]
  package var compressionResistance: InlineArray<2, UILayoutPriority> = [.defaultHigh, .defaultHigh]

  package static func == (lhs: LayoutPriorities, rhs: LayoutPriorities) -> Bool {
    lhs.hugging[0] == rhs.hugging[0] && lhs.hugging[1] == rhs.hugging[1]
      && lhs.compressionResistance[0] == rhs.compressionResistance[0]
      && lhs.compressionResistance[1] == rhs.compressionResistance[1]
  }
}
