import Foundation

/// A container for grouping related menu elements in an app menu or contextual menu.
///
/// ```swift
/// let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
///   UIAction(title: "Name", state: .on) { _ in sortByName() },
///   UIAction(title: "Date") { _ in sortByDate() },
/// ])
/// button.menu = UIMenu(children: [sort, UIAction(title: "Delete", attributes: .destructive) { _ in delete() }])
/// button.showsMenuAsPrimaryAction = true
/// ```
///
/// A menu shows as a box of its elements next to the control that presents it: a child menu
/// with `.displayInline` as a group between separators, under its title; any other child menu
/// as an item marked `›` that opens it. See ``UIButton/menu`` for how one is operated.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
  /// A type that defines the identifier for a menu.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Options for configuring a menu's appearance.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An option indicating the menu displays inline with its parent menu, between separators.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// An option indicating the menu has a destructive appearance.
    public static let destructive = Options(rawValue: 1 << 1)
    /// An option indicating the menu's children are mutually exclusive: choosing one turns it
    /// on and the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// An option indicating the menu displays its children as a palette; drawn as a list.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// Constants that determine the size of elements within a menu; kept, since every item is one
  /// line.
  public enum ElementSize: Int, Sendable {
    case small, medium, large
    /// The automatic size.
    public static let automatic = ElementSize.large
  }

  /// The unique identifier for the current menu.
  public let identifier: Identifier
  /// The configuration options for the current menu.
  public let options: Options
  /// The size of the menu's child elements.
  open var preferredElementSize: ElementSize
  /// The contents of the menu.
  public let children: [UIMenuElement]

  /// Creates a new menu with the specified values.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Creates a copy of the menu with new children, keeping its title, image, identifier and
  /// options.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// The child actions that are on, in a single-selection menu the chosen one.
  open var selectedElements: [UIMenuElement] {
    children.filter { ($0 as? UIAction)?.state == .on }
  }
}
