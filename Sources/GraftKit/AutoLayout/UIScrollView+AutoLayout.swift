import Foundation

extension UIScrollView {
  /// A guide for the scrollable content: constraints between it and the content's views
  /// decide ``contentSize``, its width and height, in the next layout pass.
  ///
  /// ```swift
  /// NSLayoutConstraint.activate([
  ///   column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
  ///   column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
  ///   column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
  /// ])
  /// ```
  public var contentLayoutGuide: UILayoutGuide {
    let state = autoLayout(creating: true)!
    if let guide = state.contentLayoutGuide { return guide }
    let guide = UILayoutGuide(kind: .content, owner: self, identifier: "UIScrollViewContentLayoutGuide")
    state.contentLayoutGuide = guide
    return guide
  }

  /// A guide for the scroll view's own frame, which does not scroll: for content as wide or
  /// tall as the scroll view.
  public var frameLayoutGuide: UILayoutGuide {
    let state = autoLayout(creating: true)!
    if let guide = state.frameLayoutGuide { return guide }
    let guide = UILayoutGuide(kind: .bounds, owner: self, identifier: "UIScrollViewFrameLayoutGuide")
    state.frameLayoutGuide = guide
    return guide
  }

  /// Sets ``contentSize`` from the content layout guide's solved size, when constraints use it.
  func applyContentLayoutGuide() {
    guard let guide = rarelySet?.autoLayout?.contentLayoutGuide, let record = guide.record,
      let engine = layoutEngineRoot()
    else { return }
    engine.update()
    let size = engine.snappedRect(of: record).size
    if contentSize != size { contentSize = size }
  }
}

extension UIView {
  /// Whether constraints inside the view may decide its size: some view in its subtree holds
  /// constraints.
  package var usesConstraintsInside: Bool {
    guard rarelySet?.autoLayoutInSubtree == true else { return false }
    func holds(_ view: UIView) -> Bool {
      if view.rarelySet?.autoLayout?.constraints.isEmpty == false { return true }
      return view.subviews.contains { $0.rarelySet?.autoLayoutInSubtree == true && holds($0) }
    }
    return holds(self)
  }
}
