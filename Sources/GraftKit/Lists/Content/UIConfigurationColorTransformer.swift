import Foundation

/// A function from one colour to another, which configurations apply to their colours.
///
/// ```swift
/// background.backgroundColorTransformer = .grayscale
/// ```
public struct UIConfigurationColorTransformer: Sendable {
  /// The function.
  public let transform: @Sendable (UIColor) -> UIColor

  /// Creates a transformer from a function.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// Applies the transformer to `input`.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// Turns a colour into the grey of the same brightness.
  public static let grayscale = UIConfigurationColorTransformer { color in
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    // NB: The terminal's own colours have no components; they stay as they are.
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
    return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
  }

  /// Turns every colour into the tint colour, as UIKit's `preferredTint` does for colours a
  /// view draws in its tint.
  public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

  /// Turns every colour into the tint colour, keeping none of its own.
  public static let monochromeTint = UIConfigurationColorTransformer { _ in .tintColor }
}
