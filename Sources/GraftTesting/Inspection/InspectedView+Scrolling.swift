import Foundation

extension InspectedView where Backing: UIScrollView {
  /// Scrolls to `offset`, as a user turns the mouse wheel over the scroll view, and checks
  /// that the content got there.
  ///
  /// ```swift
  /// let list = try host.find(UIScrollView.self)
  /// try list.scroll(to: CGPoint(x: 0, y: 10))
  /// #expect(list.uiView.contentOffset.y == 10)
  /// ```
  ///
  /// The wheel goes where a real one goes: to the innermost scroll view under the pointer that
  /// can still move, so a nested scroll view at the centre takes it first.
  ///
  /// - Throws: ``InspectionError/unreachable(_:action:reason:)`` when a user could not point
  ///   at the scroll view; ``InspectionError/actionFailed(_:action:reason:)`` when the content
  ///   stopped short, because it ends before `offset`.
  public func scroll(
    to offset: CGPoint, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) { try scrollNow(to: offset) }
  }

  /// Scrolls the view with identity (or accessibility identifier) `id` into sight, with the
  /// semantics of `ScrollViewProxy.scrollTo(_:anchor:)`, but as a user's wheel does.
  ///
  /// With a `nil` anchor the content moves the least that shows the whole view, and not at
  /// all if it is visible; with an anchor, that point of the view lines up with the same point
  /// of the visible area, as far as the content allows.
  ///
  /// ```swift
  /// try host.find(UIScrollView.self).scroll(toViewWithId: 25, anchor: .top)
  /// #expect(host.screen.hasPrefix("Row 25"))
  /// ```
  ///
  /// - Throws: ``InspectionError/notFound(_:searched:)`` when no view inside has the id.
  public func scroll<ID: Hashable>(
    toViewWithId id: ID, anchor: UnitPoint? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let target = try find(viewWithId: id)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    try host.performThrowing(at: site) {
      try scrollNow(to: offset(showing: target.element, anchor: anchor))
    }
  }

  private func scrollNow(to offset: CGPoint) throws {
    let start = uiView.contentOffset
    guard offset != start else { return }
    let point = try touchPoint(for: "scroll")
    host.window.sendScroll(by: CGPoint(x: offset.x - start.x, y: offset.y - start.y), at: point)
    let reached = uiView.contentOffset
    guard reached == offset else {
      throw actionFailed(
        "scroll", "it stopped at \(Self.describe(reached)) instead of \(Self.describe(offset))")
    }
  }

  /// The offset that shows `target` as `ScrollViewProxy` would, within the offsets a user can
  /// scroll to.
  private func offset(showing target: Element, anchor: UnitPoint?) -> CGPoint {
    let frames = target.views.map { $0.convert($0.bounds, to: uiView) }
    guard var frame = frames.first else { return uiView.contentOffset }
    for other in frames.dropFirst() { frame = frame.union(other) }
    let visible = uiView.bounds
    var offset = visible.origin
    if let anchor {
      offset.x = (frame.minX + (frame.width - visible.width) * anchor.x).rounded(.down)
      offset.y = (frame.minY + (frame.height - visible.height) * anchor.y).rounded(.down)
    } else {
      func least(_ start: CGFloat, _ length: CGFloat, _ shownStart: CGFloat, _ shown: CGFloat)
        -> CGFloat
      {
        if start < shownStart { return start }
        if start + length > shownStart + shown { return min(start, start + length - shown) }
        return shownStart
      }
      offset.x = least(frame.minX, frame.width, visible.minX, visible.width)
      offset.y = least(frame.minY, frame.height, visible.minY, visible.height)
    }
    let inset = uiView.adjustedContentInset
    let content = uiView.contentSize
    let maximum = CGPoint(
      x: max(-inset.left, content.width + inset.right - visible.width),
      y: max(-inset.top, content.height + inset.bottom - visible.height))
    return CGPoint(
      x: min(max(offset.x, -inset.left), maximum.x), y: min(max(offset.y, -inset.top), maximum.y))
  }
}
