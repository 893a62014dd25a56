public import Foundation

/// Whether the interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
  /// No style: the environment's applies.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}

/// How much room a dimension of the interface has.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
  /// No size class.
  case unspecified = 0
  /// Little room: a phone's width.
  case compact = 1
  /// Much room: a tablet's width.
  case regular = 2
}

/// The direction of the interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
  /// No direction.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
  /// No idiom.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet.
  case pad = 1
  /// A television.
  case tv = 2
  /// A car.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// A headset.
  case vision = 6
}

/// Whether the interface uses increased contrast.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
  /// No contrast setting.
  case unspecified = -1
  /// Normal contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1
}

/// Whether text is drawn bold for legibility.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
  /// No weight setting.
  case unspecified = -1
  /// Regular text.
  case regular = 0
  /// Bold text.
  case bold = 1
}

/// The visual level of content: the base level or elevated above it, as a popover is.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
  /// No level.
  case unspecified = -1
  /// The window's main content.
  case base = 0
  /// Content above the main content.
  case elevated = 1
}

/// The user's preferred size of text, as Dynamic Type sets it.
///
/// Categories compare by size: `.large`, the default, is less than `.extraLarge`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// No preference.
  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  /// The smallest size.
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  /// A large size.
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  /// A larger size.
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  /// The largest size without the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  /// A large accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  /// A larger accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  /// A still larger accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the user changes the preferred size of text.
  nonisolated public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in ``didChangeNotification``'s user info.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The category's place among the sizes; `.unspecified` and unknown values rank below all.
  package var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rank >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.rank < rhs.rank
  }
}
