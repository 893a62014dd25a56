import Foundation

/// What a navigation stack keeps between updates: its navigation controller, the page of each
/// controller on it, the destinations declared for path values, and its path.
@MainActor
final class NavigationStackCoordinator: UINavigationControllerDelegate {
  /// One pushed page: for a path value, or for a link or `isPresented` destination.
  private struct Entry {
    let page: PageHostingController
    let value: AnyHashable?
    /// Runs when the user pops the page (a binding written back to `false`).
    let onPop: (() -> Void)?
  }

  let navigationController = UINavigationController(nibName: nil, bundle: nil)
  private let rootPage = PageHostingController()
  private var entries: [Entry] = []
  private var path: PathAccess?
  private var ownPath: [AnyHashable] = []
  private var environment = EnvironmentValues()
  private var destinations: [(owner: ObjectIdentifier, type: Any.Type, make: (AnyHashable) -> AnyView?)] = []

  init() {
    navigationController.delegate = self
    navigationController.setViewControllers([rootPage], animated: false)
  }

  func update(root: AnyView, path: PathAccess?, environment: EnvironmentValues) {
    self.path = path
    self.environment = environment
    rootPage.show(root, environment: pageEnvironment(for: rootPage, isPresented: false, dismiss: .none))
    syncPath()
  }

  private var currentPath: [AnyHashable] { path?.get() ?? ownPath }

  private func setPath(_ elements: [AnyHashable]) {
    if let path { Update.outside { path.set(elements) } } else { ownPath = elements }
  }

  private func pageEnvironment(
    for page: PageHostingController, isPresented: Bool, dismiss: DismissAction
  ) -> EnvironmentValues {
    var environment = self.environment
    environment.navigationContext = NavigationContext(stack: self, page: page)
    environment.isPresented = isPresented || environment.isPresented
    if isPresented { environment.dismiss = dismiss }
    return environment
  }

  private func makePage(showing content: AnyView) -> PageHostingController {
    let page = PageHostingController()
    let dismiss = DismissAction { [weak self, weak page] in
      guard let self, let page else { return }
      self.pop(page)
    }
    page.show(content, environment: pageEnvironment(for: page, isPresented: true, dismiss: dismiss))
    // NB: A page beneath the top never lays out, yet its title is the back button's: its
    // modifiers run now so that they set it.
    page.updateContentNow()
    return page
  }

  // MARK: - Destinations for values

  func register(_ type: Any.Type, owner: ObjectIdentifier, make: @escaping (AnyHashable) -> AnyView?) {
    destinations.removeAll { $0.owner == owner }
    destinations.append((owner, type, make))
  }

  func unregister(owner: ObjectIdentifier) {
    destinations.removeAll { $0.owner == owner }
  }

  private func destination(for value: AnyHashable) -> AnyView? {
    for registration in destinations.reversed() {
      if let view = registration.make(value) { return view }
    }
    return nil
  }

  // MARK: - Pushing and popping

  /// Appends a value to the path, as a `NavigationLink(value:)` does.
  func append(_ value: AnyHashable) {
    guard destination(for: value) != nil || resolveAfterUpdating(value) else {
      reportMissingDestination(for: value)
      return
    }
    setPath(currentPath + [value])
    if path == nil { syncPath() }
  }

  /// Pushes a view destination, as a `NavigationLink(destination:)` does.
  @discardableResult
  func push(_ content: AnyView, onPop: (() -> Void)? = nil) -> PageHostingController {
    let page = makePage(showing: content)
    entries.append(Entry(page: page, value: nil, onPop: onPop))
    navigationController.pushViewController(page, animated: true)
    return page
  }

  /// Pops `page` and everything above it.
  func pop(_ page: PageHostingController) {
    guard let index = navigationController.viewControllers.firstIndex(where: { $0 === page }), index > 0 else { return }
    navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
  }

  /// Brings the pages for path values in line with the path: pages for the leading values that
  /// did not change are kept, the rest made anew from the declared destinations.
  private func syncPath() {
    let values = currentPath
    var kept: [Entry] = []
    var index = 0
    for entry in entries where entry.value != nil {
      guard index < values.count, entry.value == values[index] else { break }
      kept.append(entry)
      index += 1
    }
    let changed = kept.count != entries.filter({ $0.value != nil }).count || kept.count != values.count
    guard changed else { return }
    for value in values[index...] {
      guard let content = destination(for: value) ?? (resolveAfterUpdating(value) ? destination(for: value) : nil) else {
        reportMissingDestination(for: value)
        break
      }
      kept.append(Entry(page: makePage(showing: content), value: value, onPop: nil))
    }
    // NB: Pages pushed for links stay above the path's only while the path is unchanged.
    entries = kept
    navigationController.setViewControllers([rootPage] + kept.map(\.page), animated: true)
  }

  /// Runs the pages' pending updates, so destinations declared in them register, and says
  /// whether `value` then has one.
  private func resolveAfterUpdating(_ value: AnyHashable) -> Bool {
    rootPage.updateContentNow()
    for entry in entries { entry.page.updateContentNow() }
    return destination(for: value) != nil
  }

  private func reportMissingDestination(for value: AnyHashable) {
    RuntimeIssues.report(
      "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
  }

  // MARK: - UINavigationControllerDelegate

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    let hidden = (viewController as? PageHostingController)?.prefersNavigationBarHidden ?? false
    navigationController.setNavigationBarHidden(hidden, animated: animated)
  }

  /// The user popped (Escape, the back button) or code popped the controller: pages no longer on
  /// the stack leave, and the path and bindings are written back.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    let onStack = navigationController.viewControllers
    let popped = entries.filter { entry in !onStack.contains { $0 === entry.page } }
    guard !popped.isEmpty else { return }
    entries.removeAll { entry in popped.contains { $0.page === entry.page } }
    let values = entries.compactMap(\.value)
    if values != currentPath { setPath(values) }
    for entry in popped { Update.outside { entry.onPop?() } }
  }
}
