public import Foundation
import GraftGraphics

/// A layer that draws a path in its coordinate space: filled, stroked, or both.
///
/// The path draws with the rasteriser, as `CGContext` paths do (docs/Drawing.md): fills in
/// block quadrants, strokes in braille dots. ``strokeStart`` and ``strokeEnd`` trim the stroke
/// by length along the path, so a ring with `strokeEnd = 0.5` draws half a ring.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.strokeEnd = 0.75
/// view.layer.addSublayer(ring)
/// ```
@MainActor @preconcurrency
open class CAShapeLayer: CALayer {
  /// The path to draw, in the layer's coordinates; `nil` (the default) draws nothing.
  open var path: CGPath? {
    willSet { invalidateDrawing() }
    didSet { shapeDidChange(extent: true) }
  }

  /// The colour the path is filled with; `nil` fills nothing.
  ///
  /// The default is the terminal's foreground colour, where Core Animation's is opaque black,
  /// as for Graft's Core Graphics colours (docs/Divergences.md).
  open var fillColor: CGColor? = UIColor.label.cgColor {
    didSet { shapeDidChange() }
  }

  /// The rule that decides what the fill covers; the default is `.nonZero`.
  open var fillRule = CAShapeLayerFillRule.nonZero {
    didSet { shapeDidChange() }
  }

  /// The colour the path is stroked with; `nil` (the default) strokes nothing.
  open var strokeColor: CGColor? {
    willSet { invalidateDrawing() }
    didSet { shapeDidChange(extent: true) }
  }

  /// Where the stroke starts along the path, from 0 to 1; the default is 0.
  open var strokeStart: CGFloat = 0 {
    didSet { shapeDidChange() }
  }

  /// Where the stroke ends along the path, from 0 to 1; the default is 1. Nothing is stroked
  /// when it is not past ``strokeStart``.
  open var strokeEnd: CGFloat = 1 {
    didSet { shapeDidChange() }
  }

  /// The width of the stroke, in points; the default is 1.
  open var lineWidth: CGFloat = 1 {
    willSet { invalidateDrawing() }
    didSet { shapeDidChange(extent: true) }
  }

  /// The miter limit for joins; the default is 10.
  open var miterLimit: CGFloat = 10 {
    willSet { invalidateDrawing() }
    didSet { shapeDidChange(extent: true) }
  }

  /// The shape of the stroke's ends; the default is `.butt`.
  open var lineCap = CAShapeLayerLineCap.butt {
    willSet { invalidateDrawing() }
    didSet { shapeDidChange(extent: true) }
  }

  /// The shape of the stroke's joins; the default is `.miter`.
  open var lineJoin = CAShapeLayerLineJoin.miter {
    willSet { invalidateDrawing() }
    didSet { shapeDidChange(extent: true) }
  }

  /// The lengths of the dashes and gaps of the stroke, alternately; `nil` (the default)
  /// strokes a solid line.
  open var lineDashPattern: [NSNumber]? {
    didSet { shapeDidChange() }
  }

  /// How far into the dash pattern the stroke starts; the default is 0.
  open var lineDashPhase: CGFloat = 0 {
    didSet { shapeDidChange() }
  }

  private func shapeDidChange(extent: Bool = false) {
    if extent {
      invalidateExtent()
    }
    invalidateDrawing()
  }

  override var hasClassContent: Bool { path != nil }

  override var classContentOverhang: CGRect? {
    guard let path, !path.isEmpty else { return nil }
    let box = path.boundingBox
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
    let width = strokeColor == nil ? 0 : (lineWidth.isFinite ? Swift.max(lineWidth, 0) : 0)
    let reach = Swift.min(width / 2 * Swift.max(miterLimit.isFinite ? miterLimit : 1, 2), 1_000) + 1
    return box.insetBy(dx: -reach, dy: -reach).layerSafe
  }

  override func drawClassContent(in context: CGContext, alpha: CGFloat) {
    guard let path else { return }
    context.setAlpha(alpha)
    if let fillColor {
      context.setFillColor(fillColor)
      context.addPath(path)
      context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
    guard let strokeColor, lineWidth > 0 else { return }
    let trimmed = path.geometry.trimmed(from: Double(strokeStart), to: Double(strokeEnd))
    guard !trimmed.isEmpty else { return }
    context.setStrokeColor(strokeColor)
    context.setLineWidth(lineWidth)
    context.setMiterLimit(miterLimit)
    context.setLineCap(lineCap.cgLineCap)
    context.setLineJoin(lineJoin.cgLineJoin)
    context.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
    context.addPath(CGPath(geometry: trimmed))
    context.strokePath()
  }

  override func setLayerValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    switch keyPath {
    case "path": path = (value as? CGPath) ?? (value as? UIBezierPath)?.cgPath
    case "fillColor": fillColor = cgColor(value)
    case "strokeColor": strokeColor = cgColor(value)
    case "strokeStart": if let number = cgFloat(value) { strokeStart = number }
    case "strokeEnd": if let number = cgFloat(value) { strokeEnd = number }
    case "lineWidth": if let number = cgFloat(value) { lineWidth = number }
    case "lineDashPhase": if let number = cgFloat(value) { lineDashPhase = number }
    case "miterLimit": if let number = cgFloat(value) { miterLimit = number }
    default: return super.setLayerValue(value, forKeyPath: keyPath)
    }
    return true
  }

  override func layerValue(forKeyPath keyPath: String) -> Any?? {
    switch keyPath {
    case "path": .some(path)
    case "fillColor": .some(fillColor)
    case "strokeColor": .some(strokeColor)
    case "strokeStart": strokeStart
    case "strokeEnd": strokeEnd
    case "lineWidth": lineWidth
    case "lineDashPhase": lineDashPhase
    case "miterLimit": miterLimit
    default: super.layerValue(forKeyPath: keyPath)
    }
  }
}

/// The rule a shape layer fills its path with.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Inside where the winding number is not zero.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Inside where the winding number is odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a shape layer's stroke ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The stroke ends at the path's end.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle beyond the end.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// A half square beyond the end.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  var cgLineCap: CGLineCap {
    switch self {
    case .round: .round
    case .square: .square
    default: .butt
    }
  }
}

/// The shape of a shape layer's stroke joins.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A sharp corner, cut at the miter limit.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A rounded corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A corner cut straight across.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  var cgLineJoin: CGLineJoin {
    switch self {
    case .round: .round
    case .bevel: .bevel
    default: .miter
    }
  }
}
