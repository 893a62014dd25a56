import Foundation

/// The characteristics of a stroke that traces a path.
///
/// A point of line width draws as half a cell: the default one-point line is a one-dot
/// hairline, and `lineWidth: 2` is a cell wide.
public struct StrokeStyle: Equatable, Sendable {
  /// The width of the stroked path.
  public var lineWidth: CGFloat
  /// The endpoint style of a line.
  public var lineCap: CGLineCap
  /// The join type of a line.
  public var lineJoin: CGLineJoin
  /// A threshold used to determine whether to use a bevel instead of a miter at a join.
  public var miterLimit: CGFloat
  /// The lengths of painted and unpainted segments used to make a dashed line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a new stroke style from the given components.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
