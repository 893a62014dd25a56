/// The radii of a rounded rectangle's four corners, each an ellipse's half-width and
/// half-height in cells (SwiftUI's `RectangleCornerRadii`, UIKit's `cornerRadii`).
package struct CornerRadii: Hashable, Sendable {
  /// The top-left corner's radii.
  package var topLeft: PathSize
  /// The top-right corner's radii.
  package var topRight: PathSize
  /// The bottom-right corner's radii.
  package var bottomRight: PathSize
  /// The bottom-left corner's radii.
  package var bottomLeft: PathSize

  /// Creates radii corner by corner.
  package init(topLeft: PathSize, topRight: PathSize, bottomRight: PathSize, bottomLeft: PathSize) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same circular radius, in cells along both axes, at every corner.
  package init(uniform radius: Double) {
    let size = PathSize(width: radius, height: radius)
    self.init(topLeft: size, topRight: size, bottomRight: size, bottomLeft: size)
  }
}
