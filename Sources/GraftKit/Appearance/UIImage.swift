public import Foundation
package import GraftGraphics

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
  /// The cells of an image drawn with `UIGraphicsImageRenderer` (or made from a `CGImage`);
  /// `nil` for a glyph.
  package let cells: CellBuffer?

  private init(
    glyph: String, symbolName: String?, renderingMode: RenderingMode, tintColor: UIColor?, cells: CellBuffer? = nil
  ) {
    self.glyph = glyph
    self.symbolName = symbolName
    self.renderingMode = renderingMode
    self.tintColor = tintColor
    self.cells = cells
  }

  /// Creates an image of drawn cells.
  package convenience init(cells: CellBuffer) {
    self.init(glyph: "", symbolName: nil, renderingMode: .alwaysOriginal, tintColor: nil, cells: cells)
  }

  /// Creates an image of a Core Graphics image's cells.
  public convenience init(cgImage: CGImage) {
    self.init(cells: cgImage.cells)
  }

  /// Creates an image of a Core Graphics image's cells; the scale and orientation are
  /// ignored, since a cell is a cell.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(cells: cgImage.cells)
  }

  /// The orientations an image can be drawn in; Graft draws every image as `.up`.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The image's cells as a Core Graphics image; `nil` for a glyph.
  public var cgImage: CGImage? { cells.map(CGImage.init(cells:)) }

  /// The scale factor of the image: one cell a point.
  public var scale: CGFloat { 1 }

  /// The orientation of the image: always `.up`.
  public var imageOrientation: Orientation { .up }

  /// PNG data for the image: always `nil`, since cells have no pixels to encode.
  public func pngData() -> Data? { nil }

  /// JPEG data for the image: always `nil`, since cells have no pixels to encode.
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// Draws the image with its top-left corner at `point` in the current context: its cells,
  /// or its glyph in its own colour (the label colour for a template).
  @MainActor
  open func draw(at point: CGPoint) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if let cells {
      context.draw(cells: cells, at: point)
    } else {
      var style = context.baseTextStyle
      if let color = tintColor?.terminalColor { style.foreground = color }
      context.write(glyph, at: point, style: style)
    }
  }

  /// Draws the image at the top-left corner of `rect`, unscaled: glyphs and cells have one
  /// size.
  @MainActor
  open func draw(in rect: CGRect) {
    draw(at: rect.origin)
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

  /// The image's size: its cells' width and height, or its glyph's width in cells, one cell
  /// high.
  open var size: CGSize {
    if let cells { return CGSize(width: cells.width, height: cells.height) }
    return CGSize(width: CGFloat(glyph.terminalWidth), height: 1)
  }

  /// The same image, drawn in `color`.
  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(glyph: glyph, symbolName: symbolName, renderingMode: renderingMode, tintColor: color, cells: cells)
  }

  /// The same image with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(glyph: glyph, symbolName: symbolName, renderingMode: renderingMode, tintColor: tintColor, cells: cells)
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.cells == rhs.cells && lhs.glyph == rhs.glyph && lhs.symbolName == rhs.symbolName && lhs.tintColor == rhs.tintColor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(glyph)
    hasher.combine(symbolName)
  }

  public var description: String {
    if let cells { return "UIImage(cells: \(cells.width)×\(cells.height))" }
    return symbolName.map { "UIImage(systemName: \"\($0)\")" } ?? "UIImage(glyph: \"\(glyph)\")"
  }

  // NB: Only symbols with an unambiguous, single-width (or emoji-wide) Unicode counterpart.
  private static let systemGlyphs: [String: String] = [
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓",
    "xmark": "✕", "xmark.circle": "✕", "xmark.circle.fill": "✕",
    "plus": "+", "minus": "−", "multiply": "×", "divide": "÷", "equal": "=",
    "plus.circle": "⊕", "minus.circle": "⊖",
    "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
    "chevron.up.chevron.down": "⇕",
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
