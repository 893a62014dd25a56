public import Foundation
package import GraftGraphics

/// A drawing destination: the window's grid of terminal cells, seen through one view's
/// coordinate space and clipped to that view's bounds.
///
/// Inside ``UIView/draw(_:)``, ``UIGraphicsGetCurrentContext()`` returns the context. Draw with
/// UIKit's functions (`UIRectFill`, `String.draw(at:withAttributes:)`,
/// `NSAttributedString.draw(in:)`) or with the cell-level methods here.
@MainActor @preconcurrency
public final class CGContext {
  /// The cells drawn so far.
  package internal(set) var buffer: CellBuffer
  /// Where the current view's origin lies in the buffer.
  package var origin: (x: Int, y: Int) = (0, 0)
  /// The cells the current view may draw into, in buffer coordinates.
  package var clip: CellRect
  /// The colour that ``fill(_:)`` paints with, set by `UIColor.setFill()`.
  package var fillColor: UIColor?
  /// The style text starts from: the foreground and dimming inherited from the view's state.
  package var baseTextStyle = TextStyle.plain
  /// The view whose `draw(_:)` is running, which ``baseTextStyle`` is for; `nil` between views.
  ///
  /// NB: Unowned and unchecked: it is set only around that view's drawing, while the window
  /// holds the view, and only compared by identity.
  package unowned(unsafe) var drawnView: UIView?
  /// Whether the terminal shows braille and block characters; without them, paths draw in
  /// whole cells.
  package var usesUnicodeGraphics = true
  /// The graphics state: transform, colours, line style, alpha and path clip.
  var graphicsState = GraphicsState()
  /// The states `saveGState()` kept.
  var savedGraphicsStates: [GraphicsState] = []
  /// The path being built, in buffer coordinates, as Core Graphics keeps it in device space.
  var currentPath = PathGeometry()

  package init(width: Int, height: Int) {
    buffer = CellBuffer(width: width, height: height)
    clip = buffer.bounds
  }

  /// Starts drawing a view whose origin lies at `origin` in the buffer, into the cells of
  /// `clip`: a fresh graphics state and an empty path, as each `draw(_:)` gets in UIKit.
  package func begin(origin: (x: Int, y: Int), clip: CellRect) {
    self.origin = origin
    self.clip = clip
    graphicsState = GraphicsState()
    savedGraphicsStates.removeAll(keepingCapacity: true)
    currentPath = PathGeometry()
  }

  package func resize(width: Int, height: Int) {
    buffer.resize(width: width, height: height)
    clip = buffer.bounds
  }

  /// The smallest rectangle containing the current clip, in the current view's coordinates.
  public var clipBoundingBox: CGRect {
    CGRect(clip).offsetBy(dx: CGFloat(-origin.x), dy: CGFloat(-origin.y))
  }

  /// Paints the cells of `rect` with the current fill colour.
  ///
  /// Under no transform but a translation and no clip path, whole cells are painted, as
  /// `UIRectFill` paints them; otherwise the rectangle is filled as a path, transformed and
  /// clipped as Core Graphics fills it.
  public func fill(_ rect: CGRect) {
    guard let fillColor, let color = fillColor.terminalColor else { return }
    let t = graphicsState.transform
    guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, graphicsState.pathClip == RasterClip.none else {
      fill(
        geometry { $0.addRect(rect) }, paint: .color(color),
        opacity: Double(fillColor.alphaComponent * graphicsState.alpha), rule: .winding)
      return
    }
    let cells = bufferRect(rect.offsetBy(dx: t.tx, dy: t.ty))
    buffer.modifyStyle(in: cells) { $0.background = color }
    if color != .default {
      // NB: A fill is paint, not text: cells it covers lose their characters.
      buffer.fill(cells, with: Cell(" ", style: TextStyle(background: color)))
    }
  }

  /// Clears the cells of `rect` to blanks in the terminal's default colours.
  public func clear(_ rect: CGRect) {
    buffer.fill(bufferRect(rect), with: .blank)
  }

  // MARK: - Cell-level drawing

  /// Writes one line of text at `point`, in the current view's coordinates.
  ///
  /// Cells the text covers keep their background colour unless `style` sets one, so text drawn
  /// over a coloured view stays on that colour.
  ///
  /// - Returns: The x-coordinate just after the text.
  @discardableResult
  package func write(_ text: String, at point: CGPoint, style: TextStyle) -> CGFloat {
    let (x, y) = (Int(point.x.rounded(.down)) + origin.x, Int(point.y.rounded(.down)) + origin.y)
    guard y >= clip.minY, y < clip.maxY else {
      return point.x + CGFloat(text.terminalWidth)
    }
    let end = clippedToPaths(CellRect(x: clip.minX, y: y, width: clip.width, height: 1)) {
      // NB: Text without a background of its own keeps the one drawn beneath it.
      buffer.write(text, x: x, y: y, style: style, clip: clip, keepingBackground: style.background == .default)
    }
    return CGFloat(end - origin.x)
  }

  /// Runs `draw`, which writes cells of `region` (in buffer coordinates) directly, then keeps
  /// only what the path clip lets through, by `CellBuffer.keep(inside:since:unicode:)`'s
  /// rules: text is kept where a cell's centre is inside.
  func clippedToPaths<Result>(_ region: CellRect, _ draw: () -> Result) -> Result {
    guard !graphicsState.pathClip.paths.isEmpty else { return draw() }
    let snapshot = buffer.snapshot(of: region)
    let result = draw()
    buffer.keep(inside: rasterClip, since: snapshot, unicode: usesUnicodeGraphics)
    return result
  }

  /// Fills `rect` with cells showing `cell`.
  package func fill(_ rect: CGRect, with cell: Cell) {
    buffer.fill(bufferRect(rect), with: cell)
  }

  /// Changes the style of the cells in `rect`, keeping their text.
  package func restyle(_ rect: CGRect, _ body: (inout TextStyle) -> Void) {
    buffer.modifyStyle(in: bufferRect(rect), body)
  }

  /// The buffer cells of `rect` that the clip allows.
  package func bufferRect(_ rect: CGRect) -> CellRect {
    let cells = rect.offsetBy(dx: CGFloat(origin.x), dy: CGFloat(origin.y)).cellRect
    return cells.intersection(clip)
  }
}

@MainActor private var currentContexts: [CGContext] = []

/// The drawing context of the view being drawn; `nil` outside ``UIView/draw(_:)``.
@MainActor @preconcurrency
public func UIGraphicsGetCurrentContext() -> CGContext? {
  currentContexts.last
}

/// Makes `context` current while `body` runs.
@MainActor
package func withCurrentContext<Result>(_ context: CGContext, _ body: () -> Result) -> Result {
  currentContexts.append(context)
  defer { currentContexts.removeLast() }
  return body()
}

/// Makes `context` the current graphics context, until ``UIGraphicsPopContext()``.
@MainActor @preconcurrency
public func UIGraphicsPushContext(_ context: CGContext) {
  currentContexts.append(context)
}

/// Restores the graphics context that was current before the last ``UIGraphicsPushContext(_:)``.
@MainActor @preconcurrency
public func UIGraphicsPopContext() {
  _ = currentContexts.popLast()
}

/// Fills `rect` in the current context with the current fill colour.
@MainActor @preconcurrency
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

extension UIColor {
  /// Makes this the fill colour of the current drawing context.
  @MainActor
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this the fill and stroke colour of the current drawing context.
  @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}
