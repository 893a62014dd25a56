import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(.horizontal, 2)
///       .background(configuration.isPressed ? Color.gray : Color.blue)
///   }
/// }
///
/// Button("Go") { go() }.buttonStyle(PillStyle())
/// ```
///
/// The button keeps its `UIButton`, which takes taps and keyboard focus; the style's body draws
/// it, and `isPressed` is true while the pointer holds it down.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  public struct Label: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  public let label: ButtonStyleConfiguration.Label
  /// A Boolean that indicates whether the user is currently pressing the button.
  public let isPressed: Bool
}

/// A type that applies custom interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy.
///
/// A primitive style decides for itself when the button triggers, by calling
/// `configuration.trigger()`; no `UIButton` stands behind it.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button.
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  public struct Label: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// An optional semantic role describing the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of calling the button's action.
  public let label: PrimitiveButtonStyleConfiguration.Label
  package let action: @MainActor () -> Void

  /// Performs the button's action.
  @MainActor public func trigger() {
    Update.outside { action() }
  }
}

// MARK: - Built-in styles

/// The default button style, based on the button's context: bracketed, as `.bordered`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a default button style.
  public init() {}
  /// Built-in styles are drawn by the button's own `UIButton`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  package var bezel: UIButton.Bezel { .brackets }
}

/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a bordered button style.
  public init() {}
  /// Built-in styles are drawn by the button's own `UIButton`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  package var bezel: UIButton.Bezel { .brackets }
}

/// A button style that applies standard border prominent artwork: the title on the tint colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a bordered prominent button style.
  public init() {}
  /// Built-in styles are drawn by the button's own `UIButton`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  package var bezel: UIButton.Bezel { .filled }
}

/// A button style that doesn't apply a border: the title alone, in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a borderless button style.
  public init() {}
  /// Built-in styles are drawn by the button's own `UIButton`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  package var bezel: UIButton.Bezel { .bare }
}

/// A button style that doesn't style or decorate its content while idle: the title alone, in
/// the foreground colour.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a plain button style.
  public init() {}
  /// Built-in styles are drawn by the button's own `UIButton`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
  package var bezel: UIButton.Bezel { .bare }
  package var usesTint: Bool { false }
}

/// A style Graft draws with a `UIButton`'s bezel.
@MainActor
package protocol BuiltInButtonStyle {
  var bezel: UIButton.Bezel { get }
  /// Whether the title takes the tint colour.
  var usesTint: Bool { get }
}

extension BuiltInButtonStyle {
  package var usesTint: Bool { true }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork based on the button's
  /// context.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// MARK: - The environment

/// The style the buttons in a hierarchy use.
package enum ResolvedButtonStyle {
  case primitive(any PrimitiveButtonStyle)
  case custom(any ButtonStyle)
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ResolvedButtonStyle? { nil }
}

extension EnvironmentValues {
  /// The button style set by `buttonStyle(_:)`; `nil` for the default.
  package var buttonStyle: ResolvedButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behaviour.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.buttonStyle, value: .custom(style)))
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and custom interaction behaviour.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.buttonStyle, value: .primitive(style)))
  }
}
