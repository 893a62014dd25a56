import Foundation

/// The possible colour schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light, dark
}

/// A direction in which text and content flow.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct ColorSchemeKey: EnvironmentKey {
  // NB: Terminals are most often dark.
  static var defaultValue: ColorScheme { .dark }
}
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int { 0 } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
  /// The colour scheme of this environment.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether the view associated with this environment allows user interaction.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The current Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The current locale that views should use.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The current time zone that views should use when handling dates.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The current calendar that views should use when handling dates.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The layout direction associated with the current environment.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The default font of this environment.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The maximum number of lines that text can occupy in a view.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The number of lines text reserves space for even when it has fewer: the lower bound of a
  /// `lineLimit` range, or the limit with `reservesSpace`.
  package var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }

  /// How to align lines of multiline text.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The foreground colour set by `foregroundColor(_:)` or `foregroundStyle(_:)`.
  package var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// The tint set by `tint(_:)`.
  package var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}
