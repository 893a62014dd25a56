import Foundation

/// A specification for the appearance and interaction of a text field.
///
/// ```swift
/// TextField("Name", text: $name)
///   .textFieldStyle(.roundedBorder)
/// ```
///
/// Graft has the built-in styles only: `.automatic` and `.plain` draw the text alone, and
/// `.roundedBorder` draws the field in brackets, `[Name      ]`.
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The default text field style, based on the text field's context: no border.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates a default text field style.
  public init() {}
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates a plain text field style.
  public init() {}
}

/// A text field style with a system-defined rounded border, drawn as brackets.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates a rounded border text field style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default text field style, based on the text field's context.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field style with a system-defined rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldBorderStyleKey: EnvironmentKey {
  static var defaultValue: UITextField.BorderStyle { .none }
}

extension EnvironmentValues {
  /// The border the text fields below draw, from `textFieldStyle(_:)`.
  package var textFieldBorderStyle: UITextField.BorderStyle {
    get { self[TextFieldBorderStyleKey.self] }
    set { self[TextFieldBorderStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for text fields within this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldBorderStyle, style is RoundedBorderTextFieldStyle ? .roundedRect : .none)
  }
}
