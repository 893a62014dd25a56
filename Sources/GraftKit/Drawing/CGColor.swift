public import Foundation

/// A set of components that define a colour, with a colour space specifying how to interpret
/// them.
///
/// Core Graphics' colour, which UIKit code reaches as `UIColor.cgColor` and passes to
/// `CGContext.setFillColor(_:)`, `CALayer.borderColor` and the like.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  // NB: Immutable after init, which is what makes the unchecked Sendable conformance sound.
  package let uiColor: UIColor

  package init(_ uiColor: UIColor) {
    self.uiColor = uiColor
  }

  /// Creates a colour in the sRGB colour space.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Creates a colour in the sRGB colour space.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour in the generic grey colour space.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(UIColor(white: gray, alpha: alpha))
  }

  /// Creates a colour in a colour space from its components, the last of which is the alpha.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    switch space.numberOfComponents {
    case 1: self.init(gray: components[0], alpha: components[1])
    case 3: self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    default: return nil
    }
  }

  /// Black in the generic grey colour space.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// White in the generic grey colour space.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// A colour with no opacity.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The value of the alpha component.
  public var alpha: CGFloat { uiColor.alphaComponent }

  /// The colour's components: red, green, blue and alpha.
  public var components: [CGFloat]? {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    guard uiColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha]
  }

  /// The number of colour components, including alpha.
  public var numberOfComponents: Int { 4 }

  /// The colour space associated with the colour.
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

  /// A copy of the colour with a different alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(uiColor.withAlphaComponent(alpha))
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.uiColor == rhs.uiColor }
  public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }
  public var description: String { "CGColor(\(uiColor))" }
}

/// A profile that specifies how to interpret a colour value for display.
///
/// Graft draws every colour as sRGB; a colour space only says how many components a colour
/// in it has.
public final class CGColorSpace: Hashable, @unchecked Sendable {
  /// The name of the colour space.
  public let name: String?
  /// The number of colour components, not counting alpha.
  public let numberOfComponents: Int

  /// Creates a colour space from one of the names Core Graphics defines.
  public init?(name: String) {
    self.name = name
    numberOfComponents = name.lowercased().contains("gray") ? 1 : 3
  }

  /// The standard Red Green Blue (sRGB) colour space.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The extended sRGB colour space.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// The Display P3 colour space.
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// The generic grey colour space with a gamma of 2.2.
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  /// The linear grey colour space.
  public static let linearGray = "kCGColorSpaceLinearGray"

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Creates a device-dependent RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.sRGB)!
}

/// Creates a device-dependent grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}

extension UIColor {
  /// The Core Graphics colour that corresponds to this colour.
  public var cgColor: CGColor { CGColor(self) }

  /// Creates a colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    self.init(copying: cgColor.uiColor)
  }
}
