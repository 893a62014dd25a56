import Foundation

// The keyboard and text-input traits of text fields, set through the environment as SwiftUI
// sets them, and pushed into the backing `UITextField`'s `UITextInputTraits`, where UIKit code
// and tests read them. A terminal has one keyboard, so only what the field stores changes.

/// The kind of autocapitalization behavior applied during text input.
///
/// ```swift
/// TextField("Username", text: $username)
///   .textInputAutocapitalization(.never)
/// ```
public struct TextInputAutocapitalization: Hashable, Sendable {
  package let type: UITextAutocapitalizationType

  private init(type: UITextAutocapitalizationType) {
    self.type = type
  }

  /// Defines an autocapitalizing behavior that will not capitalize anything.
  public static let never = TextInputAutocapitalization(type: .none)
  /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
  public static let words = TextInputAutocapitalization(type: .words)
  /// Defines an autocapitalizing behavior that will capitalize the first letter in every
  /// sentence.
  public static let sentences = TextInputAutocapitalization(type: .sentences)
  /// Defines an autocapitalizing behavior that will capitalize every letter.
  public static let characters = TextInputAutocapitalization(type: .allCharacters)

  /// Creates a new autocapitalization behavior from a UIKit one.
  public init?(_ type: UITextAutocapitalizationType) {
    self.type = type
  }
}

/// A semantic label describing the label of submission within a view hierarchy: the title of
/// the Return key.
///
/// ```swift
/// TextField("Search", text: $query)
///   .submitLabel(.search)
/// ```
public struct SubmitLabel: Hashable, Sendable {
  package let returnKeyType: UIReturnKeyType

  private init(_ returnKeyType: UIReturnKeyType) {
    self.returnKeyType = returnKeyType
  }

  /// Defines a submit label with text of "Done".
  public static let done = SubmitLabel(.done)
  /// Defines a submit label with text of "Go".
  public static let go = SubmitLabel(.go)
  /// Defines a submit label with text of "Send".
  public static let send = SubmitLabel(.send)
  /// Defines a submit label with text of "Join".
  public static let join = SubmitLabel(.join)
  /// Defines a submit label with text of "Route".
  public static let route = SubmitLabel(.route)
  /// Defines a submit label with text of "Search".
  public static let search = SubmitLabel(.search)
  /// Defines a submit label with text of "Return".
  public static let `return` = SubmitLabel(.default)
  /// Defines a submit label with text of "Next".
  public static let next = SubmitLabel(.next)
  /// Defines a submit label with text of "Continue".
  public static let `continue` = SubmitLabel(.continue)
}

private struct KeyboardTypeKey: EnvironmentKey { static var defaultValue: UIKeyboardType { .default } }
private struct AutocapitalizationKey: EnvironmentKey {
  static var defaultValue: UITextAutocapitalizationType? { nil }
}
private struct DisableAutocorrectionKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct TextContentTypeKey: EnvironmentKey { static var defaultValue: UITextContentType? { nil } }
private struct SubmitLabelKey: EnvironmentKey { static var defaultValue: SubmitLabel { .return } }

extension EnvironmentValues {
  /// A Boolean value that determines whether the view hierarchy has auto-correction disabled.
  public var autocorrectionDisabled: Bool {
    get { self[DisableAutocorrectionKey.self] ?? false }
    set { self[DisableAutocorrectionKey.self] = newValue }
  }

  /// Whether autocorrection is disabled, with `nil` for the field's default.
  ///
  /// Apple deprecates it in a future version, so it compiles without a warning; prefer
  /// ``autocorrectionDisabled``.
  public var disableAutocorrection: Bool? {
    get { self[DisableAutocorrectionKey.self] }
    set { self[DisableAutocorrectionKey.self] = newValue }
  }

  /// The keyboard type set by `keyboardType(_:)`.
  package var keyboardType: UIKeyboardType {
    get { self[KeyboardTypeKey.self] }
    set { self[KeyboardTypeKey.self] = newValue }
  }

  /// The autocapitalization set by `textInputAutocapitalization(_:)`; `nil` for the default.
  package var autocapitalizationType: UITextAutocapitalizationType? {
    get { self[AutocapitalizationKey.self] }
    set { self[AutocapitalizationKey.self] = newValue }
  }

  /// The content type set by `textContentType(_:)`.
  package var textContentType: UITextContentType? {
    get { self[TextContentTypeKey.self] }
    set { self[TextContentTypeKey.self] = newValue }
  }

  /// The Return key's title set by `submitLabel(_:)`.
  package var submitLabel: SubmitLabel {
    get { self[SubmitLabelKey.self] }
    set { self[SubmitLabelKey.self] = newValue }
  }
}

extension UITextInputTraits {
  /// Takes the keyboard and input traits the environment sets, comparing first.
  @MainActor
  package func applyTextInputTraits(from environment: EnvironmentValues) {
    let keyboard = environment.keyboardType
    if keyboardType != keyboard { keyboardType = keyboard }
    let capitalization = environment.autocapitalizationType ?? .sentences
    if autocapitalizationType != capitalization { autocapitalizationType = capitalization }
    let correction: UITextAutocorrectionType =
      switch environment.disableAutocorrection {
      case true?: .no
      case false?: .yes
      case nil: .default
      }
    if autocorrectionType != correction { autocorrectionType = correction }
    if textContentType != environment.textContentType { textContentType = environment.textContentType }
    let returnKey = environment.submitLabel.returnKeyType
    if returnKeyType != returnKey { returnKeyType = returnKey }
  }
}

extension View {
  /// Sets the keyboard type for this view.
  ///
  /// It lands on the backing `UITextField`'s `keyboardType`. A terminal types whatever its
  /// keyboard types, so `.numberPad` stores the type but does not limit the characters.
  ///
  /// ```swift
  /// TextField("Amount", text: $amount)
  ///   .keyboardType(.decimalPad)
  /// ```
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    environment(\.keyboardType, type)
  }

  /// Sets how often the shift key in the keyboard is automatically enabled; `nil` restores the
  /// default, sentences.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    environment(\.autocapitalizationType, autocapitalization?.type)
  }

  /// Sets whether to apply auto-capitalization to this view.
  ///
  /// Apple deprecates it in a future version, so it compiles without a warning; prefer
  /// `textInputAutocapitalization(_:)`.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    environment(\.autocapitalizationType, style)
  }

  /// Sets whether to disable autocorrection for this view.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .autocorrectionDisabled()
  /// ```
  ///
  /// - Parameter disable: Whether to disable autocorrection; the default is `true`.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environment(\.autocorrectionDisabled, disable)
  }

  /// Sets whether to disable autocorrection for this view; `nil` restores the default.
  ///
  /// Apple deprecates it in a future version, so it compiles without a warning; prefer
  /// `autocorrectionDisabled(_:)`.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    environment(\.disableAutocorrection, disable)
  }

  /// Sets the text content type for this view, which the system uses to offer suggestions
  /// while the user enters text.
  ///
  /// ```swift
  /// SecureField("Password", text: $password)
  ///   .textContentType(.password)
  /// ```
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    environment(\.textContentType, textContentType)
  }

  /// Sets the submit label for this view: the title of the Return key, the field's
  /// `returnKeyType`.
  ///
  /// ```swift
  /// TextField("Email", text: $email)
  ///   .submitLabel(.next)
  /// ```
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    environment(\.submitLabel, submitLabel)
  }
}
