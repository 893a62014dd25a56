/// The state a view is in, which a content or background configuration updates itself for.
///
/// UIKit's state also carries the view's trait collection; Graft has no trait collections, so
/// the state is its flags and the custom values apps store under their own keys.
@MainActor @preconcurrency
public protocol UIConfigurationState {
  /// The custom value stored for `key`, or `nil`.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key an app stores its own values under in a configuration state.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///   static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String

  /// Creates a key from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a key from its string.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
