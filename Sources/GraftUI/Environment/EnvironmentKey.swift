import Foundation
/// A key for accessing values in the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue: UIColor = .systemBlue
/// }
///
/// extension EnvironmentValues {
///   var accent: UIColor {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}
