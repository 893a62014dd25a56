import Foundation

/// What a view that takes part in Auto Layout keeps: made the first time the view is
/// constrained, holds constraints or a guide, or changes an Auto Layout setting, and kept with
/// what few views set (UIView+RarelySet.swift), so a frame-only view carries none of it.
@MainActor
final class AutoLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints the view holds: ``UIView/constraints``.
  var constraints: [NSLayoutConstraint] = []
  /// The active constraints that name the view or one of its guides, wherever they are held.
  var referencing: [NSLayoutConstraint] = []
  /// The view's variables in its root's engine.
  var record: ItemRecord?
  /// The engine of the hierarchy this view is the root of.
  var engine: LayoutEngine?
  /// Whether some subview takes its frame from the engine, so ``UIView/layoutSubviews()``
  /// must ask it.
  var positionsSubviews = false
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaLayoutGuide: UILayoutGuide?
  var layoutMarginsGuide: UILayoutGuide?
  var readableContentGuide: UILayoutGuide?
  var contentLayoutGuide: UILayoutGuide?
  var frameLayoutGuide: UILayoutGuide?
  var layoutMargins: NSDirectionalEdgeInsets?
  var needsUpdateConstraints = false
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true

  /// Every guide the engine may have a record for.
  var allGuides: [UILayoutGuide] {
    layoutGuides
      + [safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide, contentLayoutGuide, frameLayoutGuide]
      .compactMap { $0 }
  }
}
