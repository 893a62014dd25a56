import GraftGraphics

/// The buffer as a picture: each cell's text, except that a space on a coloured background
/// (a cell a shape filled solid) shows as `█`; trailing spaces and trailing empty rows
/// trimmed, rows joined by "\n".
func picture(_ buffer: CellBuffer) -> String {
  var rows = (0..<buffer.height).map { y in
    var line = ""
    for x in 0..<buffer.width {
      let cell = buffer[x, y]
      line += cell.text == " " && cell.style.background != .default ? "█" : cell.text
    }
    while line.last == " " { line.removeLast() }
    return line
  }
  while rows.last?.isEmpty == true { rows.removeLast() }
  return rows.joined(separator: "\n")
}

/// A fresh `width` × `height` buffer after `body` drew into it.
func draw(_ width: Int, _ height: Int, _ body: (inout CellBuffer) -> Void) -> CellBuffer {
  var buffer = CellBuffer(width: width, height: height)
  body(&buffer)
  return buffer
}

/// A path built by `body`.
func path(_ body: (inout PathGeometry) -> Void) -> PathGeometry {
  var path = PathGeometry()
  body(&path)
  return path
}

/// A polyline through `points`, given as (x, y) pairs.
func polyline(_ points: [(Double, Double)], closed: Bool = false) -> PathGeometry {
  path { path in
    for (index, point) in points.enumerated() {
      let point = PathPoint(x: point.0, y: point.1)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    if closed { path.closeSubpath() }
  }
}

/// A hairline: the thinnest stroke, one dot wide.
let hairline = RasterStrokeStyle(lineWidth: 0)
