import Foundation

/// A control for presenting a menu of actions, backed by a `UIButton` whose `menu` it is.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate", action: duplicate)
///   Button("Rename", action: rename)
///   Divider()
///   Button("Delete…", role: .destructive, action: delete)
///   Menu("Copy") {
///     Button("Copy", action: copy)
///     Button("Copy Formatted", action: copyFormatted)
///   }
/// }
/// ```
///
/// Tapping the label, or Space or Return while it has focus, opens the menu below it (see
/// `UIMenu` for how it draws and is operated). The content is read when the menu opens: each
/// `Button` is an item that runs its action, a `Toggle` an item that is on while its value is
/// `true`, a `Picker` a group with its selection marked, a `Divider` a separator, a `Section` a
/// titled group, a `Link` an item that opens its URL, a nested `Menu` a submenu, and a `Text`
/// or `Label` an item that cannot be chosen. With a `primaryAction`, a tap runs the action and
/// the menu does not open.
///
/// The backing button's `menu` and `showsMenuAsPrimaryAction` are set as on iOS, so UIKit code
/// can read them. By default the label draws as a borderless button; `.menuStyle(.button)` or a
/// `buttonStyle` frames it.
public struct Menu<Label: View, Content: View>: View {
  package let label: Label
  package let content: Content
  package let primaryAction: (@MainActor () -> Void)?

  /// Creates a menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// Creates a menu with a custom primary action and custom label.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// Creates a menu that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates a menu that generates its label from a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a menu with a custom primary action that generates its label from a localized
  /// string key.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Creates a menu with a custom primary action that generates its label from a string.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == GraftUI.Label<Text, Image> {
  /// Creates a menu that generates its label from a localized string key and system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { GraftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a menu that generates its label from a string and system image.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { GraftUI.Label(title, systemImage: systemImage) }
  }
}

extension Menu: PrimitiveView {
  package func update(_ node: ViewNode) {
    _ = node.layout { ContainerLayout(UIView(), node: node) }
    var environment = node.environment
    if environment.buttonStyle == nil {
      environment.buttonStyle = .primitive(environment.menuStyle == .button ? BorderedButtonStyle() : BorderlessButtonStyle())
    }
    let action = primaryAction ?? {}
    node.updateChild(at: 0, with: Button(action: action) { label }, environment: environment)
    node.updateChild(at: 1, with: HiddenContent(content), environment: node.environment)
    guard let button = node.children[0].layout?.hostView as? UIButton else { return }
    let items = node.children[1].handle
    if button.menu == nil {
      // NB: Deferred and uncached, so the items are read from the content as it is when the
      // menu opens.
      button.menu = UIMenu(
        title: "",
        children: [UIDeferredMenuElement.uncached { completion in completion(items.node.map(MenuItems.elements(in:)) ?? []) }])
    }
    button.showsMenuAsPrimaryAction = primaryAction == nil
  }
}

extension Menu: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    guard node.children.count > 1 else { return [] }
    let title = node.children[0].menuTitle
    return [.element(UIMenu(title: title, image: node.children[0].firstImage, children: MenuItems.elements(in: node.children[1])))]
  }
}

// MARK: - Menu styles

/// A type that applies standard interaction behaviour and a custom appearance to all menus
/// within a view hierarchy.
public protocol MenuStyle {}

/// The default menu style: a borderless button.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates a default menu style.
  public init() {}
}

/// A menu style that displays a button that toggles the display of the menu's contents: a
/// bordered button.
public struct ButtonMenuStyle: MenuStyle {
  /// Creates a button menu style.
  public init() {}
}

/// A menu style that displays a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates a borderless button menu style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu style that displays a button that toggles the display of the menu's contents.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu style that displays a borderless button.
  @available(*, deprecated, renamed: "button")
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// How menus in an environment draw their labels.
package enum ResolvedMenuStyle: Sendable {
  case automatic, button
}

private struct MenuStyleKey: EnvironmentKey {
  static var defaultValue: ResolvedMenuStyle { .automatic }
}

extension EnvironmentValues {
  /// The menu style set by `menuStyle(_:)`.
  package var menuStyle: ResolvedMenuStyle {
    get { self[MenuStyleKey.self] }
    set { self[MenuStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for menus within this view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.menuStyle, value: style is ButtonMenuStyle ? .button : .automatic))
  }

  /// Sets the preferred order of items for menus presented from this view; kept, since menus
  /// open below their label and list their items in order.
  public func menuOrder(_ order: MenuOrder) -> some View { self }

  /// Sets the visibility of the indicator for menus in this view; kept.
  public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

/// The order in which a menu presents its content.
public struct MenuOrder: Hashable, Sendable {
  package let name: String
  /// The ordering of the menu chosen by the system for the current context.
  public static let automatic = MenuOrder(name: "automatic")
  /// Keep the first items closest to user's interaction point.
  public static let priority = MenuOrder(name: "priority")
  /// Order items from top to bottom.
  public static let fixed = MenuOrder(name: "fixed")
}
