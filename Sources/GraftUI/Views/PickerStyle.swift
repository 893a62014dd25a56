/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// In a terminal `.menu` (and `.automatic`) draws a pop-up button, `.inline` a list of the
/// options, `.navigationLink` a row that pushes the options, `.wheel` a `UIPickerView`'s column,
/// and `.segmented` and `.palette` a segmented control.
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

/// A picker style that presents the options as a menu: a pop-up button titled with the
/// selection, `Vanilla ⇕`, whose menu checks the selected option.
public struct MenuPickerStyle: PickerStyle {
  /// Creates a menu picker style.
  public init() {}
}

/// A picker style that presents the options in a scrollable wheel, backed by a `UIPickerView`.
public struct WheelPickerStyle: PickerStyle {
  /// Creates a wheel picker style.
  public init() {}
}

/// A picker style that presents the options inline with other views: one row each, the
/// selected one checked.
public struct InlinePickerStyle: PickerStyle {
  /// Creates an inline picker style.
  public init() {}
}

/// A picker style that presents the options as a row of compact elements; drawn as a
/// segmented control in a terminal.
public struct PalettePickerStyle: PickerStyle {
  /// Creates a palette picker style.
  public init() {}
}

/// A picker style that shows a row with the label and the selection, `Flavor  Vanilla ›`, which
/// pushes a list of the options onto the navigation stack; outside a stack it draws as `.menu`.
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

/// How the pickers in an environment draw, as `pickerStyle(_:)` set it.
package enum ResolvedPickerStyle: Hashable, Sendable {
  case automatic, menu, segmented, wheel, inline, palette, navigationLink

  /// The style a picker draws in: `.automatic` is `.menu`, as on iOS 16 and later both in and
  /// out of a form or list, and `.palette` draws as `.segmented`. `.navigationLink` draws as
  /// `.menu` outside a navigation stack, where there is nothing to push onto.
  package func resolved(hasNavigationStack: Bool) -> ResolvedPickerStyle {
    switch self {
    case .automatic: .menu
    case .palette: .segmented
    case .navigationLink: hasNavigationStack ? .navigationLink : .menu
    case .menu, .segmented, .wheel, .inline: self
    }
  }

  /// The resolved style for a public style value.
  @MainActor
  init(_ style: any PickerStyle) {
    switch style {
    case is MenuPickerStyle: self = .menu
    case is SegmentedPickerStyle: self = .segmented
    case is WheelPickerStyle: self = .wheel
    case is InlinePickerStyle: self = .inline
    case is PalettePickerStyle: self = .palette
    case is NavigationLinkPickerStyle: self = .navigationLink
    default: self = .automatic
    }
  }
}

private struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: ResolvedPickerStyle { .automatic }
}

extension EnvironmentValues {
  /// The style of the pickers below, from `pickerStyle(_:)`.
  package var pickerStyle: ResolvedPickerStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for pickers within this view.
  ///
  /// `.menu` and `.automatic` draw a pop-up button titled with the selection that opens a menu
  /// of the options; `.inline` lists the options, the selection checked; `.navigationLink`
  /// draws a row that pushes a list of the options; `.segmented` and `.palette` draw a
  /// segmented control and `.wheel` a `UIPickerView`.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
  /// }
  /// .pickerStyle(.wheel)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.pickerStyle, value: ResolvedPickerStyle(style)))
  }
}
