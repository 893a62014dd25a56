import Foundation

// MARK: - What few views set

extension UIView {
  /// The view's hugging and compression-resistance priorities.
  var layoutPriorities: LayoutPriorities {
    get { rarelySet?.layoutPriorities ?? LayoutPriorities() }
    set { rarelySet(makingIf: newValue != LayoutPriorities())?.layoutPriorities = newValue }
  }
  /// Called after ``invalidateIntrinsicContentSize()``, for a host that sizes this view.
  package var intrinsicContentSizeDidChange: (() -> Void)? {
    get { rarelySet?.intrinsicContentSizeDidChange }
    set { rarelySet(makingIf: newValue != nil)?.intrinsicContentSizeDidChange = newValue }
  }
  /// The view controller whose root view this is.
  package var owningViewController: UIViewController? {
    get { rarelySet?.owningViewController }
    set { rarelySet(makingIf: newValue != nil)?.owningViewController = newValue }
  }
  /// What a view with unclipped subviews and its descendants cover, in its bounds' coordinates,
  /// or `nil` when it must be computed again (see UIView+Drawing.swift).
  var cachedSubtreeExtent: CGRect? {
    get { rarelySet?.subtreeExtent }
    set { rarelySet(makingIf: newValue != nil)?.subtreeExtent = newValue }
  }
  /// For a view with many subviews, a pair for each subview of the run ordered from the top
  /// down that starts at the first: its top, and the lowest bottom of it and every subview
  /// before it, in this view's coordinates. Both only grow, so drawing finds the visible
  /// subviews of the run by binary search. `nil` when not computed.
  package var cachedSubviewSpans: [CGFloat]? {
    get { rarelySet?.cachedSubviewSpans }
    set { rarelySet(makingIf: newValue != nil)?.cachedSubviewSpans = newValue }
  }
  /// Called when the view gains or loses focus or first-responder status, for a declarative
  /// host that mirrors focus in its state.
  package var focusStateDidChange: (() -> Void)? {
    get { rarelySet?.focusStateDidChange }
    set { rarelySet(makingIf: newValue != nil)?.focusStateDidChange = newValue }
  }
  /// The origin of ``bounds``: other than zero only in views that scroll their content.
  var boundsOrigin: CGPoint {
    get { rarelySet?.boundsOrigin ?? .zero }
    set { rarelySet(makingIf: newValue != .zero)?.boundsOrigin = newValue }
  }
  /// ``alpha``, kept with what few views set: most views are fully opaque.
  var storedAlpha: CGFloat {
    get { rarelySet?.alpha ?? 1 }
    set { rarelySet(makingIf: newValue != 1)?.alpha = newValue }
  }
  /// ``autoresizingMask``, kept with what few views set: most views never resize with their
  /// superview.
  var storedAutoresizingMask: AutoresizingMask {
    get { rarelySet?.autoresizingMask ?? [] }
    set { rarelySet(makingIf: newValue != [])?.autoresizingMask = newValue }
  }
  /// What most views never set, kept apart so that each of them carries one pointer for all of
  /// it instead of every field: a list has a label or two in every row. What only views with
  /// subviews need is here too.
  final class RarelySet {
    var boundsOrigin = CGPoint.zero
    var alpha: CGFloat = 1
    var autoresizingMask: AutoresizingMask = []
    var tag = 0
    var layoutPriorities = LayoutPriorities()
    var subtreeExtent: CGRect?
    var pendingLayoutSubviews: [UIView] = []
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    var tintColor: UIColor?
    var intrinsicContentSizeDidChange: (() -> Void)?
    weak var owningViewController: UIViewController?
    var cachedSubviewSpans: [CGFloat]?
    var accessibility: AccessibilityProperties?
    var focusStateDidChange: (() -> Void)?
    /// The view's layer, once asked for (UIView+Layer.swift).
    var layer: CALayer?
    /// The view's style override and trait-change registrations (UIView+Traits.swift).
    var traits: TraitState?
    var adjustsFontForContentSizeCategory = false
    /// The interactions added to the view (UIInteraction.swift).
    var interactions: [any UIInteraction] = []
    /// The outline the view's drawing is clipped to (UIView+ClipOutline.swift).
    var clipOutline: ClipOutline?

    var autoLayout: AutoLayoutState?
    /// Whether this view or a descendant ever took part in Auto Layout, so a hierarchy change
    /// knows whether to look for constraints below the view that moved.
    var autoLayoutInSubtree = false

    deinit {
      // NB: The layer may outlive its view; it must not keep pointing at it.
      layer?.viewReference = nil
    }
  }

  /// The view's Auto Layout state, made first when `creating`.
  func autoLayout(creating: Bool) -> AutoLayoutState? {
    if let state = rarelySet?.autoLayout { return state }
    guard creating else { return nil }
    let state = AutoLayoutState()
    rarelySet(makingIf: true)!.autoLayout = state
    markAutoLayoutInSubtree()
    return state
  }

  /// Marks this view and its ancestors as having Auto Layout below them.
  func markAutoLayoutInSubtree() {
    var view: UIView? = self
    while let current = view, current.rarelySet?.autoLayoutInSubtree != true {
      current.rarelySet(makingIf: true)!.autoLayoutInSubtree = true
      view = current.superview
    }
  }

  /// Adds `subview` to the subviews through which a descendant needs layout, so a view with many
  /// subviews lays out the few that need it without visiting the rest (see
  /// ``layoutIfNeeded()``).
  func addPendingLayoutSubview(_ subview: UIView) {
    rarelySet(makingIf: true)!.pendingLayoutSubviews.append(subview)
  }

  /// The subviews added by ``addPendingLayoutSubview(_:)`` since last taken, in order.
  func takePendingLayoutSubviews() -> [UIView] {
    guard let rarelySet, !rarelySet.pendingLayoutSubviews.isEmpty else { return [] }
    // NB: Emptied, not cleared keeping its capacity: the caller shares the buffer, so keeping
    // the capacity would copy it (20,000 entries after building a long list).
    defer { rarelySet.pendingLayoutSubviews = [] }
    return rarelySet.pendingLayoutSubviews
  }

  /// ``RarelySet``, made first when `needed`: setting a field to its default never makes it.
  func rarelySet(makingIf needed: Bool) -> RarelySet? {
    if let rarelySet { return rarelySet }
    guard needed else { return nil }
    let made = RarelySet()
    rarelySet = made
    return made
  }
}
