import Foundation

/// A view that switches between multiple child views using interactive user interface
/// elements, backed by a `UITabBarController`.
///
/// Each view of the content is a tab, hosted in a hosting controller of its own; its
/// `tabItem` gives the tab bar item's title and image, `badge` its badge, and `tag` the value
/// `selection` takes when it is chosen. The tab bar is the bottom line, the selected tab
/// bracketed: `[Home]   Settings `.
///
/// ```swift
/// TabView(selection: $tab) {
///   HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @Environment(\.tabViewPageStyle) private var pageStyle

  /// Creates a tab view that uses a binding to a selection value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The view's content: a tab bar controller, or a page view controller in the page style.
  public var body: some View {
    let selection = self.selection.map { binding in
      TabSelection(
        get: { AnyHashable(binding.wrappedValue) },
        set: { value in if let value = value.base as? SelectionValue { binding.wrappedValue = value } })
    }
    let tabs = TabDescription.tabs(in: content)
    if let pageStyle {
      PageTabRepresentable(tabs: tabs, selection: selection, style: pageStyle)
    } else {
      TabBarRepresentable(tabs: tabs, selection: selection)
    }
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view whose selection SwiftUI manages.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// How a tab view reads and writes its selection, whatever its type.
@MainActor
struct TabSelection {
  let get: () -> AnyHashable
  let set: (AnyHashable) -> Void
}

/// One tab, as found in a tab view's content.
@MainActor
struct TabDescription {
  let content: AnyView
  var title: String?
  var image: UIImage?
  var badge: String?
  var tag: AnyHashable?

  /// The tabs of a view builder's content: each view in it, with what its modifiers say.
  static func tabs(in view: any View) -> [TabDescription] {
    if let erased = view as? AnyView { return tabs(in: erased.storage) }
    if let group = view as? any GroupContent { return tabs(in: group.groupedContent) }
    if view is any TupleContent {
      return Mirror(reflecting: view).children.flatMap { child in
        Mirror(reflecting: child.value).children.flatMap { element in
          (element.value as? any View).map { tabs(in: $0) } ?? []
        }
      }
    }
    if view is EmptyView { return [] }
    if let described = view as? any TabDescribing { return [described.tabDescription] }
    var tab = TabDescription(content: AnyView(view))
    var current: any View = view
    while let modified = current as? any ModifiedView {
      if let item = modified as? any TabItemReading { item.read(into: &tab) }
      current = modified.modifiedContent
    }
    return [tab]
  }
}

/// Tuple views, whose elements are tabs.
protocol TupleContent {}
extension TupleView: TupleContent {}

/// Groups, whose content's views are tabs.
@MainActor
protocol GroupContent {
  var groupedContent: any View { get }
}
extension Group: GroupContent where Content: View {
  var groupedContent: any View { content }
}

/// Modified views whose modifier describes a tab.
@MainActor
protocol TabItemReading {
  func read(into tab: inout TabDescription)
}

extension ModifiedContent: TabItemReading where Content: View {
  func read(into tab: inout TabDescription) {
    if let item = modifier as? TabItemModifier {
      tab.title = tab.title ?? item.title
      tab.image = tab.image ?? item.image
    } else if let badge = modifier as? BadgeModifier {
      tab.badge = tab.badge ?? badge.value
    } else if let tag = modifier as? TagModifier {
      tab.tag = tab.tag ?? tag.tag
    }
  }
}

extension View {
  /// Sets the tab bar item associated with this view: the title and image of its label.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let label = label()
    return modifier(TabItemModifier(title: ExtractedControl.text(of: label), image: ExtractedControl.image(of: label)))
  }

  /// Generates a badge for the view from an integer value; zero shows none.
  public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(value: count == 0 ? nil : String(count)))
  }

  /// Generates a badge for the view from a text view.
  public func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(value: label?.string))
  }

  /// Generates a badge for the view from a string.
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(value: label.map { String($0) }))
  }
}

/// The tab bar item a tab view reads; it changes nothing in the view itself.
struct TabItemModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let title: String?
  let image: UIImage?

  func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// The badge a tab view reads; it changes nothing in the view itself.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let value: String?

  func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Hosts a tab view's `UITabBarController`.
struct TabBarRepresentable: UIViewControllerRepresentable {
  let tabs: [TabDescription]
  let selection: TabSelection?

  func makeCoordinator() -> TabBarCoordinator { TabBarCoordinator() }

  func makeUIViewController(context: Context) -> UITabBarController {
    context.coordinator.tabBarController
  }

  func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {
    context.coordinator.update(tabs: tabs, selection: selection, environment: context.environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UITabBarController, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 40, height: proposal.height ?? 20)
  }
}

/// What a tab view keeps: its controller, a page for each tab, and its selection.
@MainActor
final class TabBarCoordinator: UITabBarControllerDelegate {
  let tabBarController = UITabBarController(nibName: nil, bundle: nil)
  private var pages: [PageHostingController] = []
  private var tags: [AnyHashable] = []
  private var selection: TabSelection?

  init() {
    tabBarController.delegate = self
  }

  func update(tabs: [TabDescription], selection: TabSelection?, environment: EnvironmentValues) {
    self.selection = selection
    while pages.count < tabs.count { pages.append(PageHostingController()) }
    if pages.count > tabs.count { pages.removeLast(pages.count - tabs.count) }
    tags = tabs.enumerated().map { index, tab in tab.tag ?? AnyHashable(index) }
    for (page, tab) in zip(pages, tabs) {
      var pageEnvironment = environment
      pageEnvironment.navigationContext = NavigationContext(stack: nil, page: page)
      page.show(tab.content, environment: pageEnvironment)
      let item = page.tabBarItem!
      if item.title != tab.title { item.title = tab.title }
      if item.image !== tab.image { item.image = tab.image }
      if item.badgeValue != tab.badge { item.badgeValue = tab.badge }
    }
    let current = tabBarController.viewControllers ?? []
    if current.count != pages.count || zip(current, pages).contains(where: { $0 !== $1 }) {
      tabBarController.setViewControllers(pages, animated: false)
    }
    if let selection, let index = tags.firstIndex(of: selection.get()), tabBarController.selectedIndex != index {
      tabBarController.selectedIndex = index
    }
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    guard let index = pages.firstIndex(where: { $0 === viewController }), let selection else { return }
    let tag = tags[index]
    Update.outside { selection.set(tag) }
  }
}
