import Foundation
/// A control that initiates an action, backed by a `UIButton`.
///
/// ```swift
/// Button("Perform Action") {
///   proxy.changeInternalValue()
/// }
/// ```
///
/// The action runs when the button sends `.primaryActionTriggered`: on a tap, or on Space or
/// Return while it has focus. It runs outside any view update, so it may write state.
public struct Button<Label: View>: View {
  package let label: Label
  package let role: ButtonRole?
  package let action: @MainActor () -> Void

  /// Creates a button that displays a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = nil
    self.action = action
  }

  /// Creates a button with a specified role that displays a custom label.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// Creates a button that generates its label from a string.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a specified role that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a specified role that generates its label from a string.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == GraftUI.Label<Text, Image> {
  /// Creates a button with a label made of a localized title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { GraftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a label made of a title and a system image.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { GraftUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a specified role and a label made of a localized title and a system
  /// image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { GraftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a specified role and a label made of a title and a system image.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { GraftUI.Label(title, systemImage: systemImage) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates a button based on a configuration for a style with a custom appearance and custom
  /// interaction behaviour: inside a primitive style's body, the button as the default style
  /// draws it, which triggers the style's button.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
  }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Hashable, Sendable {
  package let name: String
  /// A role that indicates a destructive action; the button draws red.
  public static let destructive = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
  package func update(_ node: ViewNode) {
    let environment = node.environment
    if case .primitive(let style) = environment.buttonStyle, !(style is any BuiltInButtonStyle) {
      return updatePrimitiveStyled(node, style: style)
    }
    let state = node.primitiveState as? ButtonState ?? {
      let state = ButtonState(node: node)
      node.primitiveState = state
      node.layout = ButtonLayout(state.button)
      return state
    }()
    state.action = action
    let button = state.button
    button.isEnabled = environment.isEnabled
    var usesTint = true
    switch environment.buttonStyle {
    case .custom(let style):
      button.bezel = .none
      button.setTitle(nil, for: .normal)
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), isPressed: state.isPressed)
      node.updateChild(at: 0, with: AnyView(style.makeBody(configuration: configuration)), environment: environment)
      (node.layout as? ButtonLayout)?.hasCustomLabel = true
      return
    case .primitive(let style as any BuiltInButtonStyle):
      button.bezel = style.bezel
      usesTint = style.usesTint
    default:
      button.bezel = .brackets
    }
    let tint =
      role == .destructive
      ? Color.red : ((usesTint ? environment.tint : nil) ?? environment.foregroundColor)
    button.setTitleColor(tint?.uiColor, for: .normal)
    if let text = label as? Text {
      button.setTitle(text.string, for: .normal)
      node.trimChildren(to: 0)
    } else {
      // NB: A custom label is drawn by its own views inside the button's frame.
      button.setTitle(nil, for: .normal)
      node.updateChild(at: 0, with: label, environment: environment)
    }
    (node.layout as? ButtonLayout)?.hasCustomLabel = !(label is Text)
  }

  /// A button drawn by a custom primitive style: the style's body, which triggers the action
  /// itself; no `UIButton` stands behind it.
  private func updatePrimitiveStyled(_ node: ViewNode, style: any PrimitiveButtonStyle) {
    _ = node.layout { ContainerLayout(UIView(), node: node) }
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: .init(content: AnyView(label)), action: action)
    var environment = node.environment
    // NB: A `Button(configuration)` in the body draws as the default style, not this one again.
    environment.buttonStyle = nil
    node.updateChild(at: 0, with: AnyView(style.makeBody(configuration: configuration)), environment: environment)
  }
}

/// What a button node keeps: its `UIButton`, the latest action, and whether it is pressed.
@MainActor
private final class ButtonState {
  let button = UIButton(type: .system)
  var action: @MainActor () -> Void = {}
  /// Whether the pointer holds the button down, for a `ButtonStyle`'s `isPressed`.
  private(set) var isPressed = false
  private let node: NodeHandle

  init(node: ViewNode) {
    self.node = node.handle
    button.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        Update.outside { self.action() }
      }, for: [.touchUpInside, .primaryActionTriggered])
    button.addAction(UIAction { [weak self] _ in self?.setPressed(true) }, for: [.touchDown, .touchDragEnter])
    button.addAction(
      UIAction { [weak self] _ in self?.setPressed(false) },
      for: [.touchUpInside, .touchUpOutside, .touchCancel, .touchDragExit])
  }

  private func setPressed(_ pressed: Bool) {
    guard isPressed != pressed else { return }
    isPressed = pressed
    // NB: Only a custom style reads it; a built-in one redraws the same either way.
    node.node?.invalidate(reason: "isPressed")
  }
}

/// A button's layout: its bracketed title's size, or its custom label's plus the brackets.
@MainActor
private final class ButtonLayout: LayoutState, NodeLayout {
  let button: UIButton
  var hasCustomLabel = false
  private let brackets = StackLayout.vertical

  init(_ button: UIButton) {
    self.button = button
  }

  var hostView: UIView? { button }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let inset = button.bezelInset
    guard hasCustomLabel else {
      let natural = button.intrinsicContentSize
      return CGSize(
        width: proposal.width.map { max(2 * inset, min($0, natural.width)) } ?? natural.width, height: 1)
    }
    var inner = proposal
    inner.width = proposal.width.map { max(0, $0 - 2 * inset) }
    let size = brackets.sizeThatFits(inner, children: node.layoutChildren)
    return CGSize(width: size.width + 2 * inset, height: max(button.bezel == .none ? 0 : 1, size.height))
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    brackets.place(node.layoutChildren, in: bounds.clampedInsetBy(dx: button.bezelInset, dy: 0))
  }
}
