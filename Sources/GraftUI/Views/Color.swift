import Foundation

/// A representation of a colour that adapts to a given context; also a view that fills the
/// space it is offered with that colour.
///
/// Colours are cell colours: `.primary` and `.clear` keep the terminal's own colours, everything
/// else draws as RGB (or the nearest of 256 or 16 colours on terminals with fewer).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  package let uiColor: UIColor

  /// Creates a colour from a UIKit colour.
  public init(uiColor: UIColor) {
    self.uiColor = uiColor
  }

  /// Creates a colour from a UIKit colour.
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }

  /// Creates a colour from red, green and blue components, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(red: red, green: green, blue: blue, alpha: opacity))
  }

  /// Creates a grey of the given brightness.
  public init(white: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(white: white, alpha: opacity))
  }

  /// Creates a colour from hue, saturation and brightness, each from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(uiColor: uiColor.withAlphaComponent(uiColor.alphaComponent * opacity))
  }

  public var description: String { uiColor.description }

  public static let black = Color(uiColor: .black)
  public static let white = Color(uiColor: .white)
  public static let gray = Color(uiColor: .systemGray)
  public static let red = Color(uiColor: .systemRed)
  public static let green = Color(uiColor: .systemGreen)
  public static let blue = Color(uiColor: .systemBlue)
  public static let orange = Color(uiColor: .systemOrange)
  public static let yellow = Color(uiColor: .systemYellow)
  public static let pink = Color(uiColor: .systemPink)
  public static let purple = Color(uiColor: .systemPurple)
  public static let teal = Color(uiColor: .systemTeal)
  public static let indigo = Color(uiColor: .systemIndigo)
  public static let mint = Color(uiColor: .systemMint)
  public static let cyan = Color(uiColor: .systemCyan)
  public static let brown = Color(uiColor: .systemBrown)
  /// A colour with no opacity.
  public static let clear = Color(uiColor: .clear)
  /// The colour of primary content: the terminal's own foreground.
  public static let primary = Color(uiColor: .label)
  /// The colour of secondary content.
  public static let secondary = Color(uiColor: .secondaryLabel)
  /// The colour of the app's accent.
  public static let accentColor = Color(uiColor: .tintColor)
}

extension Color: View {
  public typealias Body = Never
}

extension Color: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout {
      LeafLayout(UIView()) { _, proposal in proposal.replacingUnspecifiedDimensions() }
    }
    layout.view.backgroundColor = uiColor
    node.trimChildren(to: 0)
  }
}

/// A colour or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A shape style that maps to one of the levels of content in the current context.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  package let color: Color

  public static let primary = HierarchicalShapeStyle(color: .primary)
  public static let secondary = HierarchicalShapeStyle(color: .secondary)
  public static let tertiary = HierarchicalShapeStyle(color: Color(uiColor: .tertiaryLabel))
  public static let quaternary = HierarchicalShapeStyle(color: Color(uiColor: .tertiaryLabel))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A style that reflects the current tint colour: the one `tint(_:)` sets, or the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// Creates a tint shape style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// A style that reflects the current tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var gray: Color { Color.gray }
  public static var white: Color { Color.white }
  public static var black: Color { Color.black }
  public static var pink: Color { Color.pink }
  public static var purple: Color { Color.purple }
  public static var teal: Color { Color.teal }
  public static var indigo: Color { Color.indigo }
  public static var mint: Color { Color.mint }
  public static var cyan: Color { Color.cyan }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
  public static var accentColor: Color { Color.accentColor }
}

extension ShapeStyle {
  /// The colour this style draws with, where it has one.
  package var resolvedColor: Color? {
    switch self {
    case let color as Color: color
    case let style as HierarchicalShapeStyle: style.color
    // NB: Where no environment is at hand (a `Text`'s own runs), the tint is the accent colour.
    case is TintShapeStyle: .accentColor
    default: nil
    }
  }
}

extension UIColor {
  /// Creates a UIKit colour from a SwiftUI colour.
  public convenience init(_ color: Color) {
    self.init(copying: color.uiColor)
  }
}
