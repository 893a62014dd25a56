public import Foundation
import GraftGraphics

/// A layer that draws plain or attributed text in its bounds, the first line at the top.
///
/// Text draws in cells as `UILabel`'s does: ``alignmentMode`` places each line, ``isWrapped``
/// wraps at words, and ``truncationMode`` shortens what does not fit with `…`.
/// ``font`` and ``fontSize`` are kept; a terminal has one size of type.
///
/// ```swift
/// let title = CATextLayer()
/// title.string = "Score: 12"
/// title.alignmentMode = .center
/// title.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
/// view.layer.addSublayer(title)
/// ```
@MainActor @preconcurrency
open class CATextLayer: CALayer {
  /// The text: a `String` or an `NSAttributedString`; `nil` (the default) draws nothing.
  open var string: Any? {
    didSet { invalidateDrawing() }
  }

  /// The font; kept. Apple accepts a font name, a `CTFont` or a `CGFont`; a `UIFont` is kept
  /// too.
  open var font: CFTypeRef?

  /// The font size; kept. The default is 36.
  open var fontSize: CGFloat = 36

  /// The colour of plain text; the default is the terminal's foreground colour (Core
  /// Animation's is opaque white, which a light terminal cannot show). Attributed text keeps
  /// its own colours.
  open var foregroundColor: CGColor? = UIColor.label.cgColor {
    didSet { invalidateDrawing() }
  }

  /// Whether the text wraps to the bounds' width; the default is `false`.
  open var isWrapped = false {
    didSet { invalidateDrawing() }
  }

  /// How text that does not fit is shortened; the default is `.none`, cut at the edge.
  open var truncationMode = CATextLayerTruncationMode.none {
    didSet { invalidateDrawing() }
  }

  /// How lines are aligned; the default is `.natural`, which is left-aligned.
  open var alignmentMode = CATextLayerAlignmentMode.natural {
    didSet { invalidateDrawing() }
  }

  /// Whether glyphs snap to pixels; kept.
  open var allowsFontSubpixelQuantization = false

  override var hasClassContent: Bool { string != nil }

  override func drawClassContent(in context: CGContext, alpha: CGFloat) {
    let bounds = self.bounds
    let width = bounds.cellRect.width
    guard width > 0, bounds.height >= 1 else { return }
    var base = context.baseTextStyle
    if let color = foregroundColor?.uiColor {
      guard let terminal = color.terminalColor else { return }
      base.foreground = terminal
      if color.isFaint { base.attributes.insert(.dim) }
    }
    let characters: [(text: Character, style: TextStyle)]
    switch string {
    case let text as String: characters = text.map { ($0, base) }
    case let text as NSAttributedString: characters = TextRenderer.styledCharacters(of: text, base: base)
    default: return
    }
    let breakMode: NSLineBreakMode =
      switch truncationMode {
      case .start: .byTruncatingHead
      case .middle: .byTruncatingMiddle
      case .end: .byTruncatingTail
      default: isWrapped ? .byWordWrapping : .byClipping
      }
    let rows = Int(bounds.height.rounded(.down))
    var lines: [StyledLine]
    if isWrapped {
      lines = TextRenderer.lines(characters, width: width, maxLines: rows, lineBreakMode: breakMode)
    } else {
      // NB: Unwrapped text keeps each of its own lines on one row.
      lines = characters.split(omittingEmptySubsequences: false) { $0.text.isNewline }.prefix(rows).flatMap {
        paragraph in
        paragraph.isEmpty
          ? [StyledLine(graphemes: [])]
          : TextRenderer.lines(Array(paragraph), width: width, maxLines: 1, lineBreakMode: breakMode)
      }
    }
    let alignment: NSTextAlignment =
      switch alignmentMode {
      case .center: .center
      case .right: .right
      default: .left
      }
    TextRenderer.draw(lines, in: bounds, alignment: alignment, context: context, verticallyCentered: false)
  }

  override func setLayerValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    switch keyPath {
    case "string": string = value
    case "foregroundColor": foregroundColor = cgColor(value)
    case "fontSize": if let number = cgFloat(value) { fontSize = number }
    default: return super.setLayerValue(value, forKeyPath: keyPath)
    }
    return true
  }

  override func layerValue(forKeyPath keyPath: String) -> Any?? {
    switch keyPath {
    case "string": .some(string)
    case "foregroundColor": .some(foregroundColor)
    case "fontSize": fontSize
    default: super.layerValue(forKeyPath: keyPath)
    }
  }
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural alignment: left.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Against the left edge.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Against the right edge.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified; drawn left-aligned, since cells cannot stretch spaces by fractions.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer shortens text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not shortened: cut at the edge (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// `…` at the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// `…` at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// `…` in the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
