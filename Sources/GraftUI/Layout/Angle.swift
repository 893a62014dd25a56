import Foundation

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates an angle of zero.
  public init() { radians = 0 }
  /// Creates an angle with the given radians.
  public init(radians: Double) { self.radians = radians }
  /// Creates an angle with the given degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle of zero.
  public static let zero = Angle()
  /// Returns an angle with the given radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// Returns an angle with the given degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}
