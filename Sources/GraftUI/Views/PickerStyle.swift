/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// In a terminal `.wheel` draws as a `UIPickerView`'s column and every other style as
/// `.segmented`.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// The default picker style, based on the picker's context.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates a default picker style.
  public init() {}
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates a segmented picker style.
  public init() {}
}

/// A picker style that presents the options as a menu; drawn as segments in a terminal.
public struct MenuPickerStyle: PickerStyle {
  /// Creates a menu picker style.
  public init() {}
}

/// A picker style that presents the options in a scrollable wheel, backed by a `UIPickerView`.
public struct WheelPickerStyle: PickerStyle {
  /// Creates a wheel picker style.
  public init() {}
}

/// A picker style that presents the options inline with other views; drawn as segments in a
/// terminal.
public struct InlinePickerStyle: PickerStyle {
  /// Creates an inline picker style.
  public init() {}
}

/// A picker style that presents the options as a row of compact elements; drawn as segments
/// in a terminal.
public struct PalettePickerStyle: PickerStyle {
  /// Creates a palette picker style.
  public init() {}
}

/// A picker style that pushes a list of options; drawn as segments in a terminal.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates a navigation link picker style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default picker style, based on the picker's context.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker style that presents the options in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker style that presents the options as a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker style that presents the options in a scrollable wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker style that presents the options inline with other views.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A picker style that presents the options as a row of compact elements.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker style that pushes a list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerUsesWheelKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the pickers below draw as a wheel, from `pickerStyle(.wheel)`.
  package var pickerUsesWheel: Bool {
    get { self[PickerUsesWheelKey.self] }
    set { self[PickerUsesWheelKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for pickers within this view.
  ///
  /// `.wheel` backs the pickers with a `UIPickerView`; every other style draws as `.segmented`
  /// in a terminal.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
  /// }
  /// .pickerStyle(.wheel)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerUsesWheel, style is WheelPickerStyle)
  }
}
