import Foundation

/// A control that displays an editable text interface, backed by a `UITextField`.
///
/// ```swift
/// @State private var username = ""
///
/// var body: some View {
///   TextField("User name", text: $username)
///     .onSubmit { login() }
///     .textFieldStyle(.roundedBorder)
/// }
/// ```
///
/// The field shows the prompt, else the title, as its placeholder while empty. Typing writes the
/// binding as each edit happens; a change to the bound value is pushed into the field only when
/// it differs from what the field holds, so the caret never jumps while the user types. Return
/// runs the `onSubmit(of:_:)` actions in the environment and ends editing, as on iOS.
///
/// As SwiftUI's default text field does, the field takes the full width it is offered, one line
/// high.
///
/// With `axis: .vertical` the field is a `UITextView` that grows a line at a time as its text
/// wraps or breaks, within the environment's `lineLimit` (from the lower bound of a range up to
/// its upper bound), scrolling past it; Return inserts a newline there, as on iOS.
///
/// A field made with `value:format:` or `value:formatter:` edits a value that is not a string:
/// it shows the value formatted, and parses what the user typed when editing ends, on Return or
/// when focus moves away. See `TextField+Format.swift`.
public struct TextField<Label: View>: View {
  package let input: TextFieldInput
  package let prompt: Text?
  package let label: Label
  package let axis: Axis

  /// Creates a text field with a prompt and a label that describes its purpose.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
  }

  /// Creates a text field with a preferred axis, a prompt and a label that describes its
  /// purpose; a vertical field grows to show all its lines.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(input: .text(text), prompt: prompt, axis: axis, label: label())
  }

  package init(input: TextFieldInput, prompt: Text?, axis: Axis, label: Label) {
    self.input = input
    self.prompt = prompt
    self.label = label
    self.axis = axis
  }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// Creates a text field with a text label generated from a localized title string and a
  /// prompt, which it shows as its placeholder instead of the title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field with a text label generated from a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// Creates a text field with a text label generated from a title string and a prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// Creates a text field with a preferred axis and a text label generated from a localized
  /// title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
  }

  /// Creates a text field with a preferred axis, a prompt and a text label generated from a
  /// localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// Creates a text field with a preferred axis and a text label generated from a title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(title) }
  }

  /// Creates a text field with a preferred axis, a prompt and a text label generated from a
  /// title string.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
  }
}

extension TextField: PrimitiveView {
  package func update(_ node: ViewNode) {
    if axis == .vertical, case .text(let text) = input {
      return node.updateVerticalTextField(text: text, placeholder: prompt?.string ?? (label as? Text)?.string)
    }
    node.updateTextField(input, prompt: prompt, title: label as? Text, isSecure: false)
  }
}

extension ViewNode {
  /// Updates a node showing a `TextField` or a `SecureField`.
  package func updateTextField(
    _ input: TextFieldInput, prompt: Text?, title: Text?, isSecure: Bool
  ) {
    let state = primitiveState as? TextFieldState ?? {
      let state = TextFieldState()
      primitiveState = state
      layout = LeafLayout(state.field) { field, proposal in
        CGSize(width: proposal.width ?? field.intrinsicContentSize.width, height: 1)
      }
      return state
    }()
    let environment = self.environment
    state.input = input
    state.submitActions = environment.submitActions
    let field = state.field
    let placeholder = prompt?.string ?? title?.string
    if field.placeholder != placeholder { field.placeholder = placeholder }
    field.accessibilityLabel = title?.string
    field.isSecureTextEntry = isSecure
    field.applyTextInputTraits(from: environment)
    field.borderStyle = environment.textFieldBorderStyle
    field.isEnabled = environment.isEnabled
    field.font = (environment.font ?? .body).uiFont
    field.textColor =
      environment.isEnabled ? environment.foregroundColor?.uiColor ?? .label : .secondaryLabel
    field.textAlignment =
      switch environment.multilineTextAlignment {
      case .leading: .natural
      case .center: .center
      case .trailing: .right
      }
    switch input {
    case .text(let text):
      let value = text.currentValue(for: self)
      // NB: Setting the text of an editing field moves its caret to the end, so only a value the
      // field does not already hold is pushed.
      if field.text != value { field.text = value }
    case .value(let value):
      state.show(value.formatted(self))
    }
    trimChildren(to: 0)
  }
}

/// What a text field node keeps: its `UITextField`, the latest input, and the submit actions
/// its environment held at the last update.
@MainActor
package final class TextFieldState {
  let field = UITextField()
  var input: TextFieldInput?
  var submitActions: [SubmitAction] = []
  /// The formatted value the field last showed, for a field that edits a formatted value.
  private var shownValue: String?

  init() {
    field.addAction(
      UIAction { [weak self] _ in
        guard let self, case .text(let text) = input else { return }
        let value = field.text ?? ""
        Update.outside { text.wrappedValue = value }
      }, for: .editingChanged)
    // NB: Registering for .editingDidEndOnExit is also what makes Return end editing, as a
    // SwiftUI text field gives up focus on Return. A formatted value is committed first, so the
    // submit actions read what the user entered.
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        commit()
        let actions = submitActions.filter { $0.triggers.contains(.text) }
        Update.outside { for submit in actions { submit.action() } }
      }, for: .editingDidEndOnExit)
    field.addAction(UIAction { [weak self] _ in self?.commit() }, for: .editingDidEnd)
  }

  /// Shows a formatted value: when it changed since the field last showed it, or when the field
  /// is not being edited. While the user types, their text stands until the value changes.
  func show(_ formatted: String) {
    defer { shownValue = formatted }
    guard formatted != shownValue || !field.isEditing, field.text != formatted else { return }
    field.text = formatted
  }

  /// Parses the field's text into the bound value, for a field that edits a formatted value,
  /// and shows the value formatted, as SwiftUI does when editing ends.
  private func commit() {
    // NB: Return commits, then the end of editing would again: text that still shows the
    // value has nothing to commit.
    guard case .value(let value) = input, field.text != shownValue else { return }
    let text = field.text ?? ""
    let formatted = Update.outside { value.commit(text) }
    shownValue = formatted
    if field.text != formatted { field.text = formatted }
  }
}

// MARK: - Submitting

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The corresponding value of the raw type.
  public let rawValue: UInt

  /// Creates a set of submit triggers.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Defines triggers originating from search fields constructed from searchable modifiers.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An `onSubmit(of:_:)` action, with the triggers it answers to.
package struct SubmitAction {
  package let triggers: SubmitTriggers
  package let action: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
  /// The submit actions in scope, innermost first.
  package var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

extension View {
  /// Adds an action to perform when the user submits a value to this view.
  ///
  /// A `TextField` or `SecureField` in this view's content triggers it when the user presses
  /// Return. Every action in scope runs, the innermost first.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .onSubmit {
  ///     guard viewModel.validate() else { return }
  ///     viewModel.login()
  ///   }
  /// ```
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View {
    transformEnvironment(\.submitActions) { actions in
      actions.insert(SubmitAction(triggers: triggers, action: action), at: 0)
    }
  }

  /// Prevents submission triggers originating from this view from invoking a submission action
  /// configured by a submission modifier higher up in the view hierarchy.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment(\.submitActions) { actions in
      if isBlocking { actions.removeAll() }
    }
  }
}
