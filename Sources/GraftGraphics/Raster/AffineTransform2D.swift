import Foundation

/// A 2-D affine transform, laid out as `CGAffineTransform` is: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Clients apply their current transformation matrix with `PathGeometry.transformed(by:)`
/// before handing a path to the canvas, so the rasteriser itself only ever sees cells.
package struct AffineTransform2D: Hashable, Sendable {
  /// The x scale (and rotation) component.
  package var a: Double
  /// The y shear (and rotation) component of x.
  package var b: Double
  /// The x shear (and rotation) component of y.
  package var c: Double
  /// The y scale (and rotation) component.
  package var d: Double
  /// The horizontal translation, in cells.
  package var tx: Double
  /// The vertical translation, in cells.
  package var ty: Double

  /// Creates a transform from its six components.
  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  package static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`x`, `y`) cells.
  package init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically.
  package init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; with y pointing down, a positive angle turns clockwise on
  /// screen, as `CGAffineTransform(rotationAngle:)` does in UIKit's coordinates.
  package init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  package var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`, as `CGAffineTransform.concatenating(_:)`.
  package func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
    AffineTransform2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The image of `point`.
  package func apply(to point: PathPoint) -> PathPoint {
    PathPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// How much the transform can lengthen a vector at most (the larger singular value), used
  /// to scale stroke widths and flattening tolerances.
  package var maximumScale: Double {
    let p = a * a + b * b
    let q = c * c + d * d
    let r = a * c + b * d
    let mean = (p + q) / 2
    let spread = ((p - q) * (p - q) / 4 + r * r).squareRoot()
    return (mean + spread).squareRoot()
  }
}
