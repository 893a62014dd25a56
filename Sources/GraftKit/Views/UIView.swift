public import Foundation

/// An object that manages the content of a rectangular area on screen.
///
/// Views form a tree: each has at most one ``superview`` and any number of ``subviews``. A view
/// draws its own content in ``draw(_:)``, clipped to its bounds, and its subviews draw on top of
/// it, back to front. One point is one terminal cell.
///
/// ```swift
/// final class Badge: UIView {
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     backgroundColor = .systemRed
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@MainActor @preconcurrency
open class UIView: UIResponder, @MainActor CustomStringConvertible {
  /// The absence of an intrinsic metric for a dimension.
  public static let noIntrinsicMetric: CGFloat = -1

  // MARK: - Storage

  private var storedFrame: CGRect
  // NB: Hot open properties keep their values in private storage, and the layout bookkeeping
  // below is internal, not package, so that the compiler drops their run-time exclusivity
  // checks (ARCHITECTURE.md, Conventions). The flags sit side by side, so they share one word
  // instead of padding one each.
  private var storedIsHidden = false
  private var storedClipsToBounds = false
  private var storedIsUserInteractionEnabled = true
  private var storedAutoresizesSubviews = true
  private var storedNeedsLayout = true
  /// Whether some descendant needs layout.
  var subtreeNeedsLayout = false
  /// Whether this view is among its superview's pending layout subviews (see
  /// ``addPendingLayoutSubview(_:)``).
  var isPendingLayoutInSuperview = false
  /// Whether ``layoutIfNeeded()`` is running on this view now.
  var isInLayoutPass = false
  private var storedIsManagedByGraph = false
  private var storedIsOpaque = true
  private var storedContentMode = ContentMode.scaleToFill
  /// The view's parent in the view hierarchy, or `nil` when it has none.
  public internal(set) var superview: UIView? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.map(Unmanaged.passUnretained) }
  }
  /// The window this view is or is in, kept as views move so that finding it is one load
  /// rather than a walk up the superviews.
  package internal(set) var hostWindow: UIWindow? {
    get { hostWindowReference?.takeUnretainedValue() }
    set { hostWindowReference = newValue.map(Unmanaged.passUnretained) }
  }
  // NB: Neither reference is `weak`. Swift gives an object it has ever referenced weakly a side
  // table, and every retain and release of it then takes a slower path: every container view
  // and window would have one, and every load of a weak reference retains its object that
  // way. They are unretained instead, and cleared before their object goes: a view
  // clears its subviews' `superview` in its `deinit`, and a window clears `hostWindow` in the
  // views it holds (UIWindow's `deinit`); a view leaving a superview or window resets both as it
  // moves. A `deinit` compares them as pointers and only writes them: loading a strong reference
  // to an object whose `deinit` is running would retain it again.
  nonisolated(unsafe) private var superviewReference: Unmanaged<UIView>?
  nonisolated(unsafe) var hostWindowReference: Unmanaged<UIWindow>?
  /// Whether a declarative host placed this view, so it may also remove it.
  package var isManagedByGraph: Bool {
    get { storedIsManagedByGraph }
    set { storedIsManagedByGraph = newValue }
  }
  /// Whether ``layoutSubviews()`` must run in the next layout pass. New views need layout.
  package var needsLayout: Bool {
    get { storedNeedsLayout }
    set { storedNeedsLayout = newValue }
  }
  /// The view's subviews, back to front.
  public var subviews: [UIView] { storedSubviews }
  /// ``subviews``, in storage only this file sees and changed only through
  /// ``changeSubviews(_:)`` (ARCHITECTURE.md, Conventions): drawing, layout and hit-testing
  /// read it for every view.
  private var storedSubviews: [UIView] = []

  /// Changes ``subviews`` through `change`, which must only change the array it is given.
  ///
  /// NB: The array is taken out of the view while it changes, so that no access to the storage
  /// lasts across a call (growing an array calls into the standard library): the compiler then
  /// proves every access exclusive and checks none at run time.
  @inline(__always)
  func changeSubviews<Result>(_ change: (inout [UIView]) -> Result) -> Result {
    var subviews: [UIView] = []
    swap(&subviews, &storedSubviews)
    defer { swap(&subviews, &storedSubviews) }
    return change(&subviews)
  }
  /// Options for resizing the view when its superview's bounds change. The default is none.
  open var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set { storedAutoresizingMask = newValue }
  }
  /// Whether the view resizes its subviews when its bounds change. The default is `true`.
  open var autoresizesSubviews: Bool {
    get { storedAutoresizesSubviews }
    set { storedAutoresizesSubviews = newValue }
  }
  /// What few views set, made the first time one does (see UIView+RarelySet.swift).
  var rarelySet: RarelySet?

  // MARK: - Initialisers

  /// Creates a view with the given frame rectangle.
  public init(frame: CGRect) {
    storedFrame = frame.standardized
    super.init()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive. Graft has no archives, so the default returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // NB: Subviews that outlive this view must not keep pointing at it (see `superview`).
    for subview in storedSubviews { subview.superviewReference = nil }
  }

  // MARK: - Geometry

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// Changing the size marks the view as needing layout and resizes autoresizing subviews.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let newFrame = newValue.standardized
      guard newFrame != storedFrame else { return }
      let oldSize = storedFrame.size
      invalidateDisplayedRegion()
      storedFrame = newFrame
      invalidateSubtreeExtent()
      invalidateDisplayedRegion()
      if newFrame.size != oldSize { boundsSizeDidChange(from: oldSize) }
      if let record = rarelySet?.autoLayout?.record, record.isInput { inputFrameDidChange(record) }
    }
  }

  /// The view's rectangle in its own coordinate space.
  ///
  /// Its origin is the point of the view's content shown at the top-left corner; a scroll view
  /// scrolls by moving it.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let newBounds = newValue.standardized
      guard newBounds != bounds else { return }
      let oldSize = storedFrame.size
      // NB: UIKit keeps the centre fixed when the bounds size changes.
      let center = self.center
      boundsOrigin = newBounds.origin
      invalidateSubtreeExtent()
      if newBounds.size != oldSize {
        invalidateDisplayedRegion()
        storedFrame = CGRect(
          x: center.x - newBounds.width / 2, y: center.y - newBounds.height / 2,
          width: newBounds.width, height: newBounds.height)
        invalidateSubtreeExtent()
        boundsSizeDidChange(from: oldSize)
        if let record = rarelySet?.autoLayout?.record, record.isInput { inputFrameDidChange(record) }
      }
      invalidateDisplayedRegion()
    }
  }

  /// The centre of the view's frame, in its superview's coordinate space.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
    }
  }

  private func boundsSizeDidChange(from oldSize: CGSize) {
    setNeedsLayout()
    if autoresizesSubviews {
      for subview in subviews { subview.resizeWithOldSuperviewSize(oldSize) }
    }
  }

  // MARK: - Appearance

  /// The view's background colour; `nil` (the default) paints nothing.
  open var backgroundColor: UIColor? {
    didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
  }

  /// Whether the view is hidden. A hidden view draws nothing and receives no touches.
  open var isHidden: Bool {
    get { storedIsHidden }
    set {
      guard storeIfChanged(newValue, in: &storedIsHidden) else { return }
      superview?.invalidateSubtreeExtent()
      invalidateDisplayedRegion(force: true)
      if newValue { resignFocusInSubtree() }
      hiddenDidChange()
    }
  }

  /// The view's opacity. A view with an alpha below 0.01 draws nothing and receives no touches;
  /// below 0.6, its text draws dim.
  open var alpha: CGFloat {
    get { storedAlpha }
    set { if storeIfChanged(newValue, in: &storedAlpha) { invalidateDisplayedRegion(force: true) } }
  }

  /// Whether the view fills its bounds completely. Graft draws the same either way.
  open var isOpaque: Bool {
    get { storedIsOpaque }
    set { storedIsOpaque = newValue }
  }

  /// Whether subviews are clipped to the view's bounds. The default is `false`.
  open var clipsToBounds: Bool {
    get { storedClipsToBounds }
    set {
      // NB: Both before and after: turning clipping on must repaint what used to overflow.
      invalidateDisplayedRegion(force: true)
      guard storeIfChanged(newValue, in: &storedClipsToBounds) else { return }
      invalidateSubtreeExtent()
      invalidateDisplayedRegion(force: true)
    }
  }

  private var storedTintColor: UIColor? {
    get { rarelySet?.tintColor }
    set { rarelySet(makingIf: newValue != nil)?.tintColor = newValue }
  }

  /// The first non-default tint colour found from this view up its superview chain.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .tintColor }
    set {
      guard storedTintColor != newValue else { return }
      storedTintColor = newValue
      notifyTintColorDidChange()
    }
  }

  /// Called when the view's effective tint colour changes. The default redraws the view.
  open func tintColorDidChange() {
    setNeedsDisplay()
  }

  private func notifyTintColorDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil {
      subview.notifyTintColorDidChange()
    }
  }

  /// An integer that identifies the view; see ``viewWithTag(_:)``.
  open var tag: Int {
    get { rarelySet?.tag ?? 0 }
    set { rarelySet(makingIf: newValue != 0)?.tag = newValue }
  }

  /// Whether touches and key presses reach the view. The default is `true`.
  open var isUserInteractionEnabled: Bool {
    get { storedIsUserInteractionEnabled }
    set { storedIsUserInteractionEnabled = newValue }
  }

  /// A string that identifies the view to tests and automation.
  open var accessibilityIdentifier: String? {
    get { rarelySet?.accessibilityIdentifier }
    set { rarelySet(makingIf: newValue != nil)?.accessibilityIdentifier = newValue }
  }

  /// A short, localised description of the view, read by assistive technology and by tests.
  open var accessibilityLabel: String? {
    get { rarelySet?.accessibilityLabel }
    set { rarelySet(makingIf: newValue != nil)?.accessibilityLabel = newValue }
  }

  // MARK: - Overridable: Accessibility (see UIView+Accessibility.swift)

  /// Whether assistive technology reaches this view as an element. Labels, text views and
  /// controls are elements unless set otherwise; plain views are not.
  open var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? defaultIsAccessibilityElement }
    set { accessibilityProperties(makingIf: true)?.isElement = newValue }
  }

  /// How the element behaves: its class's traits (a button's `.button`) unless set otherwise,
  /// with `.notEnabled` while a control is disabled and `.selected` while it is selected.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { (storedAccessibility?.traits ?? defaultAccessibilityTraits).union(stateAccessibilityTraits) }
    set { accessibilityProperties(makingIf: true)?.traits = newValue }
  }

  /// The element's current value, as assistive technology reads it, such as "50%".
  open var accessibilityValue: String? {
    get { storedAccessibility?.value }
    set { accessibilityProperties(makingIf: newValue != nil)?.value = newValue }
  }

  /// A brief description of what activating the element does.
  open var accessibilityHint: String? {
    get { storedAccessibility?.hint }
    set { accessibilityProperties(makingIf: newValue != nil)?.hint = newValue }
  }

  /// Whether the elements inside this view are hidden from assistive technology.
  open var accessibilityElementsHidden: Bool {
    get { storedAccessibility?.elementsHidden ?? false }
    set { accessibilityProperties(makingIf: newValue)?.elementsHidden = newValue }
  }

  /// The elements inside this view, in the order assistive technology visits them; `nil`
  /// visits the subviews.
  open var accessibilityElements: [Any]? {
    get { storedAccessibility?.elements }
    set { accessibilityProperties(makingIf: newValue != nil)?.elements = newValue }
  }

  /// Whether assistive technology ignores the elements beside this view, as for a modal view.
  open var accessibilityViewIsModal: Bool {
    get { storedAccessibility?.viewIsModal ?? false }
    set { accessibilityProperties(makingIf: newValue)?.viewIsModal = newValue }
  }

  /// Whether assistive technology reads this view's children as a group.
  open var shouldGroupAccessibilityChildren: Bool {
    get { storedAccessibility?.groupsChildren ?? false }
    set { accessibilityProperties(makingIf: newValue)?.groupsChildren = newValue }
  }

  /// Actions assistive technology offers besides activation.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { storedAccessibility?.customActions }
    set { accessibilityProperties(makingIf: newValue != nil)?.customActions = newValue }
  }

  /// The names Voice Control and Full Keyboard Access accept for the element; the label when
  /// none are set.
  open var accessibilityUserInputLabels: [String]! {
    get { storedAccessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
    set { accessibilityProperties(makingIf: newValue != nil)?.userInputLabels = newValue }
  }

  /// Activates the element, as a double tap does under VoiceOver, and says whether it did.
  ///
  /// The default runs the default action a SwiftUI `accessibilityAction` gave the view, else
  /// taps an enabled control, else returns `false`.
  @discardableResult
  open func accessibilityActivate() -> Bool {
    if let handler = accessibilityActivationHandler {
      handler()
      return true
    }
    return activateAsTapped()
  }

  /// Dismisses a modal view or goes back, as the two-finger scrub does under VoiceOver. The
  /// default runs the escape action a SwiftUI `accessibilityAction(.escape)` gave the view.
  @discardableResult
  open func accessibilityPerformEscape() -> Bool {
    guard let handler = accessibilityEscapeHandler else { return false }
    handler()
    return true
  }

  /// Performs the app's most important action, as the two-finger double tap does under
  /// VoiceOver. The default runs the action a SwiftUI `accessibilityAction(.magicTap)` gave the
  /// view.
  @discardableResult
  open func accessibilityPerformMagicTap() -> Bool {
    guard let handler = accessibilityMagicTapHandler else { return false }
    handler()
    return true
  }

  /// How the view arranges its content when its size changes.
  open var contentMode: ContentMode {
    get { storedContentMode }
    set { storedContentMode = newValue }
  }

  /// Options for how a view arranges its content.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  // MARK: - Responder chain

  /// The view controller that owns this view, or else the superview.
  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  package override var responderWindow: UIWindow? { window }

  // MARK: - Overridable: Traits (see UIView+Traits.swift)

  /// The view's traits: the screen's, with the light or dark style of the nearest view or view
  /// controller above (or this one) that overrides it.
  open var traitCollection: UITraitCollection { resolvedTraitCollection }

  /// Called after the view's traits change: when an override above it, or the terminal's
  /// background, changes its style. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The light or dark style this view and its subviews use whatever their environment's is;
  /// `.unspecified` (the default) follows the environment.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { rarelySet?.traits?.overrideUserInterfaceStyle ?? .unspecified }
    set { changeTraits { traitState.overrideUserInterfaceStyle = newValue } }
  }

  // MARK: - Overridable: Hierarchy (see UIView+Hierarchy.swift)

  /// Called before the view moves to a new superview, or to `nil` when it is removed.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view's superview changed.
  open func didMoveToSuperview() {}

  /// Called before the view moves to a new window, or to `nil` when it leaves its window.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view's window changed.
  open func didMoveToWindow() {}

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Overridable: Layout (see UIView+Layout.swift)

  /// Marks the view as needing layout; the next layout pass calls ``layoutSubviews()``.
  open func setNeedsLayout() {
    needsLayout = true
    propagateNeedsLayout()
  }

  /// Lays out the view's subtree now, if any of it needs layout.
  open func layoutIfNeeded() {
    // NB: UIKit's order: the update-constraints pass of the whole hierarchy, then layout. Only
    // the outermost call runs it, and only once some engine exists.
    if LayoutEngine.isInUse, superview?.isInLayoutPass != true { layoutEngineRoot()?.update() }
    guard needsLayout || subtreeNeedsLayout else { return }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      if let owningViewController {
        owningViewController.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController.viewDidLayoutSubviews()
      } else {
        layoutSubviews()
      }
      if let layer = rarelySet?.layer { layoutSublayers(of: layer) }
    }
    // NB: Laying out one subview may invalidate another (a frame set in layoutSubviews); go
    // round again rather than leave it for the next frame, a bounded number of times.
    var rounds = 0
    repeat {
      subtreeNeedsLayout = false
      let pending = takePendingLayoutSubviews()
      for subview in pending { subview.isPendingLayoutInSuperview = false }
      // NB: A view with many subviews (a long list) visits only those on a path to a view that
      // needs layout; a small one visits all, in order, as UIKit does.
      if subviews.count >= UIView.subviewCountForPendingLayout {
        for subview in pending where subview.superview === self { subview.layoutIfNeeded() }
      } else {
        for subview in subviews { subview.layoutIfNeeded() }
      }
      rounds += 1
    } while subtreeNeedsLayout && rounds < 8
  }

  /// From this many subviews on, a layout pass visits only the subviews that asked for it.
  package static let subviewCountForPendingLayout = 64

  /// Lays out subviews. The default sets the frames of the subviews that Auto Layout places
  /// (those that do not translate their autoresizing masks) from the constraints' solution;
  /// autoresizing happens as bounds change. Override it to place subviews by frame, calling
  /// `super` first when constraints are involved.
  open func layoutSubviews() {
    if let state = rarelySet?.autoLayout, state.positionsSubviews { applyConstraintFrames() }
  }

  /// The size that best fits `size`. The default returns the view's current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to the size that best fits its current size, keeping its origin.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The natural size of the view's content; ``noIntrinsicMetric`` in a dimension without one.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout that the view's ``intrinsicContentSize`` changed.
  ///
  /// The superview is marked as needing layout, so a container that sizes its arranged views
  /// from their intrinsic sizes, such as `UIStackView`, lays them out again.
  open func invalidateIntrinsicContentSize() {
    if let record = rarelySet?.autoLayout?.record, !record.isInput { intrinsicSizeDidChange() }
    superview?.setNeedsLayout()
    intrinsicContentSizeDidChange?()
  }

  // MARK: - Overridable: Auto Layout (see UIView+AutoLayout.swift)

  /// Whether the view needs constraint-based layout to work, so its ``updateConstraints()``
  /// runs even before it has constraints. The default is `false`.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Updates the view's constraints before layout. Called, deepest views first, in the update
  /// pass that runs before `layoutSubviews()` for views that asked with
  /// ``setNeedsUpdateConstraints()``. Call `super` last, as UIKit asks; the default does
  /// nothing.
  open func updateConstraints() {}

  /// The size that satisfies the view's constraints and is closest to `targetSize`, which
  /// holds at ``UILayoutPriority/fittingSizeLevel``: pass ``layoutFittingCompressedSize`` for
  /// the smallest, ``layoutFittingExpandedSize`` for the largest.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that satisfies the view's constraints, with its width held to
  /// `targetSize.width` at `horizontalFittingPriority` and its height at
  /// `verticalFittingPriority`: pass `.required` to fix a width and find the height.
  ///
  /// ```swift
  /// let height = cell.systemLayoutSizeFitting(
  ///   CGSize(width: 40, height: 0), withHorizontalFittingPriority: .required,
  ///   verticalFittingPriority: .fittingSizeLevel
  /// ).height
  /// ```
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  /// The rectangle Auto Layout aligns, for a frame: the frame itself, since Graft's views draw
  /// no ornaments outside their content.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }

  /// The frame for an alignment rectangle: the rectangle itself (see ``alignmentRect(forFrame:)``).
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }

  /// The space between the view's edges and its content, for the margin attributes and the
  /// ``layoutMarginsGuide``. The default is one cell on the left and right, none above and
  /// below: UIKit's 8 points would be 8 cells.
  open var layoutMargins: UIEdgeInsets {
    get {
      let margins = directionalLayoutMargins
      return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
    set {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }

  /// ``layoutMargins`` by reading direction; in a terminal, leading is left.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { rarelySet?.autoLayout?.layoutMargins ?? UIView.defaultLayoutMargins }
    set {
      guard newValue != directionalLayoutMargins else { return }
      autoLayout(creating: true)!.layoutMargins = newValue
      layoutMarginsDidChange()
    }
  }

  /// Called when the layout margins change. The default re-installs the constraints that use
  /// them and lays the view out again.
  open func layoutMarginsDidChange() {
    marginsDidChange()
    setNeedsLayout()
  }

  /// Which subviews the view places by frame itself, so their frames are inputs to Auto Layout
  /// whatever they translate: a stack view's arranged views.
  package func arrangesSubviewByFrame(_ subview: UIView) -> Bool { false }

  // MARK: - Overridable: Drawing (see UIView+Drawing.swift)

  /// Draws the view's content within `rect`, in the view's coordinates.
  ///
  /// The background colour is already painted when this runs, and drawing is clipped to the
  /// view's bounds. The default draws nothing. Use ``UIGraphicsGetCurrentContext()`` to reach
  /// the context.
  open func draw(_ rect: CGRect) {}

  /// The class of the view's `layer`: `CALayer`, unless a subclass returns `CAShapeLayer`,
  /// `CAGradientLayer` or `CATextLayer`, whose content then draws as the view's.
  open class var layerClass: AnyClass { CALayer.self }

  /// Lays out the sublayers of the view's layer; runs after ``layoutSubviews()`` when the view
  /// has a layer. Override it to size sublayers to the view's bounds.
  open func layoutSublayers(of layer: CALayer) {}

  /// Marks the whole view as needing to be redrawn in the next frame.
  open func setNeedsDisplay() {
    setNeedsDisplay(bounds)
  }

  /// Marks a rectangle of the view, in its own coordinates, as needing to be redrawn.
  open func setNeedsDisplay(_ invalidRect: CGRect) {
    guard !isHidden, let window = hostWindow else { return }
    window.invalidate(convert(invalidRect, to: nil).cellRect)
  }

  // MARK: - Overridable: HitTesting (see UIView+HitTesting.swift)

  /// The farthest descendant of this view, in front to back order, that contains `point`.
  ///
  /// Hidden views, views with interaction disabled and views with an alpha below 0.01 are
  /// ignored, together with their subviews.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  /// Whether `point`, in this view's coordinates, lies inside the view's bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: - Overridable: Focus (see UIView+Focus.swift)

  /// Whether keyboard navigation can focus this view. The default is `false`; enabled controls
  /// return `true`.
  open var canBecomeFocused: Bool { false }

  /// Whether the view is focused.
  public var isFocused: Bool {
    hostWindow?.focusedView === self
  }

  // MARK: - Description (see UIView+Description.swift)

  /// The key properties that ``description`` lists after the frame, as name–value pairs.
  package var debugProperties: [(String, String)] {
    var properties: [(String, String)] = []
    if tag != 0 { properties.append(("tag", String(tag))) }
    if isHidden { properties.append(("hidden", "YES")) }
    if alpha != 1 { properties.append(("alpha", String(Double(alpha)))) }
    if let backgroundColor { properties.append(("backgroundColor", backgroundColor.description)) }
    if let accessibilityIdentifier { properties.append(("identifier", "'\(accessibilityIdentifier)'")) }
    if !isUserInteractionEnabled { properties.append(("userInteractionEnabled", "NO")) }
    return properties
  }
}

/// Stores `newValue` in `storage` if it differs from what is there, and says whether it did: the
/// setters that keep their value in private storage (see `UIView`'s storage) have work to do
/// only when the value changes.
@inline(__always)
func storeIfChanged<Value: Equatable>(_ newValue: Value, in storage: inout Value) -> Bool {
  guard storage != newValue else { return false }
  storage = newValue
  return true
}
