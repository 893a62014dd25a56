import Foundation

/// A view type that supports immediate mode drawing.
///
/// ```swift
/// Canvas { context, size in
///   context.stroke(
///     Path(ellipseIn: CGRect(origin: .zero, size: size)),
///     with: .color(.green), lineWidth: 1)
///   context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// The renderer draws through Core Graphics into the canvas's cells, below the cell for paths
/// (docs/Drawing.md); it runs again whenever the canvas is drawn.
public struct Canvas<Symbols: View>: View {
  public typealias Body = Never
  package let renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque; kept.
  public var isOpaque: Bool
  /// Whether the canvas renders asynchronously; Graft always draws with the frame.
  public var rendersAsynchronously: Bool

  /// Creates and configures a canvas.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
    isOpaque = opaque
    self.rendersAsynchronously = rendersAsynchronously
  }
}

extension Canvas: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout {
      LeafLayout(ShapeDrawingView()) { _, proposal in proposal.replacingUnspecifiedDimensions() }
    }
    let environment = node.environment
    layout.view.drawShape = { [renderer] cgContext, bounds in
      var context = GraphicsContext(cgContext: cgContext, environment: environment)
      renderer(&context, bounds.size)
    }
    layout.view.setNeedsDisplay()
    node.trimChildren(to: 0)
  }
}

/// An immediate mode drawing destination, and its current state.
@MainActor @preconcurrency
public struct GraphicsContext {
  /// A colour or pattern that you can use to outline or fill a path.
  public struct Shading: Sendable {
    package let style: any ShapeStyle

    /// A shading that fills with a colour.
    public static func color(_ color: Color) -> Shading { Shading(style: color) }
    /// A shading that fills with a shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }
    /// A shading that fills with a linear gradient.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(style: PointGradient(gradient: gradient, kind: .linear(startPoint, endPoint)))
    }
    /// A shading that fills with a radial gradient.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(style: PointGradient(gradient: gradient, kind: .radial(center, startRadius, endRadius)))
    }
    /// The foreground style of the context's environment.
    public static var foreground: Shading { Shading(style: ForegroundStyle()) }
  }

  /// Options that affect the rendering of color gradients; kept.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// An option that repeats the gradient outside its nominal range.
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// An option that repeats the gradient outside its nominal range, reflecting every other
    /// instance.
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// An option that interpolates between colors in a linear color space.
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }

  private let cgContext: CGContext
  /// The environment of the canvas.
  public let environment: EnvironmentValues
  /// The opacity of drawing operations in the context.
  public var opacity: Double = 1 { didSet { cgContext.setAlpha(opacity) } }
  /// The current transform matrix, defining user space coordinates.
  public var transform: CGAffineTransform {
    get { cgContext.ctm }
    set { cgContext.concatenate(cgContext.ctm.inverted().concatenating(newValue)) }
  }

  package init(cgContext: CGContext, environment: EnvironmentValues) {
    self.cgContext = cgContext
    self.environment = environment
  }

  /// Draws a path into the context and fills the outlined region.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    shading.style.fill(
      path.cgPath, in: path.boundingRect, eoFill: style.isEOFilled, context: cgContext, environment: environment)
  }

  /// Draws a path into the context with a specified line width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws a path into the context with a specified stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    cgContext.saveGState()
    shading.style.stroke(path.cgPath, style: style, context: cgContext, environment: environment)
    cgContext.restoreGState()
  }

  /// Draws text into the context, its anchor placed at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let string = text.string
    let width = CGFloat(string.count)
    // NB: Text is written in whole cells, which Core Graphics' text calls place without the
    // current transform; the point is transformed here instead (scale and rotation move it,
    // the glyphs keep their size).
    let anchored = CGPoint(x: point.x - anchor.x * width, y: point.y - anchor.y).applying(cgContext.ctm)
    let origin = CGPoint(x: anchored.x.rounded(), y: anchored.y.rounded())
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let color = environment.foregroundColor { attributes[.foregroundColor] = color.uiColor }
    string.draw(at: origin, withAttributes: attributes)
  }

  /// Draws text into the context within the given rectangle.
  public func draw(_ text: Text, in rect: CGRect) {
    text.string.draw(in: rect.applying(cgContext.ctm), withAttributes: nil)
  }

  /// Moves subsequent drawing operations by an amount in each dimension.
  public mutating func translateBy(x: CGFloat, y: CGFloat) { cgContext.translateBy(x: x, y: y) }
  /// Scales subsequent drawing operations by an amount in each dimension.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { cgContext.scaleBy(x: x, y: y) }
  /// Rotates subsequent drawing operations by an angle.
  public mutating func rotate(by angle: Angle) { cgContext.rotate(by: angle.radians) }
  /// Appends the given transform to the context's existing transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) { cgContext.concatenate(matrix) }

  /// Adds a path to the context's array of clip shapes.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    cgContext.addPath(path.cgPath)
    cgContext.clip(using: style.isEOFilled ? .evenOdd : .winding)
  }

  /// Draws into a new graphics context, copied from this one, whose state changes don't reach
  /// this one.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    cgContext.saveGState()
    defer { cgContext.restoreGState() }
    var copy = self
    try content(&copy)
  }
}

/// A gradient placed at points of a canvas, as `GraphicsContext.Shading` gives them.
struct PointGradient: ShapeStyle {
  enum Kind: Sendable {
    case linear(CGPoint, CGPoint)
    case radial(CGPoint, CGFloat, CGFloat)
  }

  let gradient: Gradient
  let kind: Kind
}
