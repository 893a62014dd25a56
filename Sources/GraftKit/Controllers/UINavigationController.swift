import Foundation

/// A container that shows a stack of view controllers, one at a time, under a navigation bar.
///
/// The bar is the top line: the back button (` ‹ <previous title> `), the top controller's
/// title centred, and its bar button items. The top controller's view fills the rest, above the
/// toolbar when that is shown. Escape, a click on the back button, or Space or Return on it
/// pops the top controller, unless its navigation item hides the back button or a text field is
/// editing (Escape then ends editing first).
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: InboxViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(MessageViewController(), animated: true)
/// ```
///
/// Appearance callbacks follow UIKit's order: on a push, the old top's `viewWillDisappear`, the
/// new top's `viewWillAppear`, the delegate's `willShow`, the old top's `viewDidDisappear`, the
/// new top's `viewDidAppear`, then the delegate's `didShow`.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  /// The bar at the top.
  public let navigationBar = UINavigationBar(frame: .zero)
  private let storedToolbar = UIToolbar(frame: .zero)
  private var shownTop: UIViewController?
  /// The object that hears which controller is shown.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setUpBars()
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpBars()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func setUpBars() {
    storedToolbar.isHidden = true
    navigationBar.onBack = { [weak self] in
      guard let self, let top = topViewController, !top.navigationItem.hidesBackButton else { return }
      popViewController(animated: true)
    }
    navigationBar.onSearchLayoutChange = { [weak self] in self?.layoutChildren() }
  }

  // MARK: - The stack

  /// The controllers on the stack, root first. Setting it is `setViewControllers(_:animated:)`
  /// without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is on screen: one presented over the navigation controller,
  /// else the top one.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Pushes a controller onto the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      RuntimeIssues.report("Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported.")
      return
    }
    transition(to: stack + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one beneath it.
  ///
  /// - Returns: The controller popped, or `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    transition(to: Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller but the root.
  ///
  /// - Returns: The controllers popped, bottom first, or `nil` when only the root was there.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    transition(to: [stack[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController`.
  ///
  /// - Returns: The controllers popped, bottom first, or `nil` when `viewController` is not on
  ///   the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    transition(to: Array(stack[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack; the last controller is shown.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    transition(to: viewControllers, animated: animated)
  }

  private func transition(to controllers: [UIViewController], animated: Bool) {
    let old = stack
    let added = controllers.filter { controller in !old.contains { $0 === controller } }
    let removed = old.filter { controller in !controllers.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    stack = controllers
    navigationBar.items = controllers.map(\.navigationItem)
    showTop(animated: animated)
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
  }

  // MARK: - Showing the top controller

  private var isOnScreen: Bool {
    guard let window = viewIfLoaded?.window else { return false }
    return !window.isHidden
  }

  private func showTop(animated: Bool) {
    guard isViewLoaded, let container = viewIfLoaded else { return }
    let old = shownTop
    let new = stack.last
    guard old !== new else { return }
    let visible = isOnScreen
    if visible {
      old?.beginAppearanceTransition(false, animated: animated)
      new?.beginAppearanceTransition(true, animated: animated)
    }
    if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
    if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
    shownTop = new
    if let view = new?.view {
      container.insertSubview(view, at: 0)
      layoutChildren()
    }
    updateToolbarItems()
    if visible {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
    if let new { delegate?.navigationController(self, didShow: new, animated: animated) }
  }

  // MARK: - Bars

  /// Whether the navigation bar is hidden. The default is `false`.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar, at once whatever `animated` says.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard navigationBar.isHidden != hidden else { return }
    navigationBar.isHidden = hidden
    layoutChildren()
  }

  /// The toolbar at the bottom, which shows the top controller's `toolbarItems`.
  open var toolbar: UIToolbar! { storedToolbar }

  /// Whether the toolbar is hidden. The default is `true`.
  open var isToolbarHidden: Bool {
    get { storedToolbar.isHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar, at once whatever `animated` says.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard storedToolbar.isHidden != hidden else { return }
    storedToolbar.isHidden = hidden
    layoutChildren()
  }

  func toolbarItemsDidChange(of controller: UIViewController) {
    if controller === topViewController { updateToolbarItems() }
  }

  private func updateToolbarItems() {
    storedToolbar.setItems(topViewController?.toolbarItems, animated: false)
  }

  // MARK: - The view

  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.onLayout = { [weak self] in self?.layoutChildren() }
    container.addSubview(navigationBar)
    container.addSubview(storedToolbar)
    view = container
    showTop(animated: false)
  }

  private func layoutChildren() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let barHeight = navigationBar.preferredHeight
    let top: CGFloat = navigationBar.isHidden ? 0 : barHeight
    let bottom: CGFloat = storedToolbar.isHidden ? 0 : 1
    navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
    storedToolbar.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    let content = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
    shownTop?.viewIfLoaded?.frame = content
    placeSearch(in: content)
  }

  /// The search controller shown over the content while its search is active.
  private var shownSearch: UISearchController?

  /// Puts an active search controller's view over the content, beneath the bars, and takes
  /// away one whose search ended.
  private func placeSearch(in content: CGRect) {
    guard let container = viewIfLoaded else { return }
    let active = navigationBar.isHidden ? nil : navigationBar.activeSearchController
    if let shownSearch, shownSearch !== active {
      shownSearch.viewIfLoaded?.removeFromSuperview()
      self.shownSearch = nil
    }
    guard let active else { return }
    let view = active.view!
    if view.superview !== container {
      let contentView = shownTop?.viewIfLoaded
      if let contentView, contentView.superview === container {
        container.insertSubview(view, aboveSubview: contentView)
      } else {
        container.insertSubview(view, at: 0)
      }
    }
    shownSearch = active
    view.frame = content
  }

  // MARK: - Appearance and keys

  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    shownTop?.beginAppearanceTransition(true, animated: animated)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    shownTop?.endAppearanceTransition()
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    shownTop?.beginAppearanceTransition(false, animated: animated)
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    shownTop?.endAppearanceTransition()
  }

  /// Escape pops the top controller, as the back button does.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let escape = presses.first { $0.key?.keyCode == .keyboardEscape }
    if let escape, let search = navigationBar.activeSearchController {
      search.cancelSearch()
      let rest = presses.subtracting([escape])
      if !rest.isEmpty { super.pressesBegan(rest, with: event) }
      return
    }
    guard let escape, stack.count > 1, viewIfLoaded?.window?.firstResponder == nil,
      let top = topViewController, !top.navigationItem.hidesBackButton, presentedViewController == nil
    else {
      super.pressesBegan(presses, with: event)
      return
    }
    popViewController(animated: true)
    let rest = presses.subtracting([escape])
    if !rest.isEmpty { super.pressesBegan(rest, with: event) }
  }
}

/// A container controller's view, which asks its controller to lay the children out.
@MainActor
final class ContainerView: UIView {
  var onLayout: (() -> Void)?

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout?()
  }
}
