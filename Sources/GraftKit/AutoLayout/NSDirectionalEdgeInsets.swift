public import Foundation

/// Edge insets that follow the reading direction: leading and trailing rather than left and
/// right. A terminal reads left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset at the top.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets with the given values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets of zero.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets of zero.
  public static let zero = NSDirectionalEdgeInsets()
}
