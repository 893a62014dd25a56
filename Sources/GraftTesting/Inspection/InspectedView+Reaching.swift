import Foundation

// How a user reaches a view: it must be in the window, shown, enabled, take touches, be on
// screen, and be what the window hit-tests at its centre. Actions check all of it first, so a
// view a user could not touch fails the test with the reason instead of silently doing nothing.

extension InspectedView {
  /// The point, in window coordinates, where a user would touch the view to `action` it: the
  /// centre of its visible part.
  ///
  /// - Throws: ``InspectionError/unreachable(_:action:reason:)`` saying what stops a user.
  func touchPoint(for action: String) throws -> CGPoint {
    try checkShown(for: action)
    if let control = uiView as? UIControl, !control.isEnabled {
      throw unreachable(action, "it is disabled")
    }
    var ancestor: UIView? = uiView
    while let view = ancestor {
      guard view.isUserInteractionEnabled else {
        throw unreachable(action, "it does not take touches (user interaction is disabled)")
      }
      ancestor = view.superview
    }
    let point = try visibleCentre(for: action)
    let hit = host.window.hitTest(point, with: nil)
    guard let hit else {
      throw unreachable(action, "nothing takes touches at \(Self.describe(point))")
    }
    guard !hit.isDescendant(of: uiView) else { return point }
    if uiView.isDescendant(of: hit) {
      throw unreachable(
        action, "\(host.label(for: hit)) takes the touch at \(Self.describe(point))")
    }
    throw unreachable(action, "\(host.label(for: hit)) covers it at \(Self.describe(point))")
  }

  /// Checks the view is in the host's window and shown.
  func checkShown(for action: String) throws {
    if let node = element.node, !node.isMounted {
      throw unreachable(action, "it is no longer in the view hierarchy")
    }
    guard uiView.window === host.window else {
      throw unreachable(action, "it is not in the window")
    }
    var ancestor: UIView? = uiView
    while let view = ancestor {
      if view.isHidden { throw unreachable(action, "it is hidden") }
      if view.alpha < 0.01 { throw unreachable(action, "it is transparent (opacity below 0.01)") }
      ancestor = view.superview
    }
  }

  /// The centre of the part of the view that its ancestors leave on screen.
  ///
  /// NB: Hit-testing needs the point inside every ancestor's bounds, clipping or not, so every
  /// ancestor cuts the rectangle down.
  private func visibleCentre(for action: String) throws -> CGPoint {
    var visible = uiView.convert(uiView.bounds, to: nil)
    var ancestor = uiView.superview
    while let view = ancestor {
      visible = visible.intersection(view.convert(view.bounds, to: nil))
      if visible.isNull || visible.width <= 0 || visible.height <= 0 {
        throw unreachable(action, "it is outside \(area(of: view))")
      }
      ancestor = view.superview
    }
    return CGPoint(
      x: visible.minX + (visible.width / 2).rounded(.down),
      y: visible.minY + (visible.height / 2).rounded(.down))
  }

  /// What a user calls the part of the screen `view` shows: the window for the window and the
  /// root hosting view that fills it, else the element it shows.
  private func area(of view: UIView) -> String {
    if view === host.window || (view is HostingView && view.superview === host.window) {
      return "the window"
    }
    if view is HostingView { return "the visible area of its UIHostingController" }
    return "the visible area of \(host.label(for: view))"
  }

  func unreachable(_ action: String, _ reason: String) -> InspectionError {
    .unreachable(description, action: action, reason: reason)
  }

  func actionFailed(_ action: String, _ reason: String) -> InspectionError {
    .actionFailed(description, action: action, reason: reason)
  }

  static func describe(_ point: CGPoint) -> String {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
    return "(\(number(point.x)), \(number(point.y)))"
  }
}

extension ViewHost {
  /// What a user would call the element shown by `view` or its nearest ancestor that shows
  /// one, for messages such as "Text "Busy" covers it".
  func label(for view: UIView) -> String {
    var candidate: UIView? = view
    while let current = candidate, current !== window {
      let found = Element.search(Element.roots(of: window), under: [], firstOnly: true) {
        $0.isShown(by: current)
      }
      if let match = found.first { return match.element.label }
      candidate = current.superview
    }
    return Element.typeName(of: view)
  }
}
