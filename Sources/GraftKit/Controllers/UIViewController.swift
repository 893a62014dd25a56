public import Foundation

/// An object that manages a view hierarchy: loading it, laying it out, and reacting as it appears
/// and disappears.
///
/// The view loads on first access of ``view``, through ``loadView()`` and then ``viewDidLoad()``.
/// Appearance callbacks follow the view: ``viewWillAppear(_:)`` and ``viewDidAppear(_:)`` run
/// as it enters a visible window, their counterparts as it leaves. A parent forwards them to its
/// children unless it overrides ``shouldAutomaticallyForwardAppearanceMethods``.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  private enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
  }

  private var loadedView: UIView?
  private var appearanceState = AppearanceState.disappeared

  /// The view controllers that are children of this one, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// The view controller this one is a child of.
  public private(set) weak var parent: UIViewController?
  /// A string that describes the view this controller manages. Setting it sets the titles of
  /// the controller's navigation item and tab bar item too, as UIKit does.
  open var title: String? {
    didSet { containerState?.titleDidChange(title) }
  }
  /// The size this controller's view would like to have in its container.
  open var preferredContentSize: CGSize = .zero
  /// The name of the nib the view would load from. Graft has no nibs.
  public let nibName: String?
  /// The bundle the nib would load from.
  public let nibBundle: Bundle?
  /// What navigation, tabs and presentation keep for this controller, made on first use
  /// (UIViewController+Presentation.swift and the containers' files).
  var containerState: ContainerState?

  /// Creates a view controller. Graft has no nibs, so both arguments are recorded only.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller without a nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive. Graft has no archives, so the default returns
  /// `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - The view

  /// The root view of the controller's hierarchy, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      guard newValue !== loadedView else { return }
      if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The view, if it has loaded; accessing this never loads it.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the view has loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it has not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Creates the view. The default makes a plain view the size of the screen; override it to
  /// assign your own to ``view``, without calling `super`.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called after the view loaded.
  open func viewDidLoad() {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  // MARK: - Appearance

  /// Called before the view is added to a visible window.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view was added to a visible window.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view is removed from a visible window.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view was removed from a visible window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether appearance callbacks reach children automatically. The default is `true`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance transition by hand, for a container that forwards appearance itself.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearanceState = .disappearing
      viewWillDisappear(animated)
    default:
      break
    }
  }

  /// Ends the appearance transition that ``beginAppearanceTransition(_:animated:)`` started.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(false)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(false)
    default:
      break
    }
  }

  private var forwardsAppearanceAutomatically: Bool {
    parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
  }

  package func viewWillMove(toWindow newWindow: UIWindow?) {
    guard forwardsAppearanceAutomatically else { return }
    let willBeVisible = newWindow.map { !$0.isHidden } ?? false
    beginAppearanceTransition(willBeVisible, animated: false)
  }

  package func viewDidMoveToWindow() {
    guard forwardsAppearanceAutomatically else { return }
    endAppearanceTransition()
  }

  package func windowVisibilityDidChange() {
    guard forwardsAppearanceAutomatically, let window = loadedView?.hostWindow else { return }
    beginAppearanceTransition(!window.isHidden, animated: false)
    endAppearanceTransition()
  }

  // MARK: - Containment

  /// Adds a child view controller, calling its ``willMove(toParent:)`` first.
  ///
  /// Add the child's view to your hierarchy afterwards, then call the child's
  /// ``didMove(toParent:)``.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    if childController.parent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent, then calls its ``didMove(toParent:)`` with `nil`.
  ///
  /// Call ``willMove(toParent:)`` with `nil` and remove the view before calling this.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: - Navigation, tabs and presentation (see UIViewController+Presentation.swift)

  /// The navigation item that represents this controller in a navigation controller's bar,
  /// made on first access with the controller's ``title``.
  open var navigationItem: UINavigationItem { containerStorage.navigationItem(title: title) }

  /// The item that represents this controller in a tab bar controller's tab bar, made on first
  /// access with the controller's ``title``.
  open var tabBarItem: UITabBarItem! {
    get { containerStorage.tabBarItem(title: title) }
    set { containerStorage.storedTabBarItem = newValue }
  }

  /// The items a navigation controller shows in its toolbar while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]? {
    get { containerState?.toolbarItems }
    set { containerStorage.toolbarItems = newValue }
  }

  /// Sets the toolbar items, at once whatever `animated` says.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
    navigationController?.toolbarItemsDidChange(of: self)
  }

  /// How the controller draws when it is presented. The default, `.automatic`, is a page sheet;
  /// ``UIAlertController`` draws its own box.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { containerState?.modalPresentationStyle ?? .automatic }
    set { containerStorage.modalPresentationStyle = newValue }
  }

  /// Whether the controller refuses to be dismissed by the user (Escape, as a swipe down on
  /// iOS) while presented as a sheet. The default is `false`.
  open var isModalInPresentation: Bool {
    get { containerState?.isModalInPresentation ?? false }
    set { containerStorage.isModalInPresentation = newValue }
  }

  /// Presents a view controller modally over this one's presentation context.
  ///
  /// UIKit presents from the controller at the root of this one's containers: the window's root
  /// view controller, or the controller that is itself presented. Presenting while that one
  /// already presents reports UIKit's console message and presents nothing.
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to show.
  ///   - flag: Recorded only: Graft does not animate.
  ///   - completion: Runs after the presentation, once the presented controller has appeared.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    performPresentation(of: viewControllerToPresent, completion: completion)
  }

  /// Dismisses the controller this one presented, or, when it presents nothing, the controller
  /// that presented it.
  ///
  /// - Parameters:
  ///   - flag: Recorded only: Graft does not animate.
  ///   - completion: Runs after the dismissal.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(completion: completion)
  }

  // MARK: - Traits (see UIViewController+Traits.swift)

  /// The controller's traits: its view's environment, with its own style override.
  open var traitCollection: UITraitCollection { resolvedTraitCollection }

  /// Called after the controller's traits change. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The light or dark style of the controller and its view hierarchy whatever their
  /// environment's is; `.unspecified` (the default) follows the environment.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitStorage?.overrideUserInterfaceStyle ?? .unspecified }
    set { changeTraits { traitState.overrideUserInterfaceStyle = newValue } }
  }

  /// The controller's style override and registrations, made when first needed.
  var traitStorage: TraitState?

  // MARK: - Responder chain

  /// The superview of the controller's view.
  open override var next: UIResponder? { loadedView?.superview }

  package override var responderWindow: UIWindow? { loadedView?.hostWindow }
}
