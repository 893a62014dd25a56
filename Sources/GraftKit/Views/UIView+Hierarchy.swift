public import Foundation

extension UIView {
  /// The window the view is in, or `nil` when it is not in one.
  public var window: UIWindow? {
    superview?.hostWindow
  }

  /// This view and every view below it that is a `T`, depth first, in subview order: what
  /// hosts, inspectors and tests look views up with.
  package func descendants<T: UIView>(ofType type: T.Type) -> [T] {
    var found: [T] = []
    func visit(_ view: UIView) {
      if let match = view as? T { found.append(match) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found
  }

  /// Adds a view to the end of the receiver's subviews, so it draws above the others.
  ///
  /// A view already in another superview is removed from it first. Adding a view that is already
  /// a subview moves it to the front.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a subview at `index` in the subviews array; indices past the end append.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view.superview === self {
      guard let current = subviews.firstIndex(of: view) else { return }
      let target = min(max(0, index), subviews.count - 1)
      guard current != target else { return }
      changeSubviews { subviews in
        subviews.remove(at: current)
        subviews.insert(view, at: target)
      }
      view.invalidateDisplayedRegion()
      return
    }
    view.move(to: self, at: index)
  }

  /// Inserts a subview directly above another subview.
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(of: siblingSubview) else { return addSubview(view) }
    insertSubview(view, at: view.superview === self && subviewIndex(of: view) < index ? index : index + 1)
  }

  /// Inserts a subview directly below another subview.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(of: siblingSubview) else { return addSubview(view) }
    insertSubview(view, at: view.superview === self && subviewIndex(of: view) < index ? index - 1 : index)
  }

  /// Moves a subview so it draws above its siblings.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count - 1)
  }

  /// Moves a subview so it draws below its siblings.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Exchanges the subviews at two indices.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    changeSubviews { $0.swapAt(index1, index2) }
    subviews[index1].invalidateDisplayedRegion()
    subviews[index2].invalidateDisplayedRegion()
  }

  /// Removes the view from its superview and from its window.
  ///
  /// If the view or one of its descendants is the first responder, it resigns first.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    move(to: nil, at: 0)
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with the given tag, searching the receiver and then its descendants depth
  /// first.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  // MARK: - Hooks

  // MARK: - Moving

  private func subviewIndex(of view: UIView) -> Int {
    subviews.firstIndex(of: view) ?? subviews.count
  }

  private func move(to newSuperview: UIView?, at index: Int) {
    let oldSuperview = superview
    let oldWindow = window
    let newWindow = newSuperview?.hostWindow
    let windowChanges = oldWindow !== newWindow

    oldSuperview?.willRemoveSubview(self)
    willMove(toSuperview: newSuperview)
    if windowChanges { propagateWillMove(toWindow: newWindow) }
    if let oldWindow, windowChanges { oldWindow.viewWillLeave(self) }

    invalidateDisplayedRegion()
    oldSuperview?.changeSubviews { $0.removeAll { $0 === self } }
    oldSuperview?.invalidateSubtreeExtent()
    superview = newSuperview
    if windowChanges { setHostWindow(newWindow) }
    // NB: An entry in the old superview's pending list is skipped there once it moved.
    isPendingLayoutInSuperview = false
    if let newSuperview {
      newSuperview.changeSubviews { $0.insert(self, at: min(max(0, index), $0.count)) }
      newSuperview.invalidateSubtreeExtent()
      propagateNeedsLayout()
    }
    invalidateDisplayedRegion()
    if LayoutEngine.isInUse, rarelySet?.autoLayoutInSubtree == true {
      autoLayoutHierarchyDidChange(from: oldSuperview)
    }
    if newSuperview != nil, type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }

    if windowChanges { propagateDidMoveToWindow() }
    didMoveToSuperview()
    newSuperview?.didAddSubview(self)
  }

  private func propagateWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    owningViewController?.viewWillMove(toWindow: newWindow)
    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  private func setHostWindow(_ window: UIWindow?) {
    // NB: A window is its own host, wherever it is.
    guard !(self is UIWindow) else { return }
    hostWindow = window
    for subview in subviews { subview.setHostWindow(window) }
  }

  private func propagateDidMoveToWindow() {
    didMoveToWindow()
    owningViewController?.viewDidMoveToWindow()
    for subview in subviews { subview.propagateDidMoveToWindow() }
  }

  // MARK: - Autoresizing

  /// Options for resizing a view when its superview's bounds change.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the view after its superview's bounds size changed from `oldSize`, following the
  /// view's ``autoresizingMask``.
  public func resizeWithOldSuperviewSize(_ oldSize: CGSize) {
    guard let superview, !autoresizingMask.isEmpty else { return }
    let newSize = superview.bounds.size
    func distribute(
      _ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
      flexible: (lead: Bool, size: Bool, trail: Bool)
    ) -> (lead: CGFloat, size: CGFloat) {
      let parts = [(flexible.lead, lead), (flexible.size, size), (flexible.trail, trail)]
      let flexibleParts = parts.filter(\.0)
      guard !flexibleParts.isEmpty, delta != 0 else { return (lead, size) }
      let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
      func share(_ index: Int) -> CGFloat {
        guard parts[index].0 else { return 0 }
        return total > 0
          ? delta * max(0, parts[index].1) / total : delta / CGFloat(flexibleParts.count)
      }
      return (lead + share(0), max(0, size + share(1)))
    }
    let mask = autoresizingMask
    let horizontal = distribute(
      newSize.width - oldSize.width, lead: frame.minX, size: frame.width,
      trail: oldSize.width - frame.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = distribute(
      newSize.height - oldSize.height, lead: frame.minY, size: frame.height,
      trail: oldSize.height - frame.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    frame = CGRect(x: horizontal.lead, y: vertical.lead, width: horizontal.size, height: vertical.size)
  }
}
