import Foundation

/// A container for views that you present as menu items in a context menu.
@available(*, deprecated, message: "Use contextMenu(menuItems:) instead.")
public struct ContextMenu<MenuItems: View> {
  package let menuItems: MenuItems

  /// Creates a context menu.
  public init(@ViewBuilder menuItems: () -> MenuItems) {
    self.menuItems = menuItems()
  }
}

extension View {
  /// Adds a context menu to a view.
  ///
  /// ```swift
  /// Text("Turtle Rock")
  ///   .contextMenu {
  ///     Button("Add to Favorites", systemImage: "star") { addToFavorites() }
  ///     Button("Show in Maps") { showInMaps() }
  ///   }
  /// ```
  ///
  /// Holding the pointer down on the view (half a second, as a long press on iOS) opens the menu
  /// next to it; its items are read from `menuItems` as a `Menu`'s are, when it opens. Taps on
  /// the view still reach what is in it.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }

  /// Adds a context menu with a custom preview to a view; the preview is not drawn, since the
  /// menu opens beside the view itself.
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
    modifier(ContextMenuModifier(menuItems: menuItems()))
  }

  /// Adds a context menu to a view, or none for `nil`.
  @available(*, deprecated, message: "Use contextMenu(menuItems:) instead.")
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    modifier(ContextMenuModifier(menuItems: contextMenu?.menuItems))
  }
}

/// Opens a menu of `menuItems` beside the content when the user holds the pointer down on it.
private struct ContextMenuModifier<Items: View>: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let menuItems: Items

  func update(_ node: ViewNode, content: any View) {
    _ = node.layout { ContainerLayout(UIView(), node: node) }
    let handle = node.handle
    let pressable = AnyView(content).simultaneousGesture(
      LongPressGesture(minimumDuration: 0.5).onEnded { _ in ContextMenuModifier.open(from: handle) })
    node.updateChild(at: 0, with: pressable, environment: node.environment)
    node.updateChild(at: 1, with: HiddenContent(menuItems), environment: node.environment)
  }

  /// Opens the menu of the modifier's node beside its content, when it has items.
  private static func open(from handle: NodeHandle) {
    guard let node = handle.node, node.children.count > 1 else { return }
    let elements = MenuItems.elements(in: node.children[1])
    guard !elements.isEmpty, let anchor = node.children[0].hostViews.first else { return }
    anchor.presentMenu(UIMenu(children: elements))
  }
}
