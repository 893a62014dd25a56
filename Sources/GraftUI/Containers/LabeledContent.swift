import Foundation

/// A container for attaching a label to a value-bearing view: the label at the leading edge,
/// the value dim at the trailing edge, across the width offered.
///
/// ```swift
/// Form {
///   LabeledContent("Version", value: "2.1")
///   LabeledContent("Storage") { Text("12 GB") }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  package let label: Label
  package let content: Content

  /// Creates a standard labeled element, with a view that conveys the value of the element and
  /// a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label, then the value at the trailing edge.
  public var body: some View {
    HStack(spacing: 1) {
      // NB: Label and value are served before the spacer, so they keep their widths.
      label.layoutPriority(1)
      Spacer(minLength: 0)
      content.foregroundStyle(.secondary).layoutPriority(1)
    }
  }
}

extension LabeledContent where Label == Text {
  /// Creates a labeled view that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a labeled view that generates its label from a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view: a label from a localized string key and a value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// Creates a labeled informational view: a label from a string and a value.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// Creates a labeled informational view: a label from a localized string key and a value
  /// formatted with a format style.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// Creates a labeled informational view: a label from a string and a value formatted with a
  /// format style.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
