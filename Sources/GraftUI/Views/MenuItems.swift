import Foundation

/// One thing a view contributes to a menu: an element, or a separator between groups.
@MainActor
package enum MenuItem {
  case element(UIMenuElement)
  case divider
}

/// A view that shows as items of a menu (a `Menu`'s or a context menu's), read from its node.
@MainActor
package protocol MenuItemProviding {
  func menuItems(for node: ViewNode) -> [MenuItem]
}

/// Reads a menu's content, as SwiftUI makes `UIMenu` elements of it on iOS.
@MainActor
package enum MenuItems {
  /// The elements of the content under `node`: groups between dividers become inline menus.
  package static func elements(in node: ViewNode) -> [UIMenuElement] {
    var groups: [[UIMenuElement]] = [[]]
    for item in items(in: node) {
      switch item {
      case .element(let element): groups[groups.count - 1].append(element)
      case .divider: groups.append([])
      }
    }
    let filled = groups.filter { !$0.isEmpty }
    guard filled.count > 1 else { return filled.first ?? [] }
    return filled.map { UIMenu(options: .displayInline, children: $0) }
  }

  /// The items of `node`'s subtree, in order: what each providing view gives, and the items of
  /// the children of any other view.
  package static func items(in node: ViewNode) -> [MenuItem] {
    if let view = node.view as? any MenuItemProviding { return view.menuItems(for: node) }
    var items: [MenuItem] = []
    for child in node.children { items += self.items(in: child) }
    return items
  }
}

extension ViewNode {
  /// The title a menu item shows for this subtree: its button's title (a button with a text
  /// label draws it itself), else the text in it.
  package var menuTitle: String {
    if let button = layout?.hostView as? UIButton, let title = button.currentTitle, !title.isEmpty { return title }
    return labelText ?? ""
  }

  /// The first image in this subtree, for a menu item's image.
  package var firstImage: UIImage? {
    var image: UIImage?
    forEachDescendant { descendant in
      if image == nil, let icon = descendant.view as? Image { image = icon.uiImage }
    }
    return image
  }
}

// MARK: - The views that give items

extension Button: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    var attributes: UIMenuElement.Attributes = role == .destructive ? .destructive : []
    if !node.environment.isEnabled { attributes.insert(.disabled) }
    let action = self.action
    return [
      .element(
        UIAction(title: node.menuTitle, image: node.firstImage, attributes: attributes) { _ in
          Update.outside { action() }
        })
    ]
  }
}

extension Toggle: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    let isOn = self.isOn
    return [
      .element(
        UIAction(
          title: node.labelText ?? "", image: node.firstImage,
          attributes: node.environment.isEnabled ? [] : .disabled, state: isOn.wrappedValue ? .on : .off
        ) { _ in Update.outside { isOn.wrappedValue.toggle() } })
    ]
  }
}

extension Divider: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] { [.divider] }
}

extension Text: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    [.element(UIAction(title: string, attributes: .disabled) { _ in })]
  }
}

extension Label: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    [.element(UIAction(title: node.labelText ?? "", image: node.firstImage, attributes: .disabled) { _ in })]
  }
}

extension Link: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    let (openURL, destination) = (node.environment.openURL, destination)
    return [.element(UIAction(title: node.labelText ?? "", image: node.firstImage) { _ in openURL(destination) })]
  }
}

extension Section: MenuItemProviding {
  package func menuItems(for node: ViewNode) -> [MenuItem] {
    var content: ViewNode?
    node.forEachDescendant { descendant in
      if content == nil, descendant.view is LazyVStack<Content> { content = descendant }
    }
    guard let content else { return [] }
    let title = (header as? Text)?.string ?? ""
    return [.element(UIMenu(title: title, options: .displayInline, children: MenuItems.elements(in: content)))]
  }
}
