import Foundation

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// A view that represents the body of a label.
  associatedtype Body: View
  /// Creates a view that represents the body of a label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
public struct LabelStyleConfiguration {
  /// A type-erased title view of a label.
  public struct Title: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A type-erased icon view of a label.
  public struct Icon: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A description of the labeled item.
  public var title: LabelStyleConfiguration.Title
  /// A symbolic representation of the labeled item.
  public var icon: LabelStyleConfiguration.Icon
}

/// The default label style in the current context: icon and title.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates an automatic label style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.icon
      configuration.title
    }
  }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates a title-only label style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates an icon-only label style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates a label style that shows both the title and icon of the label.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// A label style that resolves its appearance automatically based on the current context.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// A label style that only displays the title of the label.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// A label style that only displays the icon of the label.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// A label style that shows both the title and icon of the label.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
  /// The label style set by `labelStyle(_:)`; `nil` for the automatic one.
  package var labelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for labels within this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.labelStyle, value: style))
  }
}
