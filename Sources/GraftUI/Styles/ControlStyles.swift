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
