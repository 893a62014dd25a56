public import Foundation
import GraftGraphics

/// What `saveGState()` keeps and `restoreGState()` brings back.
struct GraphicsState {
  /// User space to the view's own coordinates.
  var transform = CGAffineTransform.identity
  /// NB: Core Graphics' default stroke and fill colours are black, which a dark terminal cannot
  /// show; Graft's are the terminal's own foreground (docs/Divergences.md).
  var strokeColor = UIColor.label
  var pathFillColor = UIColor.label
  var lineWidth: CGFloat = 1
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var miterLimit: CGFloat = 10
  var dashPhase: CGFloat = 0
  var dashLengths: [CGFloat] = []
  var alpha: CGFloat = 1
  var blendMode = CGBlendMode.normal
  var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
  /// The clip paths and rectangles, in buffer coordinates.
  var pathClip = RasterClip.none
}

/// Compositing operations for images; Graft draws every mode as `.normal`.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
  case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension CGContext {
  // MARK: Saving and restoring

  /// Pushes a copy of the current graphics state onto the graphics state stack.
  public func saveGState() {
    savedGraphicsStates.append(graphicsState)
  }

  /// Sets the current graphics state to the state most recently saved.
  ///
  /// A restore with nothing saved is ignored, as Core Graphics ignores it.
  public func restoreGState() {
    guard let state = savedGraphicsStates.popLast() else { return }
    graphicsState = state
  }

  // MARK: The transform

  /// The current transformation matrix.
  public var ctm: CGAffineTransform { graphicsState.transform }

  /// Changes the origin of the user coordinate system.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Changes the scale of the user coordinate system.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    concatenate(CGAffineTransform(scaleX: sx, y: sy))
  }

  /// Rotates the user coordinate system, by an angle in radians.
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Transforms the user coordinate system by combining the current transform with `transform`.
  public func concatenate(_ transform: CGAffineTransform) {
    graphicsState.transform = transform.concatenating(graphicsState.transform)
  }

  /// Where a point in user space lies in the buffer.
  func bufferPoint(_ point: CGPoint) -> PathPoint {
    let view = point.applying(graphicsState.transform)
    return PathPoint(x: view.x + CGFloat(origin.x), y: view.y + CGFloat(origin.y))
  }

  /// User space to buffer coordinates.
  var bufferTransform: AffineTransform2D {
    graphicsState.transform.concatenating(CGAffineTransform(translationX: CGFloat(origin.x), y: CGFloat(origin.y)))
      .affine
  }

  // MARK: Line style and colour

  /// Sets the line width for a graphics context.
  public func setLineWidth(_ width: CGFloat) { graphicsState.lineWidth = width }
  /// Sets the style for the endpoints of lines drawn in a graphics context.
  public func setLineCap(_ cap: CGLineCap) { graphicsState.lineCap = cap }
  /// Sets the style for the joins of connected lines in a graphics context.
  public func setLineJoin(_ join: CGLineJoin) { graphicsState.lineJoin = join }
  /// Sets the miter limit for the joins of connected lines in a graphics context.
  public func setMiterLimit(_ limit: CGFloat) { graphicsState.miterLimit = limit }

  /// Sets the pattern for dashed lines in a graphics context; empty lengths draw solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    graphicsState.dashPhase = phase
    graphicsState.dashLengths = lengths
  }

  /// Sets the current stroke colour.
  public func setStrokeColor(_ color: CGColor) { graphicsState.strokeColor = color.uiColor }
  /// Sets the current fill colour.
  public func setFillColor(_ color: CGColor) {
    graphicsState.pathFillColor = color.uiColor
    fillColor = color.uiColor
  }

  /// Sets the current stroke colour from red, green, blue and alpha components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the current fill colour from red, green, blue and alpha components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Sets the current stroke colour to a value in the grey colour space.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
  /// Sets the current fill colour to a value in the grey colour space.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

  /// Sets the opacity level for objects drawn in a graphics context.
  public func setAlpha(_ alpha: CGFloat) { graphicsState.alpha = alpha.isFinite ? min(1, max(0, alpha)) : 1 }

  /// Sets how sample values are composited; kept, and drawn as `.normal`.
  public func setBlendMode(_ mode: CGBlendMode) { graphicsState.blendMode = mode }

  /// Enables shadowing in a graphics context; kept, and not drawn.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    graphicsState.shadow = (offset, blur, color)
  }

  /// Enables shadowing in a graphics context; kept, and not drawn.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
  }

  /// Sets antialiasing on or off; paths are always drawn to the nearest dot.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  /// Sets whether to allow antialiasing; paths are always drawn to the nearest dot.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  /// The stroke style the rasteriser draws with, in buffer units.
  var rasterStrokeStyle: RasterStrokeStyle {
    let state = graphicsState
    // NB: A line width in user space is scaled by the transform, as Core Graphics scales it;
    // for a non-uniform scale the mean of the two axes' factors is used. A point of line width
    // draws as half a cell, so the default one-point line is a one-dot hairline and a two-point
    // line is a cell wide (docs/Drawing.md).
    let t = state.transform
    let scale = (hypot(t.a, t.b) + hypot(t.c, t.d)) / 2
    return RasterStrokeStyle(
      lineWidth: state.lineWidth * scale * Self.cellsPerLineWidthPoint,
      lineCap: state.lineCap.raster, lineJoin: state.lineJoin.raster, miterLimit: state.miterLimit,
      dashPattern: state.dashLengths.map { $0 * scale }, dashPhase: state.dashPhase * scale)
  }
}

extension CGContext {
  /// How many cells wide one point of line width draws.
  static let cellsPerLineWidthPoint: CGFloat = 0.5
}

extension CGLineCap {
  var raster: RasterLineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

extension CGLineJoin {
  var raster: RasterLineJoin {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}

extension UIColor {
  /// Makes this the stroke colour of the current drawing context.
  @MainActor
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.graphicsState.strokeColor = self
  }
}
