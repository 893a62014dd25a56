public import Foundation

extension UIView {
  /// The system spacing between sibling views: one cell.
  static let systemSpacing: CGFloat = 1

  /// The default ``layoutMargins``: one cell at the sides.
  static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

  /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the smallest size.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The target size for ``systemLayoutSizeFitting(_:)`` that asks for the largest size.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  // MARK: - Translating autoresizing masks

  /// Whether the view's frame (and autoresizing mask) is what Auto Layout works from: `true`,
  /// the default for views made in code, keeps the frame code sets; set it to `false` for a
  /// view whose frame constraints should decide.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { rarelySet?.autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayout(creating: true)!.translatesAutoresizingMaskIntoConstraints = newValue
      if let record = rarelySet?.autoLayout?.record { layoutEngineRoot()?.inputStatusMayHaveChanged(record.item as! UIView) }
    }
  }

  // MARK: - Holding constraints

  /// The constraints the view holds: those activated with it as their items' closest common
  /// ancestor, or added with ``addConstraint(_:)``.
  public var constraints: [NSLayoutConstraint] { rarelySet?.autoLayout?.constraints ?? [] }

  /// Adds a constraint to the view, activating it. Its items must be the view or its
  /// descendants (or their guides). Prefer `NSLayoutConstraint.activate(_:)`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder == nil else { return }
    guard let engine = layoutEngineRoot(creating: true) else { return }
    autoLayout(creating: true)!.constraints.append(constraint)
    constraint.holder = self
    for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
      layoutOwner(of: item)?.autoLayout(creating: true)!.referencing.append(constraint)
    }
    engine.install(constraint)
  }

  /// Adds each constraint, as ``addConstraint(_:)`` does.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint the view holds, deactivating it.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self, let state = rarelySet?.autoLayout else { return }
    state.constraints.removeAll { $0 === constraint }
    constraint.holder = nil
    for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
      layoutOwner(of: item)?.rarelySet?.autoLayout?.referencing.removeAll { $0 === constraint }
    }
    constraint.engineState?.engine?.uninstall(constraint)
    constraint.engineState = nil
  }

  /// Removes each constraint, as ``removeConstraint(_:)`` does.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: - Anchors

  /// The view's leading edge: its left, in a terminal.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The view's trailing edge: its right, in a terminal.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The view's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The view's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The baseline of the view's first line of text: the bottom of a label's first row, the
  /// bottom of a view without text.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the view's last line of text: its bottom edge.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  // MARK: - Layout guides

  /// The guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { rarelySet?.autoLayout?.layoutGuides ?? [] }

  /// Adds a layout guide to the view, which becomes its owning view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.kind == .free else { return }
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    let state = autoLayout(creating: true)!
    guard !state.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    state.layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes a layout guide from the view, deactivating the constraints that name it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let state = rarelySet?.autoLayout, state.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    for constraint in state.referencing
    where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
      constraint.holder?.removeConstraint(constraint)
    }
    layoutGuide.record.map { _ in layoutEngineRoot()?.forget(layoutGuide) }
    state.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// The region not covered by bars or other content: in a terminal, the whole bounds.
  public var safeAreaLayoutGuide: UILayoutGuide {
    let state = autoLayout(creating: true)!
    if let guide = state.safeAreaLayoutGuide { return guide }
    let guide = UILayoutGuide(kind: .bounds, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
    state.safeAreaLayoutGuide = guide
    return guide
  }

  /// The safe area's insets from the bounds: always zero in a terminal.
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// The view's bounds inset by its ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    let state = autoLayout(creating: true)!
    if let guide = state.layoutMarginsGuide { return guide }
    let guide = UILayoutGuide(kind: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
    state.layoutMarginsGuide = guide
    return guide
  }

  /// The region where text reads comfortably: the ``layoutMarginsGuide``, since a terminal's
  /// lines are already as wide as the reader chose.
  public var readableContentGuide: UILayoutGuide {
    let state = autoLayout(creating: true)!
    if let guide = state.readableContentGuide { return guide }
    let guide = UILayoutGuide(kind: .readableContent, owner: self, identifier: "UIViewReadableContentGuide")
    state.readableContentGuide = guide
    return guide
  }

  /// Whether the view's margins include its superview's. Stored only: Graft's margins are the
  /// view's own.
  public var preservesSuperviewLayoutMargins: Bool {
    get { rarelySet?.autoLayout?.preservesSuperviewLayoutMargins ?? false }
    set { autoLayout(creating: true)!.preservesSuperviewLayoutMargins = newValue }
  }

  /// Whether the margins are measured from the safe area. With no safe area, this changes
  /// nothing.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { rarelySet?.autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
    set { autoLayout(creating: true)!.insetsLayoutMarginsFromSafeArea = newValue }
  }

  // MARK: - The update-constraints pass

  /// Asks for ``updateConstraints()`` to run in the update pass before the next layout.
  public func setNeedsUpdateConstraints() {
    let state = autoLayout(creating: true)!
    guard !state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = true
    layoutEngineRoot(creating: true)?.needingConstraintUpdate.append(WeakView(view: self))
    setNeedsLayout()
  }

  /// Runs the update-constraints pass now, if any view in the hierarchy asked for it.
  public func updateConstraintsIfNeeded() {
    layoutEngineRoot()?.update()
  }

  /// Whether the view asked for ``updateConstraints()`` and it has not run yet.
  public func needsUpdateConstraints() -> Bool {
    rarelySet?.autoLayout?.needsUpdateConstraints ?? false
  }

  // MARK: - Debugging

  /// Whether the constraints leave the view's frame undetermined: some edge or size could
  /// take another value without breaking a required constraint or costing a preference.
  public var hasAmbiguousLayout: Bool {
    guard let engine = layoutEngineRoot() else { return false }
    engine.update()
    guard let record = rarelySet?.autoLayout?.record, !record.isInput else { return false }
    return record.variables.contains { engine.solver.isAmbiguous($0) }
  }

  /// Moves an ambiguous view to another of its possible frames. Graft's solutions are
  /// deterministic, so this does nothing.
  public func exerciseAmbiguityInLayout() {}

  /// The installed constraints that bear on the view along `axis`: its own, its intrinsic
  /// size's and its autoresizing mask's among them.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let engine = layoutEngineRoot() else { return [] }
    engine.update()
    let horizontal = axis == .horizontal
    return engine.installed.sorted { $0.key < $1.key }.map(\.value).filter { constraint in
      (constraint.firstItem === self || constraint.secondItem === self)
        && constraint.firstAttribute.isHorizontal == horizontal
    }
  }

  // MARK: - Engine plumbing

  /// The view a layout item belongs to: the view itself, or a guide's owning view.
  func layoutOwner(of item: AnyObject) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  /// How many superviews are above the view.
  var depth: Int {
    var count = 0
    var view = superview
    while let current = view {
      count += 1
      view = current.superview
    }
    return count
  }

  /// The engine of the hierarchy the view is in: its root's, made when `creating`.
  func layoutEngineRoot(creating: Bool = false) -> LayoutEngine? {
    var root = self
    while let superview = root.superview { root = superview }
    if let engine = root.rarelySet?.autoLayout?.engine { return engine }
    guard creating else { return nil }
    let engine = LayoutEngine(root: root)
    root.autoLayout(creating: true)!.engine = engine
    return engine
  }

  /// Sets the frames of the subviews the engine places: the default `layoutSubviews()`.
  ///
  /// Only subviews whose solution moved are set again, unless this view itself moved in the
  /// engine, which shifts every frame measured from it.
  func applyConstraintFrames() {
    guard let engine = layoutEngineRoot() else { return }
    engine.update()
    let ownRecord = rarelySet?.autoLayout?.record
    let selfMoved = ownRecord?.hasMoved ?? true
    ownRecord?.hasMoved = false
    for subview in subviews {
      guard let record = subview.rarelySet?.autoLayout?.record, !record.isInput,
        record.needsFrame || selfMoved, let frame = engine.frame(of: record, in: self)
      else { continue }
      record.needsFrame = false
      subview.frame = frame
    }
  }

  func inputFrameDidChange(_ record: ItemRecord) {
    guard let engine = layoutEngineRoot() else { return }
    engine.inputFrameDidChange(self, record)
  }

  func intrinsicSizeDidChange() {
    guard let engine = layoutEngineRoot() else { return }
    engine.intrinsicChanges.append(WeakView(view: self))
  }

  func marginsDidChange() {
    guard let state = rarelySet?.autoLayout, let engine = layoutEngineRoot() else { return }
    for constraint in state.referencing where constraint.engineState != nil {
      engine.uninstallKeepingActive(constraint)
      engine.install(constraint)
    }
  }

  /// After the view moved: constraints between the moved subtree and views it left are
  /// removed, as UIKit removes them, and those held inside it move to the new hierarchy's
  /// engine.
  func autoLayoutHierarchyDidChange(from oldSuperview: UIView?) {
    if superview != nil { markAutoLayoutInSubtree() }
    var views: [UIView] = []
    func collect(_ view: UIView) {
      guard view.rarelySet?.autoLayoutInSubtree == true else { return }
      if view.rarelySet?.autoLayout != nil { views.append(view) }
      for subview in view.subviews { collect(subview) }
    }
    collect(self)
    // Constraints that reach outside the subtree go when the subtree leaves its superview.
    if oldSuperview != nil {
      for view in views {
        for constraint in view.rarelySet?.autoLayout?.referencing ?? []
        where !(constraint.holder?.isDescendant(of: self) ?? true) {
          constraint.holder?.removeConstraint(constraint)
        }
      }
    }
    var held: [NSLayoutConstraint] = []
    for view in views {
      guard let state = view.rarelySet?.autoLayout else { continue }
      for constraint in state.constraints {
        constraint.engineState?.engine?.uninstall(constraint)
        constraint.engineState = nil
        held.append(constraint)
      }
    }
    for view in views {
      if let record = view.rarelySet?.autoLayout?.record { record.engine?.forget(view) }
    }
    // NB: A root that joins a hierarchy hands its engine's waiting work to the new root's.
    if superview != nil, let engine = rarelySet?.autoLayout?.engine {
      rarelySet?.autoLayout?.engine = nil
      let waiting = engine.needingConstraintUpdate
      if !waiting.isEmpty { layoutEngineRoot(creating: true)?.needingConstraintUpdate.append(contentsOf: waiting) }
    }
    guard !held.isEmpty, let engine = layoutEngineRoot(creating: true) else { return }
    for constraint in held { engine.install(constraint) }
    setNeedsLayout()
  }

  // MARK: - Fitting size

  func fittingSize(
    _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine(root: self, fitting: true)
    guard let record = engine.record(for: self) else { return bounds.size }
    var constraintCount = 0
    func installHeld(_ view: UIView) {
      for constraint in view.rarelySet?.autoLayout?.constraints ?? [] {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        guard items.allSatisfy({ layoutOwner(of: $0)?.isDescendant(of: self) == true }) else { continue }
        let copy = NSLayoutConstraint.copy(of: constraint)
        engine.install(copy)
        constraintCount += 1
      }
      for subview in view.subviews where subview.rarelySet?.autoLayoutInSubtree == true { installHeld(subview) }
    }
    if rarelySet?.autoLayoutInSubtree == true { installHeld(self) }
    func clampTarget(_ value: CGFloat) -> CGFloat {
      value.isFinite ? min(max(value, 0), CGFloat(LayoutEngine.coordinateLimit)) : 0
    }
    let width = NSLayoutConstraint(
      first: self, firstAttribute: .width, relation: .equal, second: nil,
      secondAttribute: .notAnAttribute, multiplier: 1, constant: clampTarget(target.width))
    width.priority = horizontal
    let height = NSLayoutConstraint(
      first: self, firstAttribute: .height, relation: .equal, second: nil,
      secondAttribute: .notAnAttribute, multiplier: 1, constant: clampTarget(target.height))
    height.priority = vertical
    engine.install(width)
    engine.install(height)
    engine.applyIntrinsicChanges()
    let rect = engine.snappedRect(of: record)
    return rect.size
  }
}
