import Foundation

/// An environment-dependent font.
///
/// A terminal has one typeface and one size, so a font decides emphasis: `.headline` and bold
/// weights draw bold, `.italic()` draws italic, light weights draw dim.
public struct Font: Hashable, Sendable {
  /// A weight to use for fonts.
  public struct Weight: Hashable, Sendable {
    package let value: UIFont.Weight
    public static let ultraLight = Weight(value: .ultraLight)
    public static let thin = Weight(value: .thin)
    public static let light = Weight(value: .light)
    public static let regular = Weight(value: .regular)
    public static let medium = Weight(value: .medium)
    public static let semibold = Weight(value: .semibold)
    public static let bold = Weight(value: .bold)
    public static let heavy = Weight(value: .heavy)
    public static let black = Weight(value: .black)
  }

  /// A dynamic text style to use for fonts.
  public enum TextStyle: Hashable, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A design to use for fonts.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  package var size: CGFloat
  package var weight: Weight
  package var isItalic = false

  package init(size: CGFloat, weight: Weight) {
    self.size = size
    self.weight = weight
  }

  public static let largeTitle = Font(size: 34, weight: .regular)
  public static let title = Font(size: 28, weight: .regular)
  public static let title2 = Font(size: 22, weight: .regular)
  public static let title3 = Font(size: 20, weight: .regular)
  public static let headline = Font(size: 17, weight: .semibold)
  public static let subheadline = Font(size: 15, weight: .regular)
  public static let body = Font(size: 17, weight: .regular)
  public static let callout = Font(size: 16, weight: .regular)
  public static let footnote = Font(size: 13, weight: .regular)
  public static let caption = Font(size: 12, weight: .regular)
  public static let caption2 = Font(size: 11, weight: .regular)

  /// A system font with the given text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var font: Font =
      switch style {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    if let weight { font.weight = weight }
    return font
  }

  /// A system font with the given size, weight and design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular)
  }

  /// A custom font; the terminal draws it in its own typeface at the given size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: size, weight: name.localizedCaseInsensitiveContains("bold") ? .bold : .regular)
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }

  /// This font, italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font with the given weight.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The UIKit font this font draws as.
  package var uiFont: UIFont {
    isItalic ? .italicSystemFont(ofSize: size).withWeight(weight.value) : .systemFont(ofSize: size, weight: weight.value)
  }
}

extension UIFont {
  fileprivate func withWeight(_ weight: UIFont.Weight) -> UIFont {
    weight >= .semibold ? UIFont(name: "\(fontName)-BoldItalic", size: pointSize) ?? self : self
  }
}
