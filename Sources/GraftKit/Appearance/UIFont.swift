public import Foundation
package import GraftGraphics

/// A font, which in a terminal decides a text run's weight and slant.
///
/// Every font draws in the terminal's one typeface, one cell per character. What carries over is
/// emphasis: a bold or semibold weight draws bold, an italic font italic, and a light or thinner
/// weight dim. The point size is kept and reported, but does not change the size of the text.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The weight of a font.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// The styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
  }

  /// The font's family name.
  public let familyName: String
  /// The font's full name.
  public let fontName: String
  /// The font's size in points.
  public let pointSize: CGFloat
  /// The font's weight.
  public let weight: Weight
  /// Whether the font is italic.
  public let isItalic: Bool

  private init(name: String, size: CGFloat, weight: Weight, italic: Bool) {
    familyName = name
    fontName = name
    pointSize = size
    self.weight = weight
    isItalic = italic
  }

  /// Creates a font of the given name and size.
  ///
  /// Any name is accepted, since the terminal draws every font in its own typeface. A name that
  /// contains "Bold" or "Italic" gives that emphasis.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(
      name: fontName, size: fontSize,
      weight: fontName.localizedCaseInsensitiveContains("bold") ? .bold : .regular,
      italic: fontName.localizedCaseInsensitiveContains("italic")
        || fontName.localizedCaseInsensitiveContains("oblique"))
  }

  /// The standard font size for labels, in points.
  public class var labelFontSize: CGFloat { 17 }
  /// The standard font size for buttons, in points.
  public class var buttonFontSize: CGFloat { 18 }
  /// The size of the standard system font, in points.
  public class var systemFontSize: CGFloat { 14 }
  /// The size of the standard small system font, in points.
  public class var smallSystemFontSize: CGFloat { 12 }

  /// The system font of the given size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font of the given size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    shared(.regular, size: fontSize, weight: weight)
  }

  /// The bold system font of the given size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font of the given size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    shared(.italic, size: fontSize, weight: .regular)
  }

  /// The monospaced system font of the given size and weight.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    shared(.monospaced, size: fontSize, weight: weight)
  }

  /// The font for a Dynamic Type text style, at the screen's preferred text size.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font for a Dynamic Type text style at the preferred text size of `traitCollection`
  /// (the screen's when `nil` or unspecified), as Dynamic Type scales it.
  ///
  /// A terminal draws every font in its own cells, so the size is what code reads, not what
  /// it sees.
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let base = defaultPreferredFont(forTextStyle: style)
    let factor = UIFontMetrics.scale(for: traitCollection)
    return factor == 1 ? base : base.withSize((base.pointSize * factor).rounded())
  }

  /// The font of a text style at the default text size, `.large`.
  static func defaultPreferredFont(forTextStyle style: TextStyle) -> UIFont {
    switch style {
    case .largeTitle: systemFont(ofSize: 34)
    case .title1: systemFont(ofSize: 28)
    case .title2: systemFont(ofSize: 22)
    case .title3: systemFont(ofSize: 20)
    case .headline: systemFont(ofSize: 17, weight: .semibold)
    case .subheadline: systemFont(ofSize: 15)
    case .callout: systemFont(ofSize: 16)
    case .footnote: systemFont(ofSize: 13)
    case .caption1: systemFont(ofSize: 12)
    case .caption2: systemFont(ofSize: 11)
    default: systemFont(ofSize: labelFontSize)
    }
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, size: fontSize, weight: weight, italic: isItalic)
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
      && lhs.isItalic == rhs.isItalic
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(isItalic)
  }

  public var description: String {
    "UIFont(name: \(fontName), size: \(pointSize), weight: \(weight.rawValue)\(isItalic ? ", italic" : ""))"
  }

  /// The one instance of a system font, as UIKit keeps one: every label made with the default
  /// font would otherwise allocate its own.
  private static func shared(_ design: SystemFontKey.Design, size: CGFloat, weight: Weight) -> UIFont {
    // NB: Keyed by design, not by name: hashing a string for every label made would be most of
    // the lookup's cost.
    let key = SystemFontKey(design: design, size: size, weight: weight.rawValue)
    return systemFonts.font(for: key) {
      UIFont(name: design.name, size: size, weight: weight, italic: design == .italic)
    }
  }

  private static let systemFonts = LockedFonts()

  /// The cell attributes this font draws with.
  package var cellAttributes: GraftGraphics.TextStyle.Attributes {
    var attributes: GraftGraphics.TextStyle.Attributes = []
    if weight >= .semibold { attributes.insert(.bold) }
    if weight <= .light { attributes.insert(.dim) }
    if isItalic { attributes.insert(.italic) }
    return attributes
  }
}

private struct SystemFontKey: Hashable {
  enum Design: UInt8 {
    case regular, italic, monospaced

    var name: String {
      switch self {
      case .regular: ".SFUI"
      case .italic: ".SFUI-Italic"
      case .monospaced: ".SFMono"
      }
    }
  }

  var design: Design
  var size: CGFloat
  var weight: CGFloat
}

/// The system fonts made so far. Fonts are immutable, so one instance serves every thread.
private final class LockedFonts: @unchecked Sendable {
  private let lock = NSLock()
  private var fonts: [SystemFontKey: UIFont] = [:]
  /// The font found last: nearly every text asks for the same one as the text before it, and
  /// comparing keys costs less than hashing one.
  private var last: (key: SystemFontKey, font: UIFont)?

  /// The font for `key`, made by `make` the first time.
  func font(for key: SystemFontKey, make: () -> UIFont) -> UIFont {
    lock.lock()
    defer { lock.unlock() }
    if let last, last.key == key { return last.font }
    let font: UIFont
    if let known = fonts[key] {
      font = known
    } else {
      font = make()
      fonts[key] = font
    }
    last = (key, font)
    return font
  }
}
