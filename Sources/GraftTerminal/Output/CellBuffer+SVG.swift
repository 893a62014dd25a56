package import GraftGraphics

/// The colours and metrics of an SVG picture of a terminal frame.
package struct SVGTheme: Hashable, Sendable {
  /// The colour `Color.default` stands for in the foreground.
  package var foreground: Color
  /// The colour `Color.default` stands for in the background, and the picture's backdrop.
  package var background: Color
  /// One cell's width and height in SVG user units (pixels).
  package var cellWidth: Int
  package var cellHeight: Int
  /// The font size of the text, in the same units.
  package var fontSize: Int

  package init(
    foreground: Color = .rgb(229, 229, 229), background: Color = .rgb(30, 30, 30),
    cellWidth: Int = 9, cellHeight: Int = 18, fontSize: Int = 15
  ) {
    self.foreground = foreground
    self.background = background
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.fontSize = fontSize
  }

  /// Light grey on near-black, like a default dark terminal profile.
  package static let dark = SVGTheme()
}

extension CellBuffer {
  /// The frame as a standalone SVG picture: one `<rect>` per run of cells sharing a
  /// background colour, one monospace `<text>` per run of cells sharing a style.
  ///
  /// Colours are written at full 24-bit precision; `.default` takes the theme's colours, and
  /// inverse swaps them. Each `<text>` carries `textLength`, so a run spans exactly its cells
  /// whatever the viewer's monospace font measures.
  ///
  /// ```swift
  /// let picture = window.render().svgPicture()
  /// try picture.write(toFile: "frame.svg", atomically: true, encoding: .utf8)
  /// ```
  package func svgPicture(theme: SVGTheme = .dark) -> String {
    let pixelWidth = width * theme.cellWidth
    let pixelHeight = height * theme.cellHeight
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(pixelWidth)" height="\(pixelHeight)" \
      viewBox="0 0 \(pixelWidth) \(pixelHeight)" font-family="ui-monospace, Menlo, \
      'DejaVu Sans Mono', monospace" font-size="\(theme.fontSize)">

      """
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"\(Self.hex(theme.background))\"/>\n"
    for row in 0..<height {
      svg += backgroundRects(row: row, theme: theme)
    }
    for row in 0..<height {
      svg += textRuns(row: row, theme: theme)
    }
    svg += "</svg>\n"
    return svg
  }

  /// The colours a cell shows as (foreground, background), after inverse.
  private func colors(of style: TextStyle, theme: SVGTheme) -> (Color, Color) {
    let foreground = style.foreground == .default ? theme.foreground : style.foreground
    let background = style.background == .default ? theme.background : style.background
    return style.attributes.contains(.inverse)
      ? (background, foreground) : (foreground, background)
  }

  private func backgroundRects(row: Int, theme: SVGTheme) -> String {
    var result = ""
    var column = 0
    while column < width {
      let background = colors(of: self[column, row].style, theme: theme).1
      var end = column + 1
      while end < width, colors(of: self[end, row].style, theme: theme).1 == background {
        end += 1
      }
      if background != theme.background {
        result +=
          "<rect x=\"\(column * theme.cellWidth)\" y=\"\(row * theme.cellHeight)\" "
          + "width=\"\((end - column) * theme.cellWidth)\" height=\"\(theme.cellHeight)\" "
          + "fill=\"\(Self.hex(background))\"/>\n"
      }
      column = end
    }
    return result
  }

  private func textRuns(row: Int, theme: SVGTheme) -> String {
    var result = ""
    var column = 0
    while column < width {
      let style = self[column, row].style
      var end = column + 1
      while end < width, self[end, row].style == style { end += 1 }
      var text = ""
      for index in column..<end where !self[index, row].isContinuation {
        text += FrameEncoder.safeText(self[index, row].text)
      }
      var trimmed = Substring(text)
      while trimmed.last == " " { trimmed.removeLast() }
      let leading = trimmed.prefix { $0 == " " }.count
      if !trimmed.isEmpty {
        let visible = trimmed.dropFirst(leading)
        let start = column + leading
        let columns = visible.reduce(0) { $0 + max(1, $1.terminalWidth) }
        result += textElement(
          String(visible), x: start, columns: columns, row: row, style: style, theme: theme)
      }
      column = end
    }
    return result
  }

  private func textElement(
    _ text: String, x column: Int, columns: Int, row: Int, style: TextStyle, theme: SVGTheme
  ) -> String {
    let baseline = row * theme.cellHeight + (theme.cellHeight * 3 + 2) / 4
    var attributes =
      "x=\"\(column * theme.cellWidth)\" y=\"\(baseline)\" "
      + "fill=\"\(Self.hex(colors(of: style, theme: theme).0))\" "
      + "textLength=\"\(columns * theme.cellWidth)\" lengthAdjust=\"spacingAndGlyphs\""
    if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
    if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
    if style.attributes.contains(.dim) { attributes += " opacity=\"0.6\"" }
    var decorations: [String] = []
    if style.attributes.contains(.underline) { decorations.append("underline") }
    if style.attributes.contains(.strikethrough) { decorations.append("line-through") }
    if !decorations.isEmpty {
      attributes += " text-decoration=\"\(decorations.joined(separator: " "))\""
    }
    return "<text \(attributes) xml:space=\"preserve\">\(Self.escapeXML(text))</text>\n"
  }

  private static func hex(_ color: Color) -> String {
    guard case .rgb(let red, let green, let blue) = color else { return "currentColor" }
    return "#" + [red, green, blue].map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }

  private static func escapeXML(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
