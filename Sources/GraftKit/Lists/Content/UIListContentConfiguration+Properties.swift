public import Foundation

extension UIListContentConfiguration {
  /// How a list configuration's text draws.
  public struct TextProperties: Hashable {
    /// How the text aligns.
    public enum TextAlignment: Int, Hashable, Sendable {
      case natural, center, justified
    }

    /// A change of case applied to the text as it draws.
    public enum TextTransform: Int, Hashable, Sendable {
      case none, uppercase, lowercase, capitalized
    }

    /// The font. Graft draws every font as the terminal's; a bold font draws bold.
    public var font = UIFont.preferredFont(forTextStyle: .body)
    /// The colour of the text.
    public var color = UIColor.label
    /// A transformer applied to ``color``.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// How the text aligns. The default is `.natural`.
    public var alignment = TextAlignment.natural
    /// How lines break and truncate. The default is `.byTruncatingTail`.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines; 0, the default, means as many as the text needs.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit. A terminal's cells do not shrink; kept only.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale for a shrinking font. Kept only.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether text tightens before truncating. Kept only.
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows the content size category. Kept only.
    public var adjustsFontForContentSizeCategory = true
    /// Whether truncated text expands on hover. Kept only.
    public var showsExpansionTextWhenTruncated = false
    /// A change of case applied as the text draws. The default is `.none`.
    public var transform = TextTransform.none

    /// The colour the text draws in: ``color`` through ``colorTransformer``.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }

    package func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }

    public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
      lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment
        && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
        && lhs.transform == rhs.transform && (lhs.colorTransformer == nil) == (rhs.colorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(font)
      hasher.combine(color)
      hasher.combine(numberOfLines)
      hasher.combine(transform)
    }
  }

  /// How a list configuration's image draws.
  public struct ImageProperties: Hashable {
    /// The size that leaves an image its own size.
    public static let standardDimension: CGFloat = -1

    /// The tint of a template image; `nil` uses the view's tint.
    public var tintColor: UIColor?
    /// A transformer applied to the tint.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the image's corners. Cells have no corners: kept only.
    public var cornerRadius: CGFloat = 0
    /// The largest the image draws; zero means no limit.
    public var maximumSize = CGSize.zero
    /// The space the image's column keeps, whatever the image's size.
    public var reservedLayoutSize = CGSize.zero
    /// Whether the image ignores inverted colours. Kept only.
    public var accessibilityIgnoresInvertColors = false

    /// The tint the image draws in, for a view whose tint is `tintColor`.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }

    public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
      lhs.tintColor == rhs.tintColor && lhs.maximumSize == rhs.maximumSize
        && lhs.reservedLayoutSize == rhs.reservedLayoutSize && lhs.cornerRadius == rhs.cornerRadius
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(tintColor)
      hasher.combine(cornerRadius)
    }
  }
}
