import Foundation

// What the system tells every view about itself: size classes, accessibility settings, the
// scene's phase, the display. A terminal answers most with fixed values (no motion to reduce,
// one cell per point); the size classes follow the window.

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, CaseIterable, Sendable {
  /// Use regular font weight (no Accessibility Bold).
  case regular
  /// Use heavier font weight (force Accessibility Bold).
  case bold
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, CaseIterable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// SwiftUI displays views with standard contrast between the app's foreground and
  /// background colors.
  case standard
  /// SwiftUI displays views with increased contrast between the app's foreground and
  /// background colors.
  case increased
}

extension UserInterfaceSizeClass {
  /// The narrowest window, in cells, whose horizontal size class is regular: an 80-column
  /// terminal is regular, as an iPad is.
  package static let regularWidth: CGFloat = 80
  /// The shortest window, in cells, whose vertical size class is regular: a 24-row terminal
  /// is regular.
  package static let regularHeight: CGFloat = 24

  /// The size classes of a window of `size`.
  package static func classes(for size: CGSize) -> (horizontal: Self, vertical: Self) {
    (size.width < regularWidth ? .compact : .regular, size.height < regularHeight ? .compact : .regular)
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct VoiceOverEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }

extension EnvironmentValues {
  /// The horizontal size class of this environment: `.compact` in a window narrower than 80
  /// cells, else `.regular`.
  ///
  /// ```swift
  /// @Environment(\.horizontalSizeClass) private var sizeClass
  ///
  /// var body: some View {
  ///   if sizeClass == .compact { VStack { content } } else { HStack { content } }
  /// }
  /// ```
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of this environment: `.compact` in a window shorter than 24 rows,
  /// else `.regular`.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Whether the user asked for reduced motion: never, and Graft does not animate anyway.
  public package(set) var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the user asked to differentiate without colour: a terminal has no such setting.
  public package(set) var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the user asked for reduced transparency: a terminal has no such setting.
  public package(set) var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the system inverts colours: a terminal has no such setting.
  public package(set) var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether VoiceOver is running: never, in a terminal.
  public package(set) var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// The font weight to apply to text: `.regular`, as Bold Text is off.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// The current phase of the scene: `.active` while the app runs.
  ///
  /// ```swift
  /// @Environment(\.scenePhase) private var scenePhase
  /// ```
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The display scale of this environment: one cell per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The size of a pixel on the screen: one cell.
  public var pixelLength: CGFloat { 1 / displayScale }

  /// The contrast associated with the color scheme of this environment.
  public package(set) var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}

extension View {
  /// Sets the Dynamic Type size within the view to the given value.
  ///
  /// ```swift
  /// Text("Fine print").dynamicTypeSize(.xSmall)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size within the view to the given range.
  ///
  /// ```swift
  /// Toolbar().dynamicTypeSize(...DynamicTypeSize.xxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      guard !range.contains(size) else { return }
      let all = DynamicTypeSize.allCases
      let allowed = all.filter { range.contains($0) }
      guard let first = allowed.first, let last = allowed.last else { return }
      size = size < first ? first : last
    }
  }

  /// Sets the preferred color scheme for this presentation.
  ///
  /// The scheme is what `@Environment(\.colorScheme)` reads inside this view; `nil` keeps the
  /// scheme around it. Colours draw in the terminal's own palette either way.
  ///
  /// ```swift
  /// ContentView().preferredColorScheme(.dark)
  /// ```
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    transformEnvironment(\.colorScheme) { scheme in
      if let colorScheme { scheme = colorScheme }
    }
  }
}
