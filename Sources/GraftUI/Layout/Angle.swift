import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// Text("↑").rotationEffect(.degrees(90))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates a zero angle.
  public init() {
    self.init(radians: 0)
  }

  /// Creates an angle of `radians` radians.
  public init(radians: Double) {
    self.radians = radians
  }

  /// Creates an angle of `degrees` degrees.
  public init(degrees: Double) {
    self.init(radians: degrees * .pi / 180)
  }

  /// The zero angle.
  public static let zero = Angle()

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  /// The angle's value as animations interpolate it: its radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  /// Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }
}
