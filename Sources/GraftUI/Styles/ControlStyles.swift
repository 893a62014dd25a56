import Foundation

// Styles and sizes a terminal draws one way: each is kept in the environment, where the views
// it applies to and tests can read it (docs/Divergences.md).

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// A shape used to draw a button's border.
public struct ButtonBorderShape: Equatable, Sendable {
  package let name: String
  /// A shape that defers to the system to determine an appropriate shape.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule shape.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle shape.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circular shape.
  public static let circle = ButtonBorderShape(name: "circle")
  /// A rounded rectangle shape with the given corner radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// The appearance and interaction of a toggle: the built-in ones.
public protocol ToggleStyle {}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates a switch toggle style.
  public init() {}
  /// Creates a switch style with a tint colour.
  public init(tint: Color) {}
}

/// The default toggle style: a switch.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates a default toggle style.
  public init() {}
}

/// A toggle style that displays as a button with its label as a title.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates a button toggle style.
  public init() {}
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

/// The appearance of a progress view: the built-in ones.
public protocol ProgressViewStyle {}

/// The default progress view style in the current context of the view being styled.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates a default progress view style.
  public init() {}
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates a linear progress view style.
  public init() {}
  /// Creates a linear progress view style with a tint colour.
  public init(tint: Color) {}
}

/// A progress view that uses a circular gauge to indicate the partial completion of an
/// activity.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates a circular progress view style.
  public init() {}
  /// Creates a circular progress view style with a tint colour.
  public init(tint: Color) {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default progress view style in the current context of the view being styled.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress view that visually indicates its progress using a horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The style of a progress view that uses a circular gauge to indicate the partial
  /// completion of an activity.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension Image {
  /// A scale to apply to vector images relative to text.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

/// A variant of a symbol.
public struct SymbolVariants: Hashable, Sendable {
  package let name: String
  /// No variant for a symbol.
  public static let none = SymbolVariants(name: "none")
  /// A variant that encapsulates the symbol in a circle.
  public static let circle = SymbolVariants(name: "circle")
  /// A variant that encapsulates the symbol in a square.
  public static let square = SymbolVariants(name: "square")
  /// A variant that encapsulates the symbol in a rectangle.
  public static let rectangle = SymbolVariants(name: "rectangle")
  /// A variant that fills the symbol.
  public static let fill = SymbolVariants(name: "fill")
  /// A variant that draws a slash through the symbol.
  public static let slash = SymbolVariants(name: "slash")
  /// A version of the variant that's encapsulated in a circle.
  public var circle: SymbolVariants { SymbolVariants(name: name + ".circle") }
  /// A filled version of the variant.
  public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }
private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }
private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }

extension EnvironmentValues {
  /// The size to apply to controls within a view.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The image scale for this environment.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The symbol variant to use in this environment.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// The border shape buttons in this environment use.
  package var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }

  /// The name of the toggle style set by `toggleStyle(_:)`.
  package var toggleStyleName: String {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }

  /// The name of the progress view style set by `progressViewStyle(_:)`.
  package var progressViewStyleName: String {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the size for controls within this view; kept, since every control is one cell high.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Scales images within the view according to one of the relative sizes available; kept,
  /// since a glyph has one size.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }

  /// Makes symbols within the view show a particular variant; kept.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }

  /// Sets the border shape for buttons in this view; kept, since a button's frame is its
  /// brackets.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.buttonBorderShape, value: shape))
  }

  /// Sets the style for toggles in a view hierarchy; kept, every toggle draws as a switch.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.toggleStyleName, value: String(describing: S.self)))
  }

  /// Sets the style for progress views in this view; kept, every progress view draws as a bar
  /// or a spinner, as its value says.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.progressViewStyleName, value: String(describing: S.self)))
  }

  /// Adds an action to perform when the user moves the pointer over or away from the view's
  /// frame; the terminal reports no pointer motion without a button held, so it never runs.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(KeptEffectModifier(effect: .hover))
  }
}

extension Image {
  /// Image modifiers that keep their values: a glyph has one size and one rendering.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// A symbol rendering mode.
public struct SymbolRenderingMode: Hashable, Sendable {
  package let name: String
  /// A mode that renders symbols as a single layer filled with the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// A mode that renders symbols as multiple layers with their inherit styles.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// A mode that renders symbols as multiple layers, with different opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A mode that renders symbols as multiple layers, with different styles applied.
  public static let palette = SymbolRenderingMode(name: "palette")
}
