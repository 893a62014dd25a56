import Foundation

/// A container that shows one of several view controllers at a time, chosen with a tab bar.
///
/// The tab bar is the bottom line, split evenly among the controllers' `tabBarItem`s, the
/// selected one bracketed: `[Home]   Settings `. The selected controller's view fills the rest.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [
///   UINavigationController(rootViewController: HomeViewController()),
///   SettingsViewController(),
/// ]
/// window.rootViewController = tabs
/// ```
///
/// Only a tab the user chooses asks the delegate's `shouldSelect` and tells its `didSelect`;
/// setting `selectedIndex` in code does neither, as in UIKit.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
  private var controllers: [UIViewController]?
  private var selected: UIViewController?
  private var shown: UIViewController?
  /// The bar at the bottom.
  public let tabBar = UITabBar(frame: .zero)
  /// The object that allows and hears of the user's tab changes.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controllers the tabs show, in order.
  open var viewControllers: [UIViewController]? {
    get { controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. The selection stays on the same controller when it is still there,
  /// else goes to the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let old = controllers ?? []
    let new = viewControllers ?? []
    let added = new.filter { controller in !old.contains { $0 === controller } }
    let removed = old.filter { controller in !new.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    controllers = viewControllers
    tabBar.items = new.compactMap { $0.tabBarItem }
    if let selected, new.contains(where: { $0 === selected }) {
      select(selected)
    } else {
      select(new.first)
    }
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: self) }
  }

  /// The controller of the selected tab.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue, controllers?.contains(where: { $0 === newValue }) ?? false else { return }
      select(newValue)
    }
  }

  /// The index of the selected tab, or `NSNotFound` when there are none.
  open var selectedIndex: Int {
    get { selected.flatMap { selected in controllers?.firstIndex { $0 === selected } } ?? NSNotFound }
    set {
      guard let controllers, controllers.indices.contains(newValue) else { return }
      select(controllers[newValue])
    }
  }

  private func userSelected(_ index: Int) {
    guard let controllers, controllers.indices.contains(index) else { return }
    let controller = controllers[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    select(controller)
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func select(_ controller: UIViewController?) {
    selected = controller
    tabBar.selectedItem = controller?.tabBarItem
    showSelected()
  }

  private func showSelected() {
    guard let container = viewIfLoaded, shown !== selected else { return }
    let old = shown
    let new = selected
    let visible = container.window.map { !$0.isHidden } ?? false
    if visible {
      old?.beginAppearanceTransition(false, animated: false)
      new?.beginAppearanceTransition(true, animated: false)
    }
    if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
    shown = new
    if let view = new?.view {
      container.insertSubview(view, at: 0)
      layoutChildren()
    }
    if visible {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }

  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.onLayout = { [weak self] in self?.layoutChildren() }
    container.addSubview(tabBar)
    view = container
    showSelected()
  }

  private func layoutChildren() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let barHeight: CGFloat = tabBar.isHidden ? 0 : 1
    tabBar.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    shown?.viewIfLoaded?.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - barHeight))
  }

  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    shown?.beginAppearanceTransition(true, animated: animated)
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    shown?.endAppearanceTransition()
  }

  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    shown?.beginAppearanceTransition(false, animated: animated)
  }

  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    shown?.endAppearanceTransition()
  }
}
