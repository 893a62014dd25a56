import Foundation

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}

/// The default tab view style: a tab bar, as on iOS.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the default tab view style.
  public init() {}
}

/// A tab view style that shows one page at a time, turned with Left and Right, with an index
/// of dots on the bottom line: backed by a `UIPageViewController`, as on iOS.
public struct PageTabViewStyle: TabViewStyle {
  /// When a page-style tab view shows its index.
  public struct IndexDisplayMode: Hashable, Sendable {
    fileprivate enum Kind: Hashable, Sendable { case automatic, always, never }
    fileprivate let kind: Kind
    /// Shows the index when there is more than one page.
    public static let automatic = IndexDisplayMode(kind: .automatic)
    /// Always shows the index.
    public static let always = IndexDisplayMode(kind: .always)
    /// Never shows the index.
    public static let never = IndexDisplayMode(kind: .never)

    /// Whether the index shows for `count` pages.
    func showsIndex(pageCount count: Int) -> Bool {
      switch kind {
      case .automatic: count > 1
      case .always: true
      case .never: false
      }
    }
  }

  let indexDisplayMode: IndexDisplayMode

  /// Creates a page style with the given index display mode.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default tab view style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// A paged tab view style that shows the index when there is more than one page.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// A paged tab view style with the given index display mode.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// Defines the implementation of all `IndexView` instances within a view hierarchy.
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
  /// The background of a page index view.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    private let name: String
    /// The background shows when the platform decides.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// The background shows only while the user interacts with the index.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// The background always shows.
    public static let always = BackgroundDisplayMode(name: "always")
    /// The background never shows.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// The background display mode, kept: a terminal's index is one line of dots with no
  /// background of its own.
  public let backgroundDisplayMode: BackgroundDisplayMode

  /// Creates a page index view style with the given background display mode.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// An index view style that places a page index view over its content.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// An index view style with the given background display mode.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct TabViewPageStyleKey: EnvironmentKey {
  static var defaultValue: PageTabViewStyle? { nil }
}

private struct IndexViewStyleKey: EnvironmentKey {
  static var defaultValue: PageIndexViewStyle { PageIndexViewStyle() }
}

extension EnvironmentValues {
  /// The page style `tabViewStyle(_:)` asked tab views inside for; `nil` for a tab bar.
  package var tabViewPageStyle: PageTabViewStyle? {
    get { self[TabViewPageStyleKey.self] }
    set { self[TabViewPageStyleKey.self] = newValue }
  }

  /// The index style `indexViewStyle(_:)` set.
  package var pageIndexViewStyle: PageIndexViewStyle {
    get { self[IndexViewStyleKey.self] }
    set { self[IndexViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for the tab view within the current environment.
  ///
  /// ```swift
  /// TabView { OnboardingPages() }
  ///   .tabViewStyle(.page(indexDisplayMode: .always))
  /// ```
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewPageStyle, style as? PageTabViewStyle)
  }

  /// Sets the style for the index view within the current environment; kept, as the terminal
  /// index has no background.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.pageIndexViewStyle, (style as? PageIndexViewStyle) ?? PageIndexViewStyle())
  }
}

/// Hosts a page-style tab view's `UIPageViewController`.
struct PageTabRepresentable: UIViewControllerRepresentable {
  let tabs: [TabDescription]
  let selection: TabSelection?
  let style: PageTabViewStyle

  func makeCoordinator() -> PageTabCoordinator { PageTabCoordinator() }

  func makeUIViewController(context: Context) -> UIPageViewController {
    context.coordinator.pageViewController
  }

  func updateUIViewController(_ uiViewController: UIPageViewController, context: Context) {
    context.coordinator.update(tabs: tabs, selection: selection, style: style, environment: context.environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIPageViewController, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 40, height: proposal.height ?? 20)
  }
}

/// What a page-style tab view keeps: its controller, a page for each tab, and its selection.
@MainActor
final class PageTabCoordinator: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
  private var pages: [PageHostingController] = []
  private var tags: [AnyHashable] = []
  private var selection: TabSelection?
  private var style = PageTabViewStyle()

  init() {
    pageViewController.delegate = self
  }

  func update(tabs: [TabDescription], selection: TabSelection?, style: PageTabViewStyle, environment: EnvironmentValues) {
    self.selection = selection
    self.style = style
    while pages.count < tabs.count { pages.append(PageHostingController()) }
    if pages.count > tabs.count { pages.removeLast(pages.count - tabs.count) }
    tags = tabs.enumerated().map { index, tab in tab.tag ?? AnyHashable(index) }
    for (page, tab) in zip(pages, tabs) {
      var pageEnvironment = environment
      pageEnvironment.tabViewPageStyle = nil
      pageEnvironment.navigationContext = NavigationContext(stack: nil, page: page)
      page.show(tab.content, environment: pageEnvironment)
    }
    let shown = pageViewController.viewControllers?.first
    var target = shown.flatMap { shown in pages.firstIndex { $0 === shown } } ?? 0
    if let selection, let index = tags.firstIndex(of: selection.get()) { target = index }
    if pages.indices.contains(target), shown !== pages[target] || pageViewController.dataSource == nil {
      pageViewController.setViewControllers([pages[target]], direction: .forward, animated: false)
    }
    // NB: Setting the data source again makes the controller ask for the index afresh.
    pageViewController.dataSource = self
  }

  private func index(of controller: UIViewController) -> Int? {
    pages.firstIndex { $0 === controller }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    style.indexDisplayMode.showsIndex(pageCount: pages.count) ? pages.count : 0
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed, let selection, let shown = pageViewController.viewControllers?.first,
      let index = index(of: shown)
    else { return }
    let tag = tags[index]
    Update.outside { selection.set(tag) }
  }
}
