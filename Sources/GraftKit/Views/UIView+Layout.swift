import Foundation

/// The priority of a layout preference, such as how much a view resists growing or shrinking.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// The namespace of UIKit's layout axes.
///
/// Graft lays views out by frame and has no constraints, so this type exists only for its
/// ``Axis``, which the hugging and compression-resistance APIs take.
public enum NSLayoutConstraint {
  /// A layout axis.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

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
