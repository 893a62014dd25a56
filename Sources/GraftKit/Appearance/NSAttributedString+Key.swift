public import Foundation
package import GraftGraphics

extension NSAttributedString.Key {
  /// The colour of the text. The value is a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour of the background behind the text. The value is a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The font of the text. The value is a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The underline style. The value is an `Int` holding an `NSUnderlineStyle`'s raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough style. The value is an `Int` holding an `NSUnderlineStyle`'s raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// The styles of underline and strikethrough lines.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// How a label or text view breaks and truncates lines that do not fit.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

extension TextStyle {
  /// The cell style for text in `font` and `foregroundColor` on top of `base`: what
  /// ``applying(_:)`` gives for those two attributes, without a dictionary to hold them.
  package func applying(font: UIFont?, foregroundColor color: UIColor?) -> TextStyle {
    var style = self
    if let color {
      if let terminal = color.terminalColor { style.foreground = terminal }
      if color.isFaint { style.attributes.insert(.dim) }
    }
    if let font { style.attributes.formUnion(font.cellAttributes) }
    return style
  }

  /// The cell style for text drawn with `attributes` on top of `base`.
  ///
  /// A value of the wrong type for its key is ignored, as UIKit ignores it.
  package func applying(_ attributes: [NSAttributedString.Key: Any]) -> TextStyle {
    var style = applying(
      font: attributes[.font] as? UIFont, foregroundColor: attributes[.foregroundColor] as? UIColor)
    if let color = attributes[.backgroundColor] as? UIColor, let terminal = color.terminalColor {
      style.background = terminal
    }
    if let underline = attributes[.underlineStyle] as? Int, underline != 0 {
      style.attributes.insert(.underline)
    }
    if let strike = attributes[.strikethroughStyle] as? Int, strike != 0 {
      style.attributes.insert(.strikethrough)
    }
    return style
  }
}

extension NSAttributedString {
  /// The string's runs as (text, attributes) pairs, in order.
  package var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] {
    var result: [(String, [NSAttributedString.Key: Any])] = []
    let whole = NSRange(location: 0, length: length)
    let source = string as NSString
    enumerateAttributes(in: whole) { attributes, range, _ in
      result.append((source.substring(with: range), attributes))
    }
    return result
  }
}
