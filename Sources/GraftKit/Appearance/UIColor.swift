public import Foundation
package import GraftGraphics

/// An object that stores colour data.
///
/// Colours made from components compare equal when their components do. The semantic colours
/// `label` and `systemBackground` stand for the terminal's own foreground and background, so a
/// Graft app looks native in a light or a dark terminal.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  // NB: Immutable after init, which is what makes the unchecked Sendable conformance sound.
  private enum Storage: Hashable {
    case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case terminalForeground
    case terminalBackground
    case dynamic(DynamicColorProvider)
  }

  private let storage: Storage

  private init(storage: Storage) {
    self.storage = storage
  }

  /// Creates a colour equal to `color`, semantic colours included.
  package init(copying color: UIColor) {
    storage = color.storage
  }

  /// Creates a colour from red, green, blue and opacity components, each from 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .components(
      red: red.clamped01, green: green.clamped01, blue: blue.clamped01, alpha: alpha.clamped01)
  }

  /// Creates a grey of the given brightness and opacity, each from 0 to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation, brightness and opacity components, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue.clamped01 * 6).truncatingRemainder(dividingBy: 6)
    let s = saturation.clamped01, v = brightness.clamped01
    let c = v * s
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch h {
      case ..<1: (c, x, 0)
      case ..<2: (x, c, 0)
      case ..<3: (0, c, x)
      case ..<4: (0, x, c)
      case ..<5: (x, 0, c)
      default: (c, 0, x)
      }
    let m = v - c
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// Creates a colour that is worked out from the traits it is drawn with, as a light or dark
  /// appearance chooses.
  ///
  /// ```swift
  /// let border = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
  /// ```
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    storage = .dynamic(DynamicColorProvider(provider: dynamicProvider))
  }

  /// The colour this colour is in `traitCollection`: itself unless it is dynamic.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard case let .dynamic(dynamic) = storage else { return self }
    return dynamic.provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// The colour resolved with the traits being drawn with.
  private var resolvedForDrawing: UIColor {
    guard case .dynamic = storage else { return self }
    return resolvedColor(with: UITraitCollection.current)
  }

  /// Returns a colour with the same colour components and the given opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if case .dynamic = storage {
      return UIColor { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }
    guard case let .components(red, green, blue, _) = storage else { return self }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Reads the colour's components into the given pointers.
  ///
  /// - Returns: `false` for a semantic colour, which has no fixed components.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    if case .dynamic = storage {
      return resolvedForDrawing.getRed(red, green: green, blue: blue, alpha: alpha)
    }
    guard case let .components(r, g, b, a) = storage else { return false }
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  /// The colour's opacity, from 0 to 1.
  public var alphaComponent: CGFloat {
    if case let .components(_, _, _, alpha) = storage { return alpha }
    if case .dynamic = storage { return resolvedForDrawing.alphaComponent }
    return 1
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.storage == rhs.storage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }

  public var description: String {
    switch storage {
    case let .components(red, green, blue, alpha):
      "UIColor(red: \(red.short), green: \(green.short), blue: \(blue.short), alpha: \(alpha.short))"
    case .terminalForeground: "UIColor.label"
    case .terminalBackground: "UIColor.systemBackground"
    case .dynamic: "<UIDynamicProviderColor>"
    }
  }

  /// The terminal colour this colour draws as; `nil` for a fully transparent colour.
  package var terminalColor: GraftGraphics.Color? {
    switch storage {
    case let .components(red, green, blue, alpha):
      guard alpha > 0 else { return nil }
      return .rgb(red.byte, green.byte, blue.byte)
    case .terminalForeground, .terminalBackground:
      return .default
    case .dynamic:
      return resolvedForDrawing.terminalColor
    }
  }

  /// Whether this colour is so faint that text drawn in it should be dimmed.
  package var isFaint: Bool { alphaComponent < 0.6 }
}

/// A dynamic colour's provider, compared by identity.
private final class DynamicColorProvider: Hashable {
  let provider: (UITraitCollection) -> UIColor

  init(provider: @escaping (UITraitCollection) -> UIColor) {
    self.provider = provider
  }

  static func == (lhs: DynamicColorProvider, rhs: DynamicColorProvider) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// MARK: - System colours

extension UIColor {
  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// A colour with no opacity: a view with a clear background paints nothing.
  public static let clear = UIColor(white: 0, alpha: 0)

  public static let systemRed = rgb(255, 59, 48)
  public static let systemGreen = rgb(52, 199, 89)
  public static let systemBlue = rgb(0, 122, 255)
  public static let systemOrange = rgb(255, 149, 0)
  public static let systemYellow = rgb(255, 204, 0)
  public static let systemPink = rgb(255, 45, 85)
  public static let systemPurple = rgb(175, 82, 222)
  public static let systemTeal = rgb(48, 176, 199)
  public static let systemIndigo = rgb(88, 86, 214)
  public static let systemMint = rgb(0, 199, 190)
  public static let systemCyan = rgb(50, 173, 230)
  public static let systemBrown = rgb(162, 132, 94)
  public static let systemGray = rgb(142, 142, 147)
  public static let systemGray2 = rgb(174, 174, 178)
  public static let systemGray3 = rgb(199, 199, 204)
  public static let systemGray4 = rgb(209, 209, 214)
  public static let systemGray5 = rgb(229, 229, 234)
  public static let systemGray6 = rgb(242, 242, 247)

  /// The colour for primary text: the terminal's own foreground colour.
  public static let label = UIColor(storage: .terminalForeground)
  /// The colour for secondary text.
  public static let secondaryLabel = rgb(142, 142, 147)
  /// The colour for tertiary text.
  public static let tertiaryLabel = rgb(110, 110, 115)
  /// The colour for placeholder text in controls.
  public static let placeholderText = rgb(110, 110, 115)
  /// The colour for links.
  public static let link = systemBlue
  /// The colour for thin borders or divider lines.
  public static let separator = rgb(84, 84, 88)
  /// The colour for the main background: the terminal's own background colour.
  public static let systemBackground = UIColor(storage: .terminalBackground)
  /// The colour for content layered on top of the main background.
  public static let secondarySystemBackground = rgb(28, 28, 30)
  /// The colour for content layered on top of secondary backgrounds.
  public static let tertiarySystemBackground = rgb(44, 44, 46)
  /// The tint colour that views inherit by default.
  public static let tintColor = systemBlue
}

extension CGFloat {
  fileprivate var clamped01: CGFloat { Swift.min(1, Swift.max(0, self)) }
  fileprivate var byte: UInt8 { UInt8((clamped01 * 255).rounded()) }
  fileprivate var short: String {
    let rounded = (self * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }
}
