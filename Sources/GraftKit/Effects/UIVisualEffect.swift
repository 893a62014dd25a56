import Foundation

/// An effect a ``UIVisualEffectView`` applies to what lies behind it.
///
/// A terminal cannot blur, so an effect is drawn as a flat, opaque backdrop chosen from its style:
/// what is behind reads as dimmed and uniform, which is what a blur shows at a glance.
open class UIVisualEffect: Hashable, @unchecked Sendable {
  // NB: Effects are immutable values after init, as UIKit's are, which makes the unchecked
  // Sendable conformance sound.

  /// Creates an effect that does nothing.
  public init() {}

  /// The backdrop the effect draws as, for the view's light or dark appearance; `nil` draws none.
  package func backdropColor(dark: Bool) -> UIColor? { nil }

  public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool {
    lhs.isEqual(to: rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: self)))
  }

  /// Whether two effects look the same; subclasses compare their styles.
  package func isEqual(to other: UIVisualEffect) -> Bool {
    type(of: self) == type(of: other)
  }
}

/// A blur: the content behind the view, blurred and tinted by a style.
///
/// Graft draws a blur as a flat fill in the style's colour, over which the effect view's
/// `contentView` draws. The adaptive styles (`.regular`, `.prominent` and the `.system…Material`
/// styles without `Light` or `Dark`) follow the view's `traitCollection.userInterfaceStyle`.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.contentView.addSubview(label)
/// ```
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The look of a blur.
  public enum Style: Int, Sendable, CaseIterable {
    /// A lighter region than the content behind.
    case extraLight = 0
    /// A region about as light as the content behind.
    case light = 1
    /// A darker region than the content behind.
    case dark = 2
    /// Follows the appearance: light in light mode, dark in dark mode.
    case regular = 4
    /// Follows the appearance, with more contrast than `.regular`.
    case prominent = 5
    /// The thinnest adaptive material.
    case systemUltraThinMaterial = 6
    /// A thin adaptive material.
    case systemThinMaterial = 7
    /// The default adaptive material.
    case systemMaterial = 8
    /// A thick adaptive material.
    case systemThickMaterial = 9
    /// The adaptive material of bars and chrome.
    case systemChromeMaterial = 10
    /// The thinnest light material.
    case systemUltraThinMaterialLight = 11
    /// A thin light material.
    case systemThinMaterialLight = 12
    /// The default light material.
    case systemMaterialLight = 13
    /// A thick light material.
    case systemThickMaterialLight = 14
    /// The light material of bars and chrome.
    case systemChromeMaterialLight = 15
    /// The thinnest dark material.
    case systemUltraThinMaterialDark = 16
    /// A thin dark material.
    case systemThinMaterialDark = 17
    /// The default dark material.
    case systemMaterialDark = 18
    /// A thick dark material.
    case systemThickMaterialDark = 19
    /// The dark material of bars and chrome.
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  package let style: Style

  /// Creates a blur of the given style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// Whether the style looks the same in light and dark appearance, and which it is then.
  package var fixedAppearance: Bool? {
    switch style {
    case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight,
      .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
      false
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      true
    case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
      .systemThickMaterial, .systemChromeMaterial:
      nil
    }
  }

  /// How far the material hides what is behind, from 0 (ultra-thin) to 4 (chrome).
  private var thickness: Int {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 0
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light: 1
    case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark: 2
    case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent: 3
    case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark,
      .extraLight:
      4
    }
  }

  // NB: A flat grey per appearance and thickness: a thin material lets more of an unknown
  // backdrop through, so it sits nearer the middle grey; a thick one nearer white or black.
  package override func backdropColor(dark: Bool) -> UIColor? {
    let isDark = fixedAppearance ?? dark
    let light: [CGFloat] = [200, 214, 228, 240, 248]
    let darkGreys: [CGFloat] = [64, 52, 40, 30, 22]
    let grey = (isDark ? darkGreys : light)[thickness] / 255
    return UIColor(white: grey, alpha: 1)
  }

  package override func isEqual(to other: UIVisualEffect) -> Bool {
    (other as? UIBlurEffect)?.style == style && type(of: other) == type(of: self)
  }

  public override func hash(into hasher: inout Hasher) {
    super.hash(into: &hasher)
    hasher.combine(style)
  }
}

/// The styles of vibrant content over a blur, from text to fills and separators.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
  /// Primary text.
  case label = 0
  /// Secondary text.
  case secondaryLabel = 1
  /// Tertiary text.
  case tertiaryLabel = 2
  /// Quaternary text.
  case quaternaryLabel = 3
  /// A fill for thin shapes.
  case fill = 4
  /// A fill for medium shapes.
  case secondaryFill = 5
  /// A fill for large shapes.
  case tertiaryFill = 6
  /// A separator line.
  case separator = 7
}

/// Vibrancy: content that takes its colour from the blur it sits on.
///
/// Put a vibrancy effect view inside a blur effect view's `contentView`. Graft draws no backdrop
/// for vibrancy, so the blur behind shows through, and its content draws in its own colours.
///
/// ```swift
/// let blur = UIBlurEffect(style: .systemThinMaterial)
/// let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
/// ```
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the vibrancy is for.
  package let blurEffect: UIBlurEffect
  /// The kind of content it is for.
  package let style: UIVibrancyEffectStyle

  /// Creates vibrancy for primary text over `blurEffect`.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Creates vibrancy of a style over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  package override func isEqual(to other: UIVisualEffect) -> Bool {
    guard let other = other as? UIVibrancyEffect else { return false }
    return other.style == style && other.blurEffect == blurEffect
  }

  public override func hash(into hasher: inout Hasher) {
    super.hash(into: &hasher)
    hasher.combine(style)
    hasher.combine(blurEffect)
  }
}
