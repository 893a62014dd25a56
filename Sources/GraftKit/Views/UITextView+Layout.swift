import Foundation
import GraftGraphics

/// One row of a text view's wrapped text.
struct TextViewLine {
  /// The graphemes on the row, trailing spaces included; newlines are not.
  var graphemes: [EditableGrapheme]
  /// The offset where the row starts.
  var start: Int
  /// The offset just after the row's last grapheme.
  var end: Int
  /// Whether the row ends its paragraph, rather than wrapping onto the next row.
  var isParagraphEnd: Bool

  /// The row's width without the spaces that hang past a wrap.
  var visibleWidth: Int {
    var graphemes = self.graphemes[...]
    while graphemes.last?.character == " " { graphemes = graphemes.dropLast() }
    return graphemes.reduce(0) { $0 + $1.width }
  }

  /// Breaks `graphemes` into rows of at most `width` columns: at newlines, after spaces, and
  /// inside words longer than a row. Spaces at a wrap hang at the end of their row. There is
  /// always at least one row.
  static func wrap(_ graphemes: [EditableGrapheme], width: Int) -> [TextViewLine] {
    let width = max(1, width)
    var lines: [TextViewLine] = []
    var row: [EditableGrapheme] = []
    var rowWidth = 0
    var breakIndex: Int?
    var paragraphStart = 0

    func emit(_ items: ArraySlice<EditableGrapheme>, paragraphEnd: Bool) {
      let start = items.first?.offset ?? paragraphStart
      let end = items.last.map { $0.offset + $0.length } ?? start
      lines.append(
        TextViewLine(graphemes: Array(items), start: start, end: end, isParagraphEnd: paragraphEnd))
    }

    for grapheme in graphemes {
      if grapheme.character.isNewline {
        emit(row[...], paragraphEnd: true)
        row = []
        rowWidth = 0
        breakIndex = nil
        paragraphStart = grapheme.offset + grapheme.length
        continue
      }
      if grapheme.character == " " {
        row.append(grapheme)
        rowWidth += grapheme.width
        breakIndex = row.count
        continue
      }
      while rowWidth + grapheme.width > width, !row.isEmpty {
        let split = breakIndex ?? row.count
        emit(row[..<split], paragraphEnd: false)
        row = Array(row[split...])
        rowWidth = row.reduce(0) { $0 + $1.width }
        breakIndex = nil
      }
      row.append(grapheme)
      rowWidth += grapheme.width
    }
    emit(row[...], paragraphEnd: true)
    return lines
  }
}

extension UITextView {
  // MARK: - Layout

  /// The columns text wraps at: the width inside the insets.
  var wrapWidth: Int {
    max(1, Int((bounds.width - textContainerInset.left - textContainerInset.right).rounded(.down)))
  }

  /// The wrapped rows, cached until the text or the width changes.
  var lines: [TextViewLine] {
    let width = wrapWidth
    if let cachedLayout, cachedLayout.width == width { return cachedLayout.lines }
    let lines = TextViewLine.wrap(editor.graphemes(), width: width)
    cachedLayout = (width, lines)
    return lines
  }

  /// The x-coordinate where `line` starts, for the text alignment.
  private func lineOriginX(of line: TextViewLine) -> CGFloat {
    let slack = CGFloat(max(0, wrapWidth - line.visibleWidth))
    let left = textContainerInset.left
    switch textAlignment {
    case .center: return left + (slack / 2).rounded(.down)
    case .right: return left + slack
    default: return left
    }
  }

  /// The row and column of the caret at `offset`.
  ///
  /// At a wrap the caret belongs to the start of the next row. A caret after text that fills
  /// the last row exactly sits at the start of a row of its own.
  func caretLocation(of offset: Int) -> (row: Int, column: Int) {
    let lines = self.lines
    for (index, line) in lines.enumerated() where line.start <= offset && offset <= line.end {
      if offset == line.end, !line.isParagraphEnd, index + 1 < lines.count { continue }
      var column = line.graphemes.reduce(0) { $1.offset < offset ? $0 + $1.width : $0 }
      column += Int(lineOriginX(of: line) - textContainerInset.left)
      if column >= wrapWidth {
        if index == lines.count - 1 { return (index + 1, 0) }
        column = wrapWidth - 1
      }
      return (index, column)
    }
    return (max(0, lines.count - 1), 0)
  }

  /// The offset at `column` of `row`: before the grapheme drawn there, or at the row's end.
  func offset(row: Int, column: Int) -> Int {
    let lines = self.lines
    guard row >= 0 else { return 0 }
    guard row < lines.count else { return editor.length }
    let line = lines[row]
    var used = Int(lineOriginX(of: line) - textContainerInset.left)
    for grapheme in line.graphemes {
      if column < used + grapheme.width { return grapheme.offset }
      used += grapheme.width
    }
    return line.isParagraphEnd ? line.end : (line.graphemes.last?.offset ?? line.start)
  }

  /// The offset nearest `point`, in the view's coordinates.
  func offset(at point: CGPoint) -> Int {
    let row = Int((point.y - textContainerInset.top).rounded(.down))
    let column = Int((point.x - textContainerInset.left).rounded(.down))
    return offset(row: row, column: max(0, column))
  }

  /// The start or end of the row the caret is on, for Home and End.
  func lineBoundary(ofCaretAtEnd end: Bool) -> Int {
    let lines = self.lines
    let row = caretLocation(of: editor.active).row
    guard row < lines.count else { return editor.length }
    let line = lines[row]
    guard end else { return line.start }
    return line.isParagraphEnd ? line.end : (line.graphemes.last?.offset ?? line.start)
  }

  /// The one-cell caret rectangle at `offset`, in the view's (content) coordinates.
  func caretCell(at offset: Int) -> CGRect {
    let location = caretLocation(of: offset)
    return CGRect(
      x: textContainerInset.left + CGFloat(location.column),
      y: textContainerInset.top + CGFloat(location.row), width: 1, height: 1)
  }

  /// The height of the text with its insets, and a row for a caret that wrapped past the end.
  var contentHeight: CGFloat {
    let rows = max(lines.count, caretLocation(of: editor.length).row + 1)
    return textContainerInset.top + CGFloat(rows) + textContainerInset.bottom
  }

  func fittingSize(for size: CGSize) -> CGSize {
    let insets = textContainerInset.left + textContainerInset.right
    let unbounded = size.width <= 0 || size.width >= CGFloat(Int.max / 2)
    let widest =
      editor.string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { String($0).terminalWidth }.max() ?? 0
    let width = unbounded ? CGFloat(widest) : max(1, size.width - insets)
    let graphemes = editor.graphemes()
    let rows = TextViewLine.wrap(graphemes, width: Int(width)).count
    return CGSize(
      width: width + insets,
      height: CGFloat(rows) + textContainerInset.top + textContainerInset.bottom)
  }

  // MARK: - Scrolling

  /// Makes the content size the wrapped text's, and the text container's size the view's
  /// inside the insets.
  func updateContentSize() {
    let size = CGSize(width: bounds.width, height: contentHeight)
    if contentSize != size { contentSize = size }
    let inner = CGSize(
      width: max(0, bounds.width - textContainerInset.left - textContainerInset.right),
      height: textContainer.heightTracksTextView
        ? max(0, bounds.height - textContainerInset.top - textContainerInset.bottom)
        : CGFloat.greatestFiniteMagnitude)
    if textContainer.widthTracksTextView || textContainer.size == .zero {
      textContainer.size = inner
    }
    layoutManager.usedSize = CGSize(
      width: CGFloat(lines.map(\.visibleWidth).max() ?? 0), height: CGFloat(lines.count))
  }

  /// Keeps the scroll position within the content.
  func clampScrollPosition() {
    let maxTop = max(0, contentHeight - bounds.height)
    let top = min(max(0, bounds.minY), maxTop)
    if top != bounds.minY { bounds.origin.y = top }
  }

  /// Scrolls so the caret's row is in sight.
  func scrollCaretIntoView() {
    scrollToRow(caretLocation(of: editor.active).row)
  }

  func scrollToRow(_ row: Int) {
    guard bounds.height >= 1, isScrollEnabled else { return }
    let y = textContainerInset.top + CGFloat(row)
    var top = bounds.minY
    if y < top { top = y }
    if y >= top + bounds.height { top = y - bounds.height + 1 }
    top = max(0, top)
    if top != bounds.minY { bounds.origin.y = top }
  }

  // MARK: - Drawing

  private func textStyle(at offset: Int) -> TextStyle {
    let style = inheritedTextStyle.applying(defaultAttributes)
    return editor.isAttributed ? style.applying(editor.attributes(at: offset)) : style
  }

  /// Draws the rows in sight, with the selection inverted while editing.
  func drawLines() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let lines = self.lines
    let top = textContainerInset.top
    let first = max(0, Int((bounds.minY - top).rounded(.down)))
    let last = min(lines.count, Int((bounds.maxY - top).rounded(.up)))
    guard first < last else { return }
    let selection = editing ? editor.selection : NSRange(location: 0, length: 0)
    let limit = textContainerInset.left + CGFloat(wrapWidth)
    for row in first..<last {
      let line = lines[row]
      var x = lineOriginX(of: line)
      let y = top + CGFloat(row)
      for grapheme in line.graphemes {
        defer { x += CGFloat(grapheme.width) }
        guard grapheme.width > 0, x + CGFloat(grapheme.width) <= limit else { continue }
        var style = textStyle(at: grapheme.offset)
        if NSLocationInRange(grapheme.offset, selection) { style.attributes.insert(.inverse) }
        context.write(String(grapheme.character), at: CGPoint(x: x, y: y), style: style)
      }
    }
  }
}
