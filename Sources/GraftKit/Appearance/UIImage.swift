public import Foundation

/// An image. In a terminal an image is a glyph: SF Symbols names map to the Unicode character
/// that draws the same idea.
///
/// ```swift
/// let star = UIImage(systemName: "star.fill")   // draws as ★
/// ```
open class UIImage: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// How an image uses its colours when drawn.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The characters the image draws as.
  public let glyph: String
  /// The image's symbol name, for a system image.
  public let symbolName: String?
  /// The image's rendering mode.
  public let renderingMode: RenderingMode
  /// The colour the image draws in; `nil` draws it in the tint colour.
  public let tintColor: UIColor?

  private init(glyph: String, symbolName: String?, renderingMode: RenderingMode, tintColor: UIColor?) {
    self.glyph = glyph
    self.symbolName = symbolName
    self.renderingMode = renderingMode
    self.tintColor = tintColor
  }

  /// Creates the system image named `name`, or returns `nil` when no glyph draws it.
  public convenience init?(systemName name: String) {
    guard let glyph = UIImage.systemGlyphs[name] else { return nil }
    self.init(glyph: glyph, symbolName: name, renderingMode: .alwaysTemplate, tintColor: nil)
  }

  /// Creates an image that draws as `glyph`, for images Graft has no symbol for.
  public convenience init(glyph: String) {
    self.init(glyph: glyph, symbolName: nil, renderingMode: .alwaysOriginal, tintColor: nil)
  }

  /// Looks up an image in the app's assets. Graft apps have no asset catalogues, so this is
  /// always `nil`.
  public convenience init?(named name: String) {
    return nil
  }

  /// The image's size: its glyph's width in cells, one cell high.
  open var size: CGSize {
    CGSize(width: CGFloat(glyph.terminalWidth), height: 1)
  }

  /// The same image, drawn in `color`.
  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(glyph: glyph, symbolName: symbolName, renderingMode: renderingMode, tintColor: color)
  }

  /// The same image with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(glyph: glyph, symbolName: symbolName, renderingMode: renderingMode, tintColor: tintColor)
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.glyph == rhs.glyph && lhs.symbolName == rhs.symbolName && lhs.tintColor == rhs.tintColor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(glyph)
    hasher.combine(symbolName)
  }

  public var description: String {
    symbolName.map { "UIImage(systemName: \"\($0)\")" } ?? "UIImage(glyph: \"\(glyph)\")"
  }

  // NB: Only symbols with an unambiguous, single-width (or emoji-wide) Unicode counterpart.
  private static let systemGlyphs: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
    "xmark": "✕", "xmark.circle": "✕", "xmark.circle.fill": "✕",
    "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=",
    "plus.circle": "⊕", "minus.circle": "⊖",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
    "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
    "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
    "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
    "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
    "info.circle": "ⓘ", "questionmark": "?", "questionmark.circle": "?",
    "exclamationmark": "!", "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
    "magnifyingglass": "⌕", "gear": "⚙", "gearshape": "⚙", "trash": "⌫", "pencil": "✎",
    "folder": "▭", "doc": "▯", "envelope": "✉", "bell": "♪", "music.note": "♪",
    "sun.max": "☼", "moon": "☾", "cloud": "☁", "bolt": "⚡", "flag": "⚑", "bookmark": "⚐",
    "house": "⌂", "lock": "⚿", "person": "☺", "ellipsis": "…", "line.3.horizontal": "≡",
    "list.bullet": "≡", "slider.horizontal.3": "≡", "sparkles": "✦",
  ]
}
