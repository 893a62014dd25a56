import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// A toolbar item's place: the navigation bar's sides, its title, or the bottom toolbar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, principal, navigationBarLeading, navigationBarTrailing, bottomBar, primaryAction
    case secondaryAction, cancellationAction, confirmationAction, destructiveAction, keyboard, status
  }
  let kind: Kind

  /// The system places the item: the navigation bar's trailing side.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The centre of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// The leading side of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
  /// The trailing side of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)
  /// The leading side of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
  /// The trailing side of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
  /// The primary action: the navigation bar's trailing side.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// A secondary action; kept, not drawn.
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// A cancelling action: the navigation bar's leading side.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// A confirming action: the navigation bar's trailing side.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// A destructive action; kept, not drawn.
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// Above the keyboard; kept, not drawn, as a terminal has no on-screen keyboard.
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  /// Status information; kept, not drawn.
  public static let status = ToolbarItemPlacement(kind: .status)
}

/// One item of a toolbar, as the page's navigation item shows it.
@MainActor
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: AnyView

  /// The bar button items for the content: one for each button in it, with its action.
  var barItems: [UIBarButtonItem] {
    ExtractedControl.controls(in: content).compactMap { control in
      guard case .button(let title, let image, let role, let action) = control else { return nil }
      let item = UIBarButtonItem(
        title: title.isEmpty ? nil : title, image: image,
        primaryAction: UIAction { _ in Update.outside(action) })
      if placement.kind == .confirmationAction { item.style = .done }
      if role == .destructive { item.tintColor = .systemRed }
      return item
    }
  }
}

/// Content that lists its toolbar entries.
@MainActor
protocol ToolbarEntriesProviding {
  var toolbarEntries: [ToolbarEntry] { get }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// A button in it becomes a bar button item with the button's title and action; other content
/// draws only in the `.principal` placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesProviding {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a toolbar item with the specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
    self.placement = placement
    self.content = content()
  }

  /// Creates a toolbar item with an identifier, placement and content.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == String {
    self.placement = placement
    self.content = content()
  }

  var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// A model that represents a group of items, all in one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesProviding {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Creates a group of toolbar items with the specified placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar items, as a toolbar content builder makes them.
public struct TupleToolbarContent<T>: ToolbarContent, ToolbarEntriesProviding {
  let entries: [ToolbarEntry]
  var toolbarEntries: [ToolbarEntry] { entries }
}

/// Toolbar content that may be absent, from an `if` in a toolbar content builder.
public struct OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent, ToolbarEntriesProviding {
  let entries: [ToolbarEntry]
  var toolbarEntries: [ToolbarEntry] { entries }
}

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  /// Builds toolbar content from the items of a block.
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> {
    var entries: [ToolbarEntry] = []
    for item in repeat each content {
      entries += (item as? any ToolbarEntriesProviding)?.toolbarEntries ?? []
    }
    return TupleToolbarContent(entries: entries)
  }

  /// Builds toolbar content that is present only when a condition holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
    OptionalToolbarContent(entries: (content as? any ToolbarEntriesProviding)?.toolbarEntries ?? [])
  }

  /// Builds the first of two branches.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> TupleToolbarContent<(T, F)> {
    TupleToolbarContent(entries: (first as? any ToolbarEntriesProviding)?.toolbarEntries ?? [])
  }

  /// Builds the second of two branches.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> TupleToolbarContent<(T, F)> {
    TupleToolbarContent(entries: (second as? any ToolbarEntriesProviding)?.toolbarEntries ?? [])
  }
}

extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .topBarTrailing) {
  ///     Button("Add") { addItem() }
  ///   }
  /// }
  /// ```
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    let entries = (content() as? any ToolbarEntriesProviding)?.toolbarEntries ?? []
    return modifier(ToolbarModifier(entries: entries))
  }

  /// Populates the toolbar or navigation bar with the specified views, in the automatic
  /// placement: the navigation bar's trailing side.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, content: AnyView(content()))]))
  }

  /// Specifies the visibility of a bar managed by SwiftUI: `.hidden` for `.navigationBar` hides
  /// the navigation bar while the view's page is on top.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(ToolbarVisibilityModifier(hidden: visibility == .hidden, bars: bars))
  }

  /// Specifies the preferred visibility of the background of a bar. Kept; a terminal bar has
  /// no background of its own.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
}

/// The bars a toolbar visibility applies to.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The system's choice.
  public static let automatic = ToolbarPlacement(name: "automatic")
}

/// Sets the navigation item of the page the view is in from toolbar entries.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let entries: [ToolbarEntry]

  func update(_ node: ViewNode, content: any View) {
    let owner = node.primitiveState as? ToolbarOwner ?? {
      let owner = ToolbarOwner()
      node.primitiveState = owner
      node.teardownActions.append { [weak owner] in
        guard let owner else { return }
        owner.page?.setToolbar(nil, owner: ObjectIdentifier(owner))
      }
      return owner
    }()
    owner.page = node.environment.navigationContext?.page
    owner.page?.setToolbar(entries, owner: ObjectIdentifier(owner))
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Hides the navigation bar while the view's page is on top.
struct ToolbarVisibilityModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let hidden: Bool
  let bars: [ToolbarPlacement]

  func update(_ node: ViewNode, content: any View) {
    if bars.contains(.navigationBar) || bars.contains(.automatic),
      let page = node.environment.navigationContext?.page
    {
      page.prefersNavigationBarHidden = hidden
      page.navigationController?.setNavigationBarHidden(hidden, animated: false)
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class ToolbarOwner {
  weak var page: PageHostingController?
}
