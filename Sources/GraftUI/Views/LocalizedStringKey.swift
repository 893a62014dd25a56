import Foundation

/// The key for a localized string resource; Graft shows the key's text, with interpolations
/// resolved, as an app without a string table does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  package let key: String

  /// Creates a localized string key from the given string value.
  public init(_ value: String) {
    key = value
  }

  public init(stringLiteral value: String) {
    key = value
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.output
  }

  /// Builds a key from literals and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    package var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    public mutating func appendLiteral(_ literal: String) {
      output += literal
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      output += String(describing: value)
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      output += String(value)
    }

    public mutating func appendInterpolation(_ string: String) {
      output += string
    }

    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      output += formatter?.string(for: subject) ?? String(describing: subject)
    }
  }
}
