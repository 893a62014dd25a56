import Foundation

/// A colour gradient represented as an array of colour stops, each having a parametric
/// location value.
public struct Gradient: Hashable, Sendable {
  /// One colour stop in the gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour for the stop.
    public var color: Color
    /// The parametric location of the stop, from 0 to 1.
    public var location: CGFloat

    /// Creates a colour stop with a colour and location.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The array of colour stops.
  public var stops: [Stop]

  /// Creates a gradient from an array of colour stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Creates a gradient from an array of colours, spread evenly.
  public init(colors: [Color]) {
    let last = max(1, colors.count - 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }

  /// The Core Graphics gradient that draws it.
  package var cgGradient: CGGradient {
    CGGradient(colors: stops.map(\.color.uiColor), locations: stops.map(\.location))
  }
}

/// A linear gradient: colours change along the line from `startPoint` to `endPoint`, unit
/// points of the shape it fills.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4)
///   .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, Hashable {
  package var gradient: Gradient
  package var startPoint: UnitPoint
  package var endPoint: UnitPoint

  /// Creates a linear gradient from a base gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient from a collection of colours.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from a collection of colour stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

}

/// A radial gradient: colours change from `startRadius` to `endRadius` around `center`.
public struct RadialGradient: ShapeStyle, Hashable {
  package var gradient: Gradient
  package var center: UnitPoint
  package var startRadius: CGFloat
  package var endRadius: CGFloat

  /// Creates a radial gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient from a collection of colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// Creates a radial gradient from a collection of colour stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

}

/// An angular gradient: colours change as the angle around `center` grows.
public struct AngularGradient: ShapeStyle, Hashable {
  package var gradient: Gradient
  package var center: UnitPoint
  package var startAngle: Angle
  package var endAngle: Angle

  /// Creates an angular gradient.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // NB: Equal angles mean a full turn, as in SwiftUI.
    self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
  }

  /// Creates an angular gradient from a collection of colours.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Creates a conic gradient that completes a full turn.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }

  /// Creates a conic gradient from a collection of colours that completes a full turn.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

}

/// A gradient made from a single colour, as `Color.blue.gradient` returns.
public struct AnyGradient: ShapeStyle, Hashable {
  package let base: LinearGradient
}

extension Color {
  /// A standard gradient for the colour: lighter at the top, the colour itself at the bottom.
  public var gradient: AnyGradient {
    AnyGradient(base: LinearGradient(colors: [self.opacity(0.8), self], startPoint: .top, endPoint: .bottom))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from a collection of colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient from a collection of colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient that completes a full turn.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
}

/// The foreground style in the current context: what `fill()` with no argument uses.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// Creates a foreground style instance.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in the current context.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// NB: In extensions, so the gradients' initialisers stay nonisolated: a gradient is a value
// that code anywhere may make, and a view only on the main actor.
extension LinearGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
  public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
  public var body: some View { Rectangle().fill(self) }
}
