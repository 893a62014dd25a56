public import Foundation
import GraftGraphics

/// A view that shows one or more lines of read-only text.
///
/// The label sizes to its text (``intrinsicContentSize``), centres it vertically in its bounds,
/// and wraps it when ``numberOfLines`` is not 1.
@MainActor @preconcurrency
open class UILabel: UIView {
  private var plainText: String?
  private var storedAttributedText: NSAttributedString?
  // NB: Private storage behind the open properties, which measuring and drawing read for every
  // label, and setting them from a `Text` writes (ARCHITECTURE.md, Conventions).
  private var storedTextColor = UIColor.label
  private var storedFont = UILabel.defaultFont

  /// Creates a label.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The text the label shows. Setting it replaces any attributed text.
  open var text: String? {
    get { storedAttributedText?.string ?? plainText }
    set {
      guard newValue != text || storedAttributedText != nil else { return }
      plainText = newValue
      storedAttributedText = nil
      textDidChange()
    }
  }

  /// The styled text the label shows. Setting it replaces ``text``.
  open var attributedText: NSAttributedString? {
    get {
      storedAttributedText
        ?? plainText.map { NSAttributedString(string: $0, attributes: defaultAttributes) }
    }
    set {
      storedAttributedText = newValue
      plainText = nil
      textDidChange()
    }
  }

  /// The colour of the text. The default is `.label`; setting `nil` restores it.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      // NB: Compared before it is stored, as for the font below: a colour's `==` is a call,
      // and no access to the storage may last across one (ARCHITECTURE.md, Conventions).
      let color = newValue ?? .label
      guard color != storedTextColor else { return }
      storedTextColor = color
      setNeedsDisplay()
    }
  }

  /// The system font at the label size, looked up once rather than for every label made.
  private static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

  /// The font of the text. Setting `nil` restores the default system font.
  open var font: UIFont! {
    get { storedFont }
    set {
      let font = newValue ?? UILabel.defaultFont
      guard font != storedFont else { return }
      storedFont = font
      setNeedsDisplay()
    }
  }

  // NB: Private storage behind the open properties, which measuring reads for every label
  // (ARCHITECTURE.md, Conventions). The one-byte fields come last, with the two below, so that
  // they share one word.
  private var storedNumberOfLines = 1
  private var storedPreferredMaxLayoutWidth: CGFloat = 0
  /// The sizes the text measured at the last few widths since it last changed.
  private var measuredSizes = MeasurementCache()
  private var storedTextAlignment = NSTextAlignment.natural

  /// How the text aligns horizontally. The default is `.natural`, which is left-aligned.
  open var textAlignment: NSTextAlignment {
    get { storedTextAlignment }
    set { if storeIfChanged(newValue, in: &storedTextAlignment) { setNeedsDisplay() } }
  }

  /// The most lines the label shows; 0 means as many as the text needs. The default is 1.
  open var numberOfLines: Int {
    get { storedNumberOfLines }
    set { if storeIfChanged(newValue, in: &storedNumberOfLines) { textDidChange() } }
  }

  /// The label's accessibility label: its text unless set otherwise, as in UIKit.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }

  /// How lines break and truncate. The default is `.byTruncatingTail`.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet {
      measuredSizes = MeasurementCache()
      setNeedsDisplay()
    }
  }

  /// Whether the label draws its text normally; a disabled label draws dim.
  open var isEnabled: Bool = true {
    didSet { setNeedsDisplay() }
  }

  /// The width at which a multi-line label wraps when it reports its intrinsic size; 0 keeps
  /// each paragraph on one line.
  open var preferredMaxLayoutWidth: CGFloat {
    get { storedPreferredMaxLayoutWidth }
    set { if storeIfChanged(newValue, in: &storedPreferredMaxLayoutWidth) { invalidateIntrinsicContentSize() } }
  }

  private var defaultAttributes: [NSAttributedString.Key: Any] {
    [.foregroundColor: textColor ?? .label, .font: font ?? .systemFont(ofSize: 17)]
  }

  private func textDidChange() {
    measuredSizes = MeasurementCache()
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: - Sizing

  /// The text's size on one line per paragraph, or wrapped at ``preferredMaxLayoutWidth``.
  open override var intrinsicContentSize: CGSize {
    let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
    return measure(width: width)
  }

  /// The size the text needs within `size`'s width, wrapping when ``numberOfLines`` allows.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measure(width: size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude)
  }

  private func measure(width: CGFloat) -> CGSize {
    let columns = width >= CGFloat(Int.max / 2) ? Int.max / 2 : Int(width.rounded(.down))
    if let known = measuredSizes.size(forColumns: columns) { return known }
    guard let text, !text.isEmpty else { return .zero }
    // NB: One line of printable ASCII that fits, the usual label, is as wide as it is long.
    if let length = Self.singleLineASCIILength(of: text), length <= columns {
      let size = CGSize(width: length, height: 1)
      measuredSizes.insert(size, forColumns: columns)
      return size
    }
    // NB: Styles never move a line break, so measuring lays out the plain string.
    let lineWidth =
      columns >= Int.max / 2
      ? max(1, text.split(separator: "\n").map { String($0).terminalWidth }.max() ?? 0) : columns
    let lines = TextRenderer.lineTexts(text, width: lineWidth, maxLines: numberOfLines, lineBreakMode: lineBreakMode)
    let size = CGSize(width: lines.map(\.terminalWidth).max() ?? 0, height: lines.count)
    measuredSizes.insert(size, forColumns: columns)
    return size
  }

  /// The length of `text` when it is printable ASCII (so one line, a column a character),
  /// which wrapping leaves as it is when it fits; `nil` otherwise.
  private static func singleLineASCIILength(of text: String) -> Int? {
    for byte in text.utf8 where byte < 0x20 || byte > 0x7E { return nil }
    return text.utf8.count
  }

  private func layout(width: Int, maxLines: Int) -> [StyledLine] {
    // NB: Plain text is one run in the label's own font and colour: no attributed string needed.
    let runs = storedAttributedText?.runs ?? plainText.map { [($0, defaultAttributes)] }
    guard let runs else { return [] }
    let characters = TextRenderer.styledCharacters(of: runs, base: baseStyle)
    return TextRenderer.lines(characters, width: width, maxLines: maxLines, lineBreakMode: lineBreakMode)
  }

  private var baseStyle: TextStyle {
    var style = inheritedTextStyle
    if !isEnabled { style.attributes.insert(.dim) }
    return style
  }

  // MARK: - Drawing

  open override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let maxLines = numberOfLines == 0 ? Int(bounds.height) : min(numberOfLines, Int(bounds.height))
    guard maxLines > 0 else { return }
    // NB: One line of printable ASCII that fits, the usual label, is written as it is, in the
    // label's one style: the same cells the layout below would give, without laying it out.
    if storedAttributedText == nil, let text = plainText, let length = Self.singleLineASCIILength(of: text),
      length > 0, length <= Int(bounds.width.rounded(.down))
    {
      let origin = TextRenderer.origin(ofLine: 0, width: length, lineCount: 1, in: bounds, alignment: textAlignment)
      context.write(text, at: origin, style: baseStyle.applying(font: font, foregroundColor: textColor))
      return
    }
    let lines = layout(width: Int(bounds.width.rounded(.down)), maxLines: maxLines)
    TextRenderer.draw(lines, in: bounds, alignment: textAlignment, context: context)
  }

  package override var debugProperties: [(String, String)] {
    var properties = super.debugProperties
    properties.insert(("text", "'\(text ?? "")'"), at: 0)
    if numberOfLines != 1 { properties.append(("numberOfLines", String(numberOfLines))) }
    return properties
  }
}

/// A label's last three measurements, kept inline: a stack asks a label for its size at three
/// widths (its minimum, its maximum and its share), and a dictionary per label would cost
/// hundreds of bytes for each row of a long list.
///
/// NB: A label's sizes are whole cells, so each is kept in two 32-bit integers, as is the width
/// it was measured at (a wider one means "unbounded" all the same), and an empty slot is a
/// negative width: 36 bytes in all, where optional `CGSize`s would take 96.
private struct MeasurementCache {
  private var entries = InlineArray<3, Entry>(repeating: Entry(columns: -1, width: 0, height: 0))

  private struct Entry {
    var columns: Int32
    var width: Int32
    var height: Int32
  }

  func size(forColumns columns: Int) -> CGSize? {
    let columns = Int32(clamping: columns)
    for index in entries.indices where entries[index].columns == columns {
      return CGSize(width: CGFloat(entries[index].width), height: CGFloat(entries[index].height))
    }
    return nil
  }

  mutating func insert(_ size: CGSize, forColumns columns: Int) {
    entries[2] = entries[1]
    entries[1] = entries[0]
    entries[0] = Entry(
      columns: Int32(clamping: columns), width: Int32(clamping: Int(size.width)), height: Int32(clamping: Int(size.height)))
  }
}
