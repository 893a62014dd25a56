import Foundation

/// A control that toggles between on and off states, backed by a `UISwitch`.
///
/// ```swift
/// @State private var vibrateOnRing = false
///
/// var body: some View {
///   Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
/// }
/// ```
///
/// As SwiftUI's default toggle style does, a toggle takes the full width it is offered, with its
/// label on the leading side and the switch, `[ ON]` or `[OFF]`, on the trailing side. Tapping
/// the switch, or Space or Return while it has focus, writes the binding; a change to the bound
/// value moves the switch without sending it any event. The switch's `accessibilityLabel` is
/// the label's text, and it is disabled when the environment's `isEnabled` is `false`.
public struct Toggle<Label: View>: View {
  package let isOn: Binding<Bool>
  package let label: Label

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle that generates its label from a string.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == GraftUI.Label<Text, Image> {
  /// Creates a toggle with a label made of a localized title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { GraftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a toggle with a label made of a title and a system image.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { GraftUI.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// Creates a toggle based on a toggle style configuration: inside a custom style's body, the
  /// toggle as the default style draws it.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle: PrimitiveView {
  package func update(_ node: ViewNode) {
    if let style = node.environment.toggleStyle, !(style is any BuiltInToggleStyle) {
      return updateStyled(node, style: style)
    }
    let state = node.primitiveState as? ToggleState ?? {
      let state = ToggleState()
      node.primitiveState = state
      node.layout = LabeledControlLayout(control: state.control)
      return state
    }()
    state.isOn = isOn
    let environment = node.environment
    node.updateControlLabel(label, environment: environment)
    let control = state.control
    let value = isOn.currentValue(for: node)
    // NB: Compare first: pushing the value must never look like the user's toggle.
    if control.isOn != value { control.setOn(value, animated: false) }
    control.isEnabled = environment.isEnabled
    control.onTintColor = (environment.toggleStyle as? any BuiltInToggleStyle)?.tint?.uiColor
    control.accessibilityLabel = node.labelText
  }

  /// A toggle drawn by a custom style: the style's body, which writes the binding itself; no
  /// `UISwitch` stands behind it.
  private func updateStyled(_ node: ViewNode, style: any ToggleStyle) {
    _ = node.layout { ContainerLayout(UIView(), node: node) }
    let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
    var environment = node.environment
    // NB: A `Toggle(configuration)` in the body draws as the default style, not this one again.
    environment.toggleStyle = nil
    // NB: Tracked, so a change to the bound value redraws the body even when the view that
    // made the binding never read it.
    let body = node.tracking { AnyView(style.makeBody(configuration: configuration)) }
    node.updateChild(at: 0, with: body, environment: environment)
  }
}

/// What a toggle node keeps: its switch and the latest binding, which the switch's action
/// writes.
@MainActor
private final class ToggleState {
  let control = UISwitch()
  var isOn: Binding<Bool>?

  init() {
    control.addAction(
      UIAction { [weak self] _ in
        guard let self, let isOn else { return }
        let value = control.isOn
        Update.outside { isOn.wrappedValue = value }
      }, for: .valueChanged)
  }
}
