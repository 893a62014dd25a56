public import Foundation

/// The inset distances for the sides of a rectangle.
///
/// Positive values shrink the rectangle; negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets with the given distances for each side.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of zero on every side.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of zero on every side.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// Returns this rectangle shrunk by `insets`, as UIKit's `inset(by:)` does.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: max(0, size.width - insets.left - insets.right),
      height: max(0, size.height - insets.top - insets.bottom))
  }
}
