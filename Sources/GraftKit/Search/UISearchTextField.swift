public import Foundation
import GraftGraphics

/// A token in a search field: an icon and a text that stand for a search term, such as a
/// filter the user picked.
@MainActor @preconcurrency
open class UISearchToken {
  /// The token's icon.
  public let icon: UIImage?
  /// The token's text.
  public let text: String
  /// Whatever the app wants the token to stand for.
  open var representedObject: Any?

  /// Creates a token with an icon and a text.
  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
  }
}

/// The text field of a search bar, which can hold tokens before its text.
///
/// It draws as a text field with a search glyph as its left view, `[⌕ Search]`, and each
/// token between brackets before the text, `[⌕ [Photos] cats]`. Backspace with the caret at the
/// start of the text removes the last token, when ``allowsDeletingTokens``.
///
/// Its defaults are a search field's: a rounded border, the clear button while editing, and the
/// Search return key.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
  /// Creates a search text field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    borderStyle = .roundedRect
    clearButtonMode = .whileEditing
    returnKeyType = .search
    let glyph = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    glyph.contentMode = .left
    glyph.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
    leftView = glyph
    leftViewMode = .always
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Tokens

  /// The tokens before the text, in order.
  open var tokens: [UISearchToken] = [] {
    didSet { tokensDidChange() }
  }

  /// Inserts `token` at `tokenIndex`; an index past the end appends it.
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
    tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
  }

  /// Removes the token at `tokenIndex`; an index out of range is ignored.
  open func removeToken(at tokenIndex: Int) {
    guard tokens.indices.contains(tokenIndex) else { return }
    tokens.remove(at: tokenIndex)
  }

  /// The colour tokens draw in; `nil` uses the tint colour.
  open var tokenBackgroundColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Whether the user can delete tokens with Backspace. The default is `true`.
  open var allowsDeletingTokens = true

  /// Whether the user can copy tokens. The default is `false`; a terminal copies no tokens.
  open var allowsCopyingTokens = false

  /// The width the tokens take before the text: each between brackets and followed by a space.
  private var tokensWidth: CGFloat {
    CGFloat(tokens.reduce(0) { $0 + $1.text.terminalWidth + 3 })
  }

  private func tokensDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: - Geometry and drawing

  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    afterTokens(super.textRect(forBounds: bounds))
  }

  open override func editingRect(forBounds bounds: CGRect) -> CGRect {
    afterTokens(super.editingRect(forBounds: bounds))
  }

  private func afterTokens(_ rect: CGRect) -> CGRect {
    let width = min(tokensWidth, rect.width)
    return CGRect(x: rect.minX + width, y: rect.minY, width: rect.width - width, height: rect.height)
  }

  open override var intrinsicContentSize: CGSize {
    var size = super.intrinsicContentSize
    size.width += tokensWidth
    return size
  }

  open override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard !tokens.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
    let text = super.editingRect(forBounds: bounds)
    let y = text.minY + max(0, ((text.height - 1) / 2).rounded(.down))
    var style = inheritedTextStyle.applying([.foregroundColor: tokenBackgroundColor ?? tintColor!])
    if !isEnabled { style.attributes.insert(.dim) }
    var x = text.minX
    for token in tokens {
      let label = "[" + (token.icon.map { $0.glyph + " " } ?? "") + token.text + "]"
      guard x < text.maxX else { break }
      x = context.write(TextLayout.truncate(label, width: Int(text.maxX - x)), at: CGPoint(x: x, y: y), style: style) + 1
    }
  }

  /// Backspace at the start of the text removes the last token.
  open override func deleteBackward() {
    if isEditing, allowsDeletingTokens, !tokens.isEmpty,
      let selection = selectedTextRange, selection.isEmpty,
      offset(from: beginningOfDocument, to: selection.start) == 0
    {
      tokens.removeLast()
      sendActions(for: .editingChanged)
      return
    }
    super.deleteBackward()
  }
}
