import Foundation

/// The key for a localized string resource; Graft shows the key's text, with interpolations
/// resolved, as an app without a string table does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  package let key: String
  /// The key as Markdown, with interpolated values escaped so that only the literal parts
  /// style the text; `nil` when it is the key itself.
  private let escapedSource: String?

  /// The key as Markdown for `Text` to style.
  package var markdownSource: String { escapedSource ?? key }

  /// Creates a localized string key from the given string value.
  public init(_ value: String) {
    key = value
    escapedSource = nil
  }

  public init(stringLiteral value: String) {
    key = value
    escapedSource = nil
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.output
    escapedSource = stringInterpolation.source == stringInterpolation.output ? nil : stringInterpolation.source
  }

  /// Builds a key from literals and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    package var output = ""
    /// The output as Markdown: literals as written, interpolations escaped.
    package var source = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    public mutating func appendLiteral(_ literal: String) {
      output += literal
      source += literal
    }

    private mutating func appendValue(_ text: String) {
      output += text
      source += MarkdownParser.escaped(text)
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      appendValue(String(describing: value))
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      appendValue(String(value))
    }

    public mutating func appendInterpolation(_ string: String) {
      appendValue(string)
    }

    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      appendValue(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Appends a value formatted with a format style, as `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      appendValue(format.format(input))
    }

    /// Appends a date in a text date style, as `"Due \(date, style: .date)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendValue(style.string(for: date, now: Date()))
    }
  }
}
