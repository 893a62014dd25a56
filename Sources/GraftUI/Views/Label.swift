import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// ```swift
/// Label("Lightning", systemImage: "bolt.fill")
/// ```
///
/// The icon comes first, then the title, one cell apart, as SwiftUI's default label style on
/// iOS lays them out.
public struct Label<Title: View, Icon: View>: View {
  package let title: Title
  package let icon: Icon

  /// Creates a label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon and the title side by side.
  @Environment(\.labelStyle) private var style

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
    let resolved: any LabelStyle = style ?? DefaultLabelStyle()
    return styledBody(resolved, configuration)
  }

  private func styledBody(_ style: some LabelStyle, _ configuration: LabelStyleConfiguration) -> AnyView {
    AnyView(style.makeBody(configuration: configuration))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a localized string.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a system icon image and a title generated from a string.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with an icon image and a title generated from a localized string.
  ///
  /// Graft apps have no asset catalogues, so the icon draws nothing.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// Creates a label with an icon image and a title generated from a string.
  ///
  /// Graft apps have no asset catalogues, so the icon draws nothing.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
