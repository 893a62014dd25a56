import Foundation

/// What a text field edits: a string, written as the user types, or a value shown through a
/// format and committed when editing ends.
package enum TextFieldInput {
  case text(Binding<String>)
  case value(FormattedTextFieldValue)

  /// The input as a string binding, for a field UIKit edits on its own, as an alert's: a
  /// formatted value is committed at each edit.
  @MainActor var textBinding: Binding<String> {
    switch self {
    case .text(let text): text
    case .value(let value): Binding(get: { value.formatted(nil) }, set: { _ = value.commit($0) })
    }
  }
}

/// A value a text field shows formatted and parses back from the user's text.
@MainActor
package struct FormattedTextFieldValue {
  /// The bound value formatted; read for a node, the node updates when the value changes.
  let formatted: @MainActor (ViewNode?) -> String
  /// Parses the user's text and writes the value it stands for, then returns the bound value
  /// formatted. Text that does not parse leaves the value as it is, or makes an optional `nil`.
  let commit: @MainActor (String) -> String

  init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
    formatted = { node in format.format(value.currentValue(for: node)) }
    commit = { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
      return format.format(value.wrappedValue)
    }
  }

  init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
    formatted = { node in value.currentValue(for: node).map(format.format) ?? "" }
    commit = { text in
      value.wrappedValue = try? format.parseStrategy.parse(text)
      return value.wrappedValue.map(format.format) ?? ""
    }
  }

  init<V>(_ value: Binding<V>, formatter: Formatter) {
    formatted = { node in formatter.string(for: value.currentValue(for: node)) ?? "" }
    commit = { text in
      if let parsed: V = formatter.value(from: text) { value.wrappedValue = parsed }
      return formatter.string(for: value.wrappedValue) ?? ""
    }
  }
}

extension Formatter {
  /// The value `string` stands for, as `getObjectValue(_:for:errorDescription:)` finds it: a
  /// number for a `NumberFormatter`, a date for a date formatter. `nil` when it does not parse,
  /// or parses to another type than `V`.
  fileprivate func value<V>(from string: String) -> V? {
    let object: Any? =
      switch self {
      case let formatter as NumberFormatter: formatter.number(from: string)
      case let formatter as DateFormatter: formatter.date(from: string)
      case let formatter as ISO8601DateFormatter: formatter.date(from: string)
      default: nil
      }
    guard let object else { return nil }
    if let value = object as? V { return value }
    guard let number = object as? NSNumber else { return nil }
    // NB: An `NSNumber` bridges only to the exact type it holds; the bound type may be another.
    let converted: Any? =
      switch V.self {
      case is Int.Type: number.intValue
      case is Int8.Type: number.int8Value
      case is Int16.Type: number.int16Value
      case is Int32.Type: number.int32Value
      case is Int64.Type: number.int64Value
      case is UInt.Type: number.uintValue
      case is UInt8.Type: number.uint8Value
      case is UInt16.Type: number.uint16Value
      case is UInt32.Type: number.uint32Value
      case is UInt64.Type: number.uint64Value
      case is Double.Type: number.doubleValue
      case is Float.Type: number.floatValue
      case is Decimal.Type: number.decimalValue
      default: nil
      }
    return converted as? V
  }
}

// MARK: - Format styles

extension TextField {
  /// Creates a text field that applies a format style to a bound value, with a label that
  /// describes its purpose.
  ///
  /// ```swift
  /// @State private var age = 30
  ///
  /// TextField(value: $age, format: .number) { Text("Age") }
  /// ```
  ///
  /// The field shows the value formatted. What the user types is parsed when editing ends, on
  /// Return or when focus moves away: a value that parses is written to the binding, and the
  /// field shows it formatted; text that does not parse leaves the value unchanged, and the
  /// field shows the value again.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(input: .value(FormattedTextFieldValue(value, format: format)), prompt: prompt, axis: .horizontal, label: label())
  }

  /// Creates a text field that applies a format style to a bound optional value, with a label
  /// that describes its purpose. Text that does not parse, or none, sets the value to `nil`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(input: .value(FormattedTextFieldValue(value, format: format)), prompt: prompt, axis: .horizontal, label: label())
  }

  /// Creates a text field that applies a formatter to a bound value, with a label that
  /// describes its purpose. Text the formatter cannot convert leaves the value unchanged.
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(input: .value(FormattedTextFieldValue(value, formatter: formatter)), prompt: prompt, axis: .horizontal, label: label())
  }
}

extension TextField where Label == Text {
  /// Creates a text field that applies a format style to a bound value, with a label generated
  /// from a localized title string.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field that applies a format style to a bound value, with a label generated
  /// from a title string.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// Creates a text field that applies a format style to a bound optional value, with a label
  /// generated from a localized title string.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field that applies a format style to a bound optional value, with a label
  /// generated from a title string.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// Creates a text field that applies a formatter to a bound value, with a label generated
  /// from a localized title string.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
  }

  /// Creates a text field that applies a formatter to a bound value, with a label generated
  /// from a localized title string and a prompt.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field that applies a formatter to a bound value, with a label generated
  /// from a title string.
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(value: value, formatter: formatter, prompt: nil) { Text(title) }
  }

  /// Creates a text field that applies a formatter to a bound value, with a label generated
  /// from a title string and a prompt.
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
  }
}
