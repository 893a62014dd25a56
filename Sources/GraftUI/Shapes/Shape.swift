import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// A shape is a view: on its own it fills the space it is offered with the foreground style,
/// and `.fill(_:)`, `.stroke(_:lineWidth:)` and `.strokeBorder(_:lineWidth:)` choose how it
/// draws.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Shape: View, Sendable {
  /// Describes this shape as a path within a rectangular frame of reference.
  nonisolated func path(in rect: CGRect) -> Path

  /// Returns the size of the view that will render the shape, given a proposed size.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// By default a shape takes the space it is offered (10 by 10 for an unspecified dimension).
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

extension Shape where Body == ShapeView<Self> {
  /// A shape draws itself filled with the foreground style.
  public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(ForegroundStyle(), FillStyle())) }
}

/// A shape that can be inset to produce another shape.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns `self` inset by `amount`.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
  /// A Boolean value that indicates whether to use the even-odd rule when rendering a shape.
  public var isEOFilled: Bool
  /// A Boolean value that indicates whether to apply antialiasing to the edges of a shape.
  public var isAntialiased: Bool

  /// Creates a new fill style with the specified settings.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

// MARK: - Built-in shapes

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
  package var insetAmount: CGFloat = 0

  /// Creates a rectangle.
  public init() {}

  nonisolated public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  nonisolated public func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing
/// it.
public struct RoundedRectangle: InsettableShape {
  /// The width and height of the rounded rectangle's corners.
  public var cornerSize: CGSize
  /// The style of corners drawn by the rounded rectangle.
  public var style: RoundedCornerStyle
  package var insetAmount: CGFloat = 0

  /// Creates a new rounded rectangle shape.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// Creates a new rounded rectangle shape.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    return Path(roundedRect: inset, cornerSize: cornerSize, style: style)
  }

  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: InsettableShape {
  package var insetAmount: CGFloat = 0

  /// Creates a circle.
  public init() {}

  nonisolated public func path(in rect: CGRect) -> Path {
    let diameter = min(rect.width, rect.height) - 2 * insetAmount
    guard diameter > 0 else { return Path() }
    return Path(
      ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }

  nonisolated public func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
  package var insetAmount: CGFloat = 0

  /// Creates an ellipse.
  public init() {}

  nonisolated public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  nonisolated public func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle
/// whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
  /// The style of corners drawn by the capsule.
  public var style: RoundedCornerStyle
  package var insetAmount: CGFloat = 0

  /// Creates a new capsule shape.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(inset.width, inset.height) / 2
    return Path(roundedRect: inset, cornerRadius: radius, style: style)
  }

  nonisolated public func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// Describes the corner radius values of a rectangle with four corners.
public struct RectangleCornerRadii: Equatable, Sendable {
  /// The radius of the top-leading corner.
  public var topLeading: CGFloat
  /// The radius of the bottom-leading corner.
  public var bottomLeading: CGFloat
  /// The radius of the bottom-trailing corner.
  public var bottomTrailing: CGFloat
  /// The radius of the top-trailing corner.
  public var topTrailing: CGFloat

  /// Creates a new set of corner radii for a rectangle.
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of
/// the view containing it.
public struct UnevenRoundedRectangle: InsettableShape {
  /// The radii of each corner of the rounded rectangle.
  public var cornerRadii: RectangleCornerRadii
  /// The style of corners drawn by the rounded rectangle.
  public var style: RoundedCornerStyle
  package var insetAmount: CGFloat = 0

  /// Creates a new rounded rectangle shape with uneven corners.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Creates a new rounded rectangle shape with uneven corners.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let limit = max(0, min(inset.width, inset.height) / 2)
    func size(_ radius: CGFloat) -> CGSize {
      let clamped = radius.isFinite ? min(max(0, radius), limit) : 0
      return CGSize(width: clamped, height: clamped)
    }
    var path = Path()
    // NB: Leading is left and trailing right: Graft lays out left to right.
    path.addRoundedRect(
      in: inset,
      radii: (
        size(cornerRadii.topLeading), size(cornerRadii.topTrailing), size(cornerRadii.bottomTrailing),
        size(cornerRadii.bottomLeading)
      ))
    return path
  }

  nonisolated public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}
