import Foundation
import GraftGraphics

extension UITextField {
  // MARK: - Geometry

  /// The columns a border takes on each side.
  var borderInset: CGFloat { borderStyle == .none ? 0 : 1 }

  /// Whether an overlay with `mode` shows in the field's current state.
  func isOverlayVisible(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: editing
    case .unlessEditing: !editing
    }
  }

  /// Whether the clear button shows: its mode allows it and there is text to clear.
  var isClearButtonVisible: Bool {
    !editor.isEmpty && isOverlayVisible(clearButtonMode)
  }

  /// The width `view` takes at an edge, or 0 when it is absent or hidden by `mode`.
  func overlayWidth(of view: UIView?, mode: ViewMode) -> CGFloat {
    guard let view, isOverlayVisible(mode) else { return 0 }
    return view.frame.width
  }

  /// The text area: inside the border, the overlay views, and the clear button with the gap
  /// before it.
  func contentRect(forBounds bounds: CGRect) -> CGRect {
    let left = borderInset + overlayWidth(of: leftView, mode: leftViewMode)
    var right = borderInset + overlayWidth(of: rightView, mode: rightViewMode)
    if isClearButtonVisible { right += 2 }
    return CGRect(
      x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right),
      height: bounds.height)
  }

  /// The rectangle the text or placeholder draws in for the current state.
  var currentTextRect: CGRect {
    editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }

  /// The row a single line of text sits on when centred vertically in `rect`.
  func lineY(in rect: CGRect) -> CGFloat {
    rect.minY + max(0, ((rect.height - 1) / 2).rounded(.down))
  }

  /// The graphemes as drawn, from the `first`-th on: one `•` each for secure entry.
  ///
  /// NB: Read from the text as they are needed, so drawing a long text costs what is on
  /// screen, not the text's length.
  func displayGraphemes(from first: Int = 0) -> EditableGraphemes {
    isSecureTextEntry ? EditableGraphemes(bulletsFor: editor.boundaries, from: first) : editor.graphemes(from: first)
  }

  /// The column of the text that `offset` lies before.
  func column(of offset: Int, in graphemes: [EditableGrapheme]) -> Int {
    graphemes.reduce(0) { $1.offset < offset ? $0 + $1.width : $0 }
  }

  /// The columns the text takes as drawn.
  var displayWidth: Int {
    isSecureTextEntry ? editor.boundaries.count - 1 : editor.totalColumns
  }

  /// The column of the text that `offset` lies before, as drawn.
  func displayColumn(of offset: Int) -> Int {
    guard isSecureTextEntry else { return editor.columns(before: offset) }
    return editor.boundaries.firstIndex { $0 >= offset } ?? editor.boundaries.count - 1
  }

  /// Scrolls the text sideways so the caret stays in sight while editing.
  ///
  /// NB: It measures through the editor's kept layout, never the whole text, since it runs
  /// after every edit.
  func scrollCaretIntoView() {
    let available = Int(currentTextRect.width)
    let needed = displayWidth + 1
    guard editing, available > 0, needed > available else {
      horizontalScroll = 0
      return
    }
    let caret = displayColumn(of: editor.active)
    if caret < horizontalScroll { horizontalScroll = caret }
    if caret >= horizontalScroll + available { horizontalScroll = caret - available + 1 }
    horizontalScroll = max(0, min(horizontalScroll, needed - available))
  }

  /// Where column 0 of the text lies: aligned when the text fits, scrolled while editing
  /// otherwise. An editing field keeps a column free for the caret after the text.
  func lineOriginX(in rect: CGRect, textWidth: Int) -> CGFloat {
    let available = Int(rect.width)
    let reserve = editing ? 1 : 0
    guard textWidth + reserve <= available else {
      return editing ? rect.minX - CGFloat(horizontalScroll) : rect.minX
    }
    let slack = CGFloat(available - textWidth - reserve)
    switch textAlignment {
    case .center: return rect.minX + (slack / 2).rounded(.down)
    case .right: return rect.minX + slack
    default: return rect.minX
    }
  }

  /// The one-cell caret rectangle before the grapheme at `offset`.
  func caretCell(at offset: Int) -> CGRect {
    scrollCaretIntoView()
    let rect = currentTextRect
    let origin = lineOriginX(in: rect, textWidth: displayWidth)
    let x = origin + CGFloat(displayColumn(of: offset))
    let clamped = max(rect.minX, min(x, max(rect.minX, rect.maxX - 1)))
    return CGRect(x: clamped, y: lineY(in: rect), width: 1, height: 1)
  }

  /// The text offset a tap at `x` puts the caret at: before the grapheme drawn there, or at
  /// the end.
  func offset(atColumn x: CGFloat) -> Int {
    let origin = lineOriginX(in: currentTextRect, textWidth: displayWidth)
    let column = Int((x - origin).rounded(.down))
    var used = 0
    for grapheme in displayGraphemes() {
      if column < used + grapheme.width { return grapheme.offset }
      used += grapheme.width
    }
    return editor.length
  }

  /// The intrinsic width: text or placeholder, border, clear button and overlay views.
  var naturalWidth: Int {
    var width =
      editor.isEmpty
      ? (storedPlaceholderWidth) : displayWidth
    if borderStyle != .none { width += 2 }
    if clearButtonMode != .never { width += 2 }
    if let leftView, leftViewMode != .never { width += Int(leftView.frame.width) }
    if let rightView, rightViewMode != .never { width += Int(rightView.frame.width) }
    return width
  }

  private var storedPlaceholderWidth: Int {
    attributedPlaceholder?.string.terminalWidth ?? 0
  }

  func layoutOverlayViews() {
    if let leftView {
      leftView.isHidden = !isOverlayVisible(leftViewMode)
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !isOverlayVisible(rightViewMode)
      rightView.frame = rightViewRect(forBounds: bounds)
    }
  }

  // MARK: - Drawing

  /// The style the field's text starts from: dim when disabled.
  private var fieldBaseStyle: TextStyle {
    var style = inheritedTextStyle
    if !isEnabled { style.attributes.insert(.dim) }
    return style
  }

  private func textStyle(at offset: Int) -> TextStyle {
    // NB: ``defaultTextAttributes`` as they are, without building its dictionary to read back.
    let style = fieldBaseStyle.applying(font: font, foregroundColor: textColor ?? .label)
    return editor.isAttributed ? style.applying(editor.attributes(at: offset)) : style
  }

  /// Draws the brackets of a border, bold while focused, and the clear button.
  func drawBorderAndClearButton() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let y = lineY(in: bounds)
    var style = fieldBaseStyle
    if borderStyle != .none, bounds.width >= 2 {
      if isFocused { style.attributes.insert(.bold) }
      context.write("[", at: CGPoint(x: bounds.minX, y: y), style: style)
      context.write("]", at: CGPoint(x: bounds.maxX - 1, y: y), style: style)
    }
    if isClearButtonVisible {
      let button = clearButtonRect(forBounds: bounds)
      context.write("✕", at: CGPoint(x: button.minX, y: y), style: fieldBaseStyle)
    }
  }

  func drawTextLine(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width >= 1, rect.height >= 1 else {
      return
    }
    scrollCaretIntoView()
    guard !editor.isEmpty else { return }
    let total = displayWidth
    let available = Int(rect.width)
    let y = lineY(in: rect)
    let selection = editing ? editor.selection : NSRange(location: 0, length: 0)
    // NB: Not editing, text too long ends in "…"; editing, it scrolls instead.
    let truncates = !editing && total > available
    let limit = truncates ? rect.minX + CGFloat(available - 1) : rect.maxX
    var x = lineOriginX(in: rect, textWidth: total)
    // NB: Only the graphemes inside the clip are drawn, found by binary search, so a long
    // text (and a field made as wide as one) costs what is on screen, not its length.
    let clip = context.clipBoundingBox
    let skipped = Int((max(rect.minX, clip.minX) - x).rounded(.down))
    let count = editor.boundaries.count - 1
    let first = skipped <= 0 ? 0 : isSecureTextEntry ? min(skipped, count - 1) : editor.graphemeIndex(atColumn: skipped)
    x += CGFloat(isSecureTextEntry ? first : editor.columns(before: editor.boundaries[first]))
    // NB: Unattributed text draws in one style: work it out once, not per grapheme.
    let uniformStyle = editor.isAttributed ? nil : textStyle(at: 0)
    // NB: Printable ASCII in one style is written as one run. Anything else is written one
    // grapheme at a time, so that it lands in exactly the columns the editor measured even
    // where sanitising would let it join its neighbour.
    var run = TextRun()
    defer { run.flush(to: context, y: y) }
    var graphemes = displayGraphemes(from: first)
    while true {
      if let uniformStyle, x >= rect.minX,
        let (bytes, offset) = graphemes.nextASCIIRun(upTo: Int(min(clip.maxX, limit) - x))
      {
        run.append(bytes, at: x, offset: offset, style: uniformStyle, selection: selection, to: context, y: y)
        x += CGFloat(bytes.count)
        continue
      }
      guard let grapheme = graphemes.next() else { break }
      defer { x += CGFloat(grapheme.width) }
      if x >= clip.maxX { break }
      if x + CGFloat(grapheme.width) > limit {
        run.flush(to: context, y: y)
        if truncates {
          context.write("…", at: CGPoint(x: x, y: y), style: uniformStyle ?? textStyle(at: grapheme.offset))
        }
        return
      }
      guard x >= rect.minX, grapheme.width > 0 else {
        run.flush(to: context, y: y)
        continue
      }
      var style = uniformStyle ?? textStyle(at: grapheme.offset)
      if NSLocationInRange(grapheme.offset, selection) { style.attributes.insert(.inverse) }
      if let ascii = grapheme.character.asciiValue, ascii.isPrintableASCII {
        run.append(ascii, at: x, style: style, to: context, y: y)
      } else {
        run.flush(to: context, y: y)
        context.write(String(grapheme.character), at: CGPoint(x: x, y: y), style: style)
      }
    }
  }

  func drawPlaceholderLine(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let placeholder = attributedPlaceholder,
      rect.width >= 1, rect.height >= 1
    else { return }
    var base = fieldBaseStyle.applying([.foregroundColor: UIColor.placeholderText])
    if let font { base = base.applying([.font: font]) }
    let characters = TextRenderer.styledCharacters(of: placeholder, base: base)
    let lines = TextRenderer.lines(
      characters, width: Int(rect.width), maxLines: 1, lineBreakMode: .byTruncatingTail)
    TextRenderer.draw(lines, in: rect, alignment: textAlignment, context: context)
  }
}

/// Consecutive printable ASCII in one style, written in one call.
@MainActor
private struct TextRun {
  private var text: [UInt8] = []
  private var x: CGFloat = 0
  private var style = TextStyle.plain

  /// Adds one printable ASCII character, written in column `x`.
  mutating func append(_ ascii: UInt8, at x: CGFloat, style: TextStyle, to context: CGContext, y: CGFloat) {
    prepareToAppend(at: x, style: style, to: context, y: y)
    text.append(ascii)
  }

  /// Adds printable ASCII characters from UTF-16 offset `offset` on, written from column `x`
  /// in `style`, and inverted where they lie in `selection`.
  mutating func append(
    _ bytes: Substring.UTF8View, at x: CGFloat, offset: Int, style: TextStyle, selection: NSRange,
    to context: CGContext, y: CGFloat
  ) {
    let end = offset + bytes.count
    let selectionStart = min(max(offset, selection.location), end)
    let selectionEnd = max(selectionStart, min(end, NSMaxRange(selection)))
    var inverted = style
    inverted.attributes.insert(.inverse)
    var index = bytes.startIndex
    for (partEnd, partStyle) in [(selectionStart, style), (selectionEnd, inverted), (end, style)] {
      let partStart = offset + bytes.distance(from: bytes.startIndex, to: index)
      guard partEnd > partStart else { continue }
      let next = bytes.index(index, offsetBy: partEnd - partStart)
      prepareToAppend(at: x + CGFloat(partStart - offset), style: partStyle, to: context, y: y)
      text.append(contentsOf: bytes[index..<next])
      index = next
    }
  }

  /// Flushes what the run holds unless text in `style` at column `x` continues it.
  private mutating func prepareToAppend(at x: CGFloat, style: TextStyle, to context: CGContext, y: CGFloat) {
    if !text.isEmpty, style != self.style || x != self.x + CGFloat(text.count) { flush(to: context, y: y) }
    if text.isEmpty { (self.x, self.style) = (x, style) }
  }

  mutating func flush(to context: CGContext, y: CGFloat) {
    guard !text.isEmpty else { return }
    context.write(String(decoding: text, as: UTF8.self), at: CGPoint(x: x, y: y), style: style)
    text.removeAll(keepingCapacity: true)
  }
}
