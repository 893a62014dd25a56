package import Foundation
import GraftGraphics

/// An outline that a view's drawing, its layer's and its subviews' are clipped to: what
/// SwiftUI's `clipShape(_:style:)` sets on the view it draws in.
package struct ClipOutline {
  /// The outline for the view's bounds, in the view's bounds coordinates.
  package var path: (CGRect) -> CGPath
  /// Whether the even-odd rule says what is inside, rather than the nonzero winding rule.
  package var isEvenOdd: Bool

  /// Creates an outline from the path it makes for the view's bounds.
  package init(isEvenOdd: Bool = false, path: @escaping (CGRect) -> CGPath) {
    self.path = path
    self.isEvenOdd = isEvenOdd
  }
}

extension UIView {
  /// The outline the view and everything it contains is clipped to, beyond its bounds when it
  /// clips to them; `nil` for none. Setting it redraws the view.
  package var clipOutline: ClipOutline? {
    get { rarelySet?.clipOutline }
    set {
      guard newValue != nil || rarelySet?.clipOutline != nil else { return }
      rarelySet(makingIf: newValue != nil)?.clipOutline = newValue
      setNeedsDisplay()
    }
  }

  /// The shape clip on the view's drawing when its bounds' origin lies at `origin` in the
  /// buffer: its ``clipOutline``, and its layer's `mask` (a `CAShapeLayer`'s filled path, or
  /// any other layer's frame); `nil` when there is neither.
  func shapeClip(at origin: (x: Int, y: Int)) -> RasterClip? {
    var clip = RasterClip()
    let offset = AffineTransform2D(translationX: Double(origin.x), y: Double(origin.y))
    if let outline = rarelySet?.clipOutline {
      let geometry = outline.path(bounds).geometry.transformed(by: offset)
      clip.paths.append(RasterClip.Path(geometry, rule: outline.isEvenOdd ? .evenOdd : .nonZero))
    }
    if let mask = layerIfMade?.mask {
      let frame = mask.frame
      let place = AffineTransform2D(
        translationX: Double(origin.x) + frame.minX - mask.bounds.minX,
        y: Double(origin.y) + frame.minY - mask.bounds.minY)
      var geometry = PathGeometry()
      var rule = RasterFillRule.nonZero
      if let shape = mask as? CAShapeLayer {
        if let path = shape.path, shape.fillColor != nil { geometry = path.geometry.transformed(by: place) }
        if shape.fillRule == .evenOdd { rule = .evenOdd }
      } else if !mask.isHidden {
        geometry.addRect(PathRect(x: 0, y: 0, width: frame.width, height: frame.height))
        geometry = geometry.transformed(by: place)
      }
      // NB: A mask that shows nothing hides everything, as an empty alpha channel does.
      clip.paths.append(RasterClip.Path(geometry, rule: rule))
    }
    return clip.paths.isEmpty ? nil : clip
  }
}
