public import Foundation

/// Scales fonts and values for the user's preferred text size, as Dynamic Type does.
///
/// The scale follows the body style's sizes: 17 points at `.large` (the default, scale 1), 14
/// at `.extraSmall`, 23 at `.extraExtraExtraLarge` and 53 at the largest accessibility size.
/// A terminal draws text in its own cells whatever the font, so scaled sizes are what code
/// reads and lays out with, not what the terminal shows.
///
/// ```swift
/// label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: customFont)
/// let spacing = UIFontMetrics.default.scaledValue(for: 8)
/// ```
public final class UIFontMetrics: Sendable {
  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The text style the metrics scale for.
  private let textStyle: UIFont.TextStyle

  /// Creates metrics for a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled for the screen's preferred text size.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  /// `font` scaled for the screen's preferred text size, no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
    return font.withSize(max(font.pointSize, maximumPointSize))
  }

  /// `font` scaled for the preferred text size of `traitCollection`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let factor = Self.scale(for: traitCollection)
    return factor == 1 ? font : font.withSize((font.pointSize * factor).rounded())
  }

  /// `value` scaled for the screen's preferred text size.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the preferred text size of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    value * Self.scale(for: traitCollection)
  }

  /// The body sizes by category, smallest first; `.large` is 17.
  private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  /// The factor text of the default size is scaled by in `traitCollection`'s category.
  static func scale(for traitCollection: UITraitCollection?) -> CGFloat {
    var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    if category.rank < 0 { category = UITraitCollection(values: UIScreenTraits.values).preferredContentSizeCategory }
    let rank = category.rank
    guard rank >= 0, rank < bodySizes.count else { return 1 }
    return bodySizes[rank] / 17
  }
}

/// An object whose font follows the user's preferred text size.
@MainActor @preconcurrency
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font updates when the preferred text size changes.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIView {
  /// The shared storage of `adjustsFontForContentSizeCategory`.
  var storedAdjustsFontForContentSizeCategory: Bool {
    get { rarelySet?.adjustsFontForContentSizeCategory ?? false }
    set { rarelySet(makingIf: newValue)?.adjustsFontForContentSizeCategory = newValue }
  }
}

extension UILabel: UIContentSizeCategoryAdjusting {
  /// Whether the font updates when the preferred text size changes. Stored: a terminal draws
  /// every size of text in the same cells.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFontForContentSizeCategory }
    set { storedAdjustsFontForContentSizeCategory = newValue }
  }
}

extension UITextField: UIContentSizeCategoryAdjusting {
  /// Whether the font updates when the preferred text size changes. Stored: a terminal draws
  /// every size of text in the same cells.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFontForContentSizeCategory }
    set { storedAdjustsFontForContentSizeCategory = newValue }
  }
}

extension UITextView: UIContentSizeCategoryAdjusting {
  /// Whether the font updates when the preferred text size changes. Stored: a terminal draws
  /// every size of text in the same cells.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storedAdjustsFontForContentSizeCategory }
    set { storedAdjustsFontForContentSizeCategory = newValue }
  }
}
