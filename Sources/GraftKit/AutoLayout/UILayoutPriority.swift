import Foundation

/// The priority of a layout preference: how strongly a constraint, or a view's hugging or
/// compression resistance, asks to be satisfied.
///
/// `required` (1000) must hold; anything from 1 to 999 is a preference, and a preference of a
/// higher priority always wins over any number of lower ones.
///
/// ```swift
/// let width = label.widthAnchor.constraint(equalToConstant: 20)
/// width.priority = .defaultHigh - 1
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value, from 1 to 1000.
  public var rawValue: Float
  /// Creates a priority with the given value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority with the given value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Whether `lhs` is the lower priority.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority with which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a drag that may resize the window's scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which the window's scene prefers to stay the same size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a drag that does not resize the window's scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority with which a button hugs its content (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view is sized to the target of `systemLayoutSizeFitting(_:)` (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
}
