public import Foundation

extension UIView {
  // MARK: - Converting coordinates

  /// Converts a point from this view's coordinates to `view`'s, or to the window's when `view`
  /// is `nil`.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let base = pointInBase(point)
    guard let view else { return base }
    return view.pointFromBase(base)
  }

  /// Converts a point from `view`'s coordinates, or the window's when `view` is `nil`, to this
  /// view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromBase(view?.pointInBase(point) ?? point)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s, or to the window's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s coordinates, or the window's, to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The point in the coordinates of the root of this view's hierarchy, usually its window.
  private func pointInBase(_ point: CGPoint) -> CGPoint {
    var point = point
    var view = self
    while let superview = view.superview {
      point.x += view.frame.minX - view.bounds.minX
      point.y += view.frame.minY - view.bounds.minY
      view = superview
    }
    return point
  }

  private func pointFromBase(_ point: CGPoint) -> CGPoint {
    var point = point
    var view = self
    while let superview = view.superview {
      point.x -= view.frame.minX - view.bounds.minX
      point.y -= view.frame.minY - view.bounds.minY
      view = superview
    }
    return point
  }

  // MARK: - Hit-testing

}
