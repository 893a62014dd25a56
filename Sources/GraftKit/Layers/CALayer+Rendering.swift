import Foundation
import GraftGraphics

// NB: A layer draws in whole cells at positions rounded as views' are. Positions passed around
// here are buffer cells: `origin` is where the origin of a layer's (or view's) bounds
// coordinates lies in the buffer.

extension CALayer {
  // MARK: - A view's own layer

  /// Draws what a view's layer puts beneath the view's `draw(_:)`: its shadow, its background
  /// (rounded by the corner radius) and its contents. `frame` is the view's cells, `clip` the
  /// cells its superview allows.
  func drawBeneathView(frame: CellRect, clip: CellRect, alpha: CGFloat, in context: CGContext) {
    if drawsShadow { drawShadow(of: frame, clip: clip, in: context) }
    let visible = frame.intersection(clip)
    guard !visible.isEmpty else { return }
    if let color = backgroundColor?.uiColor.terminalColor {
      paintBackground(color, cells: frame, clip: visible, in: context)
    }
  }

  /// Draws what a view's layer puts over the view's `draw(_:)`: its contents, its class's own
  /// content, and its sublayers, before the view's subviews.
  func drawOverView(origin: (x: Int, y: Int), frame: CellRect, clip: CellRect, alpha: CGFloat, in context: CGContext) {
    let visible = frame.intersection(clip)
    let contentClip = masksToBounds ? visible : clip
    drawOwnContent(origin: origin, frame: frame, visible: visible, contentClip: contentClip, alpha: alpha, in: context)
    drawSublayers(origin: origin, clip: contentClip, alpha: alpha, in: context)
  }

  /// Draws the layer's border over everything else it drew (its subviews too, for a view's
  /// layer, as Core Animation composites a border above the sublayers).
  func drawBorder(frame: CellRect, clip: CellRect, in context: CGContext) {
    let width = storedBorderWidth
    guard width > 0, let color = storedBorderColor?.uiColor.terminalColor else { return }
    let visible = frame.intersection(clip)
    guard !visible.isEmpty else { return }
    context.begin(origin: (0, 0), clip: visible)
    let glyphs = width >= 2 ? BoxGlyphs.heavy : BoxGlyphs.light
    let style = TextStyle(foreground: color)
    func put(_ text: String, _ x: Int, _ y: Int) {
      context.write(text, at: CGPoint(x: x, y: y), style: style)
    }
    let (left, top, right, bottom) = (frame.minX, frame.minY, frame.maxX - 1, frame.maxY - 1)
    // NB: A box needs two rows and two columns; a thinner layer gets a single line, as a wide
    // border covers a thin layer on iOS.
    if frame.height == 1 {
      put(String(repeating: glyphs.horizontal, count: frame.width), left, top)
      return
    }
    if frame.width == 1 {
      for y in top...bottom { put(glyphs.vertical, left, y) }
      return
    }
    let corners = roundedCorners
    let middle = String(repeating: glyphs.horizontal, count: frame.width - 2)
    put(
      (corners.contains(.layerMinXMinYCorner) ? "╭" : glyphs.topLeft) + middle
        + (corners.contains(.layerMaxXMinYCorner) ? "╮" : glyphs.topRight), left, top)
    // NB: Only the rows the clip shows are written, so a tall layer in a small damaged region
    // costs what shows.
    for y in Swift.max(top + 1, visible.minY)..<Swift.min(bottom, visible.maxY) {
      put(glyphs.vertical, left, y)
      put(glyphs.vertical, right, y)
    }
    put(
      (corners.contains(.layerMinXMaxYCorner) ? "╰" : glyphs.bottomLeft) + middle
        + (corners.contains(.layerMaxXMaxYCorner) ? "╯" : glyphs.bottomRight), left, bottom)
  }

  /// Whether ``drawBorder(frame:clip:in:)`` draws anything.
  var drawsBorder: Bool { storedBorderWidth > 0 && storedBorderColor?.uiColor.terminalColor != nil }

  // MARK: - A layer of its own

  /// Draws the layer and its sublayers, whose superlayer's coordinates' origin lies at
  /// `superOrigin` in the buffer, within `clip`.
  func drawTree(superOrigin: (x: Int, y: Int), clip: CellRect, alpha inheritedAlpha: CGFloat, in context: CGContext) {
    guard !storedIsHidden else { return }
    let alpha = inheritedAlpha * CGFloat(storedOpacity)
    guard alpha >= 0.01 else { return }
    if storedNeedsLayout { layoutIfNeeded() }
    let frame = self.frame
    let bounds = self.bounds
    let origin = (
      x: superOrigin.x + Int((frame.minX - bounds.minX).rounded()),
      y: superOrigin.y + Int((frame.minY - bounds.minY).rounded())
    )
    let cells = CellRect(
      x: origin.x + Int(bounds.minX.rounded()), y: origin.y + Int(bounds.minY.rounded()),
      width: bounds.cellRect.width, height: bounds.cellRect.height)
    if drawsShadow { drawShadow(of: cells, clip: clip, in: context) }
    let visible = cells.intersection(clip)
    if !visible.isEmpty, let color = storedBackgroundColor?.uiColor.terminalColor {
      paintBackground(color, cells: cells, clip: visible, in: context)
    }
    let contentClip = storedMasksToBounds ? visible : clip
    drawOwnContent(origin: origin, frame: cells, visible: visible, contentClip: contentClip, alpha: alpha, in: context)
    drawSublayers(origin: origin, clip: contentClip, alpha: alpha, in: context)
    drawBorder(frame: cells, clip: clip, in: context)
  }

  private func drawSublayers(origin: (x: Int, y: Int), clip: CellRect, alpha: CGFloat, in context: CGContext) {
    guard !storedSublayers.isEmpty, !clip.isEmpty else { return }
    var ordered = storedSublayers
    if ordered.contains(where: { $0.storedZPosition != 0 }) {
      ordered = ordered.enumerated().sorted {
        $0.element.storedZPosition != $1.element.storedZPosition
          ? $0.element.storedZPosition < $1.element.storedZPosition : $0.offset < $1.offset
      }.map(\.element)
    }
    for sublayer in ordered {
      sublayer.drawTree(superOrigin: origin, clip: clip, alpha: alpha, in: context)
    }
  }

  /// Draws the contents image, the class's content and `display()`, in the layer's
  /// coordinates.
  private func drawOwnContent(
    origin: (x: Int, y: Int), frame: CellRect, visible: CellRect, contentClip: CellRect, alpha: CGFloat,
    in context: CGContext
  ) {
    if let image = contentsImage, !visible.isEmpty {
      context.begin(origin: origin, clip: contentClip)
      var point = bounds.origin
      if contentsGravity == .center {
        point.x += ((bounds.width - CGFloat(image.width)) / 2).rounded(.down)
        point.y += ((bounds.height - CGFloat(image.height)) / 2).rounded(.down)
      }
      context.draw(cells: image.cells, at: point)
    }
    if hasClassContent, !contentClip.isEmpty {
      context.begin(origin: origin, clip: contentClip)
      context.baseTextStyle = alpha < 0.6 ? TextStyle(attributes: .dim) : .plain
      drawClassContent(in: context, alpha: alpha)
    }
    // NB: A view's own drawing is its `draw(_:)`, which the window calls; only layers of their
    // own display here.
    guard view == nil, !visible.isEmpty, CALayer.layerBeingDisplayed == nil else { return }
    context.begin(origin: origin, clip: visible)
    context.baseTextStyle = alpha < 0.6 ? TextStyle(attributes: .dim) : .plain
    if alpha < 1 { context.setAlpha(alpha) }
    CALayer.layerBeingDisplayed = self
    defer { CALayer.layerBeingDisplayed = nil }
    withCurrentContext(context) { display() }
  }

  /// Calls ``draw(in:)`` with the current context, as the default `display()` does.
  func drawInCurrentContext() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    delegate?.layerWillDraw(self)
    draw(in: context)
  }

  /// The contents, when they are an image Graft can draw.
  private var contentsImage: CGImage? {
    if let image = storedContents as? CGImage { return image }
    return (storedContents as? UIImage)?.cgImage
  }

  // MARK: - Cells

  /// The corners ``cornerRadius`` rounds.
  private var roundedCorners: CACornerMask {
    storedCornerRadius > 0 ? storedMaskedCorners : []
  }

  /// Paints `cells` (clipped to `clip`) in `color`, leaving the rounded corners' outer
  /// quarters (or, under a border, the whole corner cells) as they were.
  private func paintBackground(_ color: GraftGraphics.Color, cells: CellRect, clip: CellRect, in context: CGContext) {
    let corners = roundedCorners
    let cornerCells = corners.isEmpty ? [] : self.cornerCells(of: cells, corners: corners)
    let beneath = cornerCells.map { context.buffer[$0.x, $0.y] }
    let area = cells.intersection(clip)
    context.buffer.modifyStyle(in: area) { $0.background = color }
    if color != .default { context.buffer.fill(area, with: Cell(" ", style: TextStyle(background: color))) }
    for (corner, original) in zip(cornerCells, beneath) where clip.contains(x: corner.x, y: corner.y) {
      if drawsBorder || !context.usesUnicodeGraphics || corner.kept == 0 {
        context.buffer[corner.x, corner.y] = original
      } else {
        context.buffer[corner.x, corner.y] = Cell(
          Self.quadrants[corner.kept], style: TextStyle(foreground: color, background: original.style.background))
      }
    }
  }

  /// The cells holding a rounded corner, each with the quadrants (bits: top left 1, top right
  /// 2, bottom left 4, bottom right 8) that stay painted.
  private func cornerCells(of cells: CellRect, corners: CACornerMask) -> [(x: Int, y: Int, kept: Int)] {
    guard !cells.isEmpty, cells.width * cells.height > 1 else { return [] }
    var removed: [Int: Int] = [:]
    let (left, top, right, bottom) = (cells.minX, cells.minY, cells.maxX - 1, cells.maxY - 1)
    func key(_ x: Int, _ y: Int) -> Int { (y - top) * cells.width + (x - left) }
    if corners.contains(.layerMinXMinYCorner) { removed[key(left, top), default: 0] |= 1 }
    if corners.contains(.layerMaxXMinYCorner) { removed[key(right, top), default: 0] |= 2 }
    if corners.contains(.layerMinXMaxYCorner) { removed[key(left, bottom), default: 0] |= 4 }
    if corners.contains(.layerMaxXMaxYCorner) { removed[key(right, bottom), default: 0] |= 8 }
    return removed.sorted { $0.key < $1.key }.map { entry in
      (x: left + entry.key % cells.width, y: top + entry.key / cells.width, kept: 15 & ~entry.value)
    }
  }

  /// Quadrant block characters by the quadrants they show.
  private static let quadrants = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]

  /// Shades the cells one cell beyond `cells` in the shadow's direction.
  private func drawShadow(of cells: CellRect, clip: CellRect, in context: CGContext) {
    guard let direction = shadowDirection, let color = storedShadowColor?.uiColor.terminalColor,
      !cells.isEmpty
    else { return }
    let shade =
      direction == (0, 0)
      ? CellRect(x: cells.minX - 1, y: cells.minY - 1, width: cells.width + 2, height: cells.height + 2)
      : CellRect(x: cells.minX + direction.x, y: cells.minY + direction.y, width: cells.width, height: cells.height)
    let area = shade.intersection(clip).intersection(context.buffer.bounds)
    guard !area.isEmpty else { return }
    let opacity = Double(storedShadowOpacity)
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX where !cells.contains(x: x, y: y) {
        var cell = context.buffer[x, y]
        guard !cell.isContinuation else { continue }
        if case .rgb(let r, let g, let b) = cell.style.background, case .rgb(let sr, let sg, let sb) = color {
          func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * opacity).rounded())
          }
          cell.style.background = .rgb(mix(r, sr), mix(g, sg), mix(b, sb))
        } else if cell.text == " " {
          cell = Cell("░", style: TextStyle(foreground: color, background: cell.style.background))
        } else {
          cell.style.attributes.insert(.dim)
        }
        context.buffer[x, y] = cell
      }
    }
  }
}

/// The characters of a box's lines and corners.
private struct BoxGlyphs {
  let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String

  static let light = BoxGlyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
  static let heavy = BoxGlyphs(
    horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
}
