import Foundation

/// A control into which people securely enter private text, backed by a `UITextField` with
/// `isSecureTextEntry` set: it draws one `•` per character.
///
/// ```swift
/// @State private var password = ""
///
/// var body: some View {
///   SecureField("Password", text: $password)
///     .onSubmit { signIn() }
/// }
/// ```
///
/// It behaves as a `TextField` does: the binding follows each edit, Return runs the
/// `onSubmit(of:_:)` actions, and it takes the full width it is offered.
public struct SecureField<Label: View>: View {
  package let text: Binding<String>
  package let prompt: Text?
  package let label: Label

  /// Creates a secure field with a prompt and a label that describes its purpose.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// Creates a secure field with a text label generated from a localized title string and a
  /// prompt, which it shows as its placeholder instead of the title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a secure field with a text label generated from a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// Creates a secure field with a text label generated from a title string and a prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

extension SecureField: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.updateTextField(.text(text), prompt: prompt, title: label as? Text, isSecure: true)
  }
}
