import Foundation

/// The appearance and behaviour of a toggle.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       HStack {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///         configuration.label
///       }
///     }
///     .buttonStyle(.plain)
///   }
/// }
///
/// Toggle("Remember me", isOn: $remember).toggleStyle(CheckboxStyle())
/// ```
///
/// A custom style's body takes the toggle's place, and writes `configuration.isOn` itself. The
/// built-in `.switch` and `.automatic` styles draw a `UISwitch`; `.button` draws a button that is
/// prominent while the toggle is on.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// A view that represents the appearance and interaction of a toggle.
  associatedtype Body: View
  /// Creates a view that represents the body of a toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a toggle instance.
  typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
  /// A type-erased label of a toggle.
  public struct Label: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A view that describes the effect of switching the toggle between states.
  public let label: ToggleStyleConfiguration.Label
  /// A binding to a state property that indicates whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle is in a mixed state, for a toggle over several values that disagree.
  public var isMixed: Bool

  package init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool = false) {
    self.label = label
    self._isOn = isOn
    self.isMixed = isMixed
  }
}

// MARK: - Built-in styles

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  package let tint: Color?

  /// Creates a switch toggle style.
  public init() { tint = nil }
  /// Creates a switch style with a tint colour, which the switch takes while it is on.
  public init(tint: Color) { self.tint = tint }
  /// The switch is the toggle's own `UISwitch`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default toggle style: a switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// Creates a default toggle style.
  public init() {}
  package var tint: Color? { nil }
  /// The switch is the toggle's own `UISwitch`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle style that displays as a button with its label as a title: bordered while off,
/// bordered prominent while on.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates a button toggle style.
  public init() {}

  /// A button that flips the toggle.
  public func makeBody(configuration: Configuration) -> some View {
    let button = Button { configuration.isOn.toggle() } label: { configuration.label }
    if configuration.isOn {
      button.buttonStyle(.borderedProminent).accessibilityAddTraits(.isSelected)
    } else {
      button.buttonStyle(.bordered)
    }
  }
}

/// A style Graft draws with the toggle's `UISwitch`.
@MainActor
package protocol BuiltInToggleStyle {
  /// The switch's colour while on, if the style sets one.
  var tint: Color? { get }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle style that displays a leading label and a trailing switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle style that displays as a button with its label as a title.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// MARK: - The environment

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
  /// The toggle style set by `toggleStyle(_:)`; `nil` for the default.
  package var toggleStyle: (any ToggleStyle)? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for toggles in a view hierarchy.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.toggleStyle, value: style))
  }
}
