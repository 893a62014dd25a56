import Foundation

/// A hosting controller for one page of navigation: a stack's root or a pushed destination, a
/// tab, or a sheet's content. The modifiers inside it (`navigationTitle`, `toolbar`) set its
/// navigation item, as SwiftUI's hosting controllers do on iOS.
@MainActor
final class PageHostingController: UIHostingController<AnyView> {
  /// Which modifier last set each navigation item property, so that one going away clears only
  /// what it set.
  private var titleOwner: ObjectIdentifier?
  private var toolbarOwners: [ObjectIdentifier: [ToolbarEntry]] = [:]
  private var toolbarOrder: [ObjectIdentifier] = []
  /// Whether `.toolbar(.hidden, for: .navigationBar)` hides the bar while this page is on top.
  var prefersNavigationBarHidden = false

  init() {
    super.init(rootView: AnyView(EmptyView()))
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows `content` with `environment` as the environment its tree starts from.
  func show(_ content: AnyView, environment: EnvironmentValues) {
    loadViewIfNeeded()
    (view as? HostingView)?.baseEnvironment = environment
    rootView = content
  }

  /// Runs the content's pending updates now, so the modifiers in it have registered.
  func updateContentNow() {
    (viewIfLoaded as? HostingView)?.updateIfNeeded()
  }

  func setTitle(_ title: String?, owner: ObjectIdentifier) {
    if title == nil, titleOwner != owner { return }
    titleOwner = title == nil ? nil : owner
    if navigationItem.title != title { navigationItem.title = title }
    if self.title != title { self.title = title }
  }

  func setToolbar(_ entries: [ToolbarEntry]?, owner: ObjectIdentifier) {
    if let entries {
      if toolbarOwners[owner] == nil { toolbarOrder.append(owner) }
      toolbarOwners[owner] = entries
    } else {
      toolbarOwners[owner] = nil
      toolbarOrder.removeAll { $0 == owner }
    }
    let all = toolbarOrder.flatMap { toolbarOwners[$0] ?? [] }
    func items(_ placements: Set<ToolbarItemPlacement.Kind>) -> [UIBarButtonItem]? {
      let matching = all.filter { placements.contains($0.placement.kind) }
      return matching.isEmpty ? nil : matching.flatMap(\.barItems)
    }
    navigationItem.leftBarButtonItems = items([.navigationBarLeading, .cancellationAction])
    navigationItem.rightBarButtonItems = items([
      .navigationBarTrailing, .primaryAction, .confirmationAction, .automatic,
    ]).map { Array($0.reversed()) }
    let principal = all.first { $0.placement.kind == .principal }
    navigationItem.titleView = principal.map { entry in
      let host = UIHostingController(rootView: entry.content)
      host.sizingOptions = [.intrinsicContentSize]
      return host.view
    }
    setToolbarItems(items([.bottomBar]), animated: false)
    navigationController?.setToolbarHidden(toolbarItems == nil, animated: false)
  }
}
