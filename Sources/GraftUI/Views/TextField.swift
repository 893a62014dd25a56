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
public struct TextField<Label: View>: View {
  package let text: Binding<String>
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
    self.text = text
    self.prompt = prompt
    self.label = label()
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
    if axis == .vertical {
      return node.updateVerticalTextField(text: text, placeholder: prompt?.string ?? (label as? Text)?.string)
    }
    node.updateTextField(text: text, prompt: prompt, title: label as? Text, isSecure: false)
  }
}

extension ViewNode {
  /// Updates a node showing a `TextField` or a `SecureField`.
  package func updateTextField(
    text: Binding<String>, prompt: Text?, title: Text?, isSecure: Bool
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
    state.text = text
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
    let value = text.currentValue(for: self)
    // NB: Setting the text of an editing field moves its caret to the end, so only a value the
    // field does not already hold is pushed.
    if field.text != value { field.text = value }
    trimChildren(to: 0)
  }
}

/// What a text field node keeps: its `UITextField`, the latest binding, and the submit
/// actions its environment held at the last update.
@MainActor
package final class TextFieldState {
  let field = UITextField()
  var text: Binding<String>?
  var submitActions: [SubmitAction] = []

  init() {
    field.addAction(
      UIAction { [weak self] _ in
        guard let self, let text else { return }
        let value = field.text ?? ""
        Update.outside { text.wrappedValue = value }
      }, for: .editingChanged)
    // NB: Registering for .editingDidEndOnExit is also what makes Return end editing, as a
    // SwiftUI text field gives up focus on Return.
    field.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        let actions = submitActions.filter { $0.triggers.contains(.text) }
        Update.outside { for submit in actions { submit.action() } }
      }, for: .editingDidEndOnExit)
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
