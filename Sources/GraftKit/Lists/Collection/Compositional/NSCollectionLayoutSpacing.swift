public import Foundation

/// The space between a group's items: fixed, or flexible (at least the value, spreading what
/// room is left).
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject {
  /// The spacing, or the least spacing when flexible.
  public let spacing: CGFloat
  /// Whether the spacing is fixed.
  public let isFixedSpacing: Bool
  /// Whether the spacing grows to spread the room left over.
  public var isFlexibleSpacing: Bool { !isFixedSpacing }

  private init(spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = fixed
  }

  /// A fixed spacing.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
  }
  /// A spacing of at least `flexibleSpacing` that spreads the room left over.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
  }
}
