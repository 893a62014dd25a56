import Foundation

/// The way a view changes over time: its timing curve and duration.
///
/// A terminal shows the end state at once; the value is still carried by the transaction, so
/// code that inspects it behaves as on Apple platforms.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  package enum Curve: Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut, spring(response: Double, dampingFraction: Double)
  }

  package var curve: Curve
  package var duration: TimeInterval
  package var delay: TimeInterval = 0
  package var speed: Double = 1
  package var repeatCount: Int? = 0
  package var autoreverses = false

  package init(curve: Curve, duration: TimeInterval) {
    self.curve = curve
    self.duration = duration
  }

  /// A default animation: a spring, as SwiftUI's default is since iOS 17.
  public static let `default` = Animation.spring
  /// A linear animation with the default duration.
  public static let linear = Animation.linear(duration: 0.35)
  /// An ease-in animation with the default duration.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// An ease-out animation with the default duration.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// An ease-in-out animation with the default duration.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// A spring with the default response and damping.
  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
  /// A smooth spring with no bounce.
  public static let smooth = Animation.spring(response: 0.5, dampingFraction: 1)
  /// A spring with a small bounce.
  public static let snappy = Animation.spring(response: 0.5, dampingFraction: 0.85)
  /// A spring with a visible bounce.
  public static let bouncy = Animation.spring(response: 0.5, dampingFraction: 0.7)
  /// An interactive spring.
  public static let interactiveSpring = Animation.spring(response: 0.15, dampingFraction: 0.86)

  public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn, duration: duration) }
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut, duration: duration) }
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: .easeInOut, duration: duration) }

  /// A spring with the given response and damping fraction.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
    Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
  }

  /// A spring with the given duration and bounce.
  ///
  /// NB: Every parameter has a default, as in the older `spring(response:dampingFraction:blendDuration:)`;
  /// `.spring()` means the older form, so code written before this one keeps its meaning.
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(curve: .spring(response: duration, dampingFraction: 1 - bounce), duration: duration)
  }

  /// A spring with a short response, for animations that follow the user's input.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A spring with a short duration, for animations that follow the user's input.
  ///
  /// NB: `.interactiveSpring()` means the `response:` form, as `.spring()` does.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// This animation, started after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Animation {
    var copy = self
    copy.delay = delay
    return copy
  }

  /// This animation, run `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed = speed
    return copy
  }

  /// This animation, repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = repeatCount
    copy.autoreverses = autoreverses
    return copy
  }

  /// This animation, repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }

  public var description: String {
    switch curve {
    case .linear: "linear(duration: \(duration))"
    case .easeIn: "easeIn(duration: \(duration))"
    case .easeOut: "easeOut(duration: \(duration))"
    case .easeInOut: "easeInOut(duration: \(duration))"
    case .spring(let response, let damping): "spring(response: \(response), dampingFraction: \(damping))"
    }
  }
}
