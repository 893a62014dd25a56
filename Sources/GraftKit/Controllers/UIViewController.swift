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
  /// A string that describes the view this controller manages.
  open var title: String?
  /// The size this controller's view would like to have in its container.
  open var preferredContentSize: CGSize = .zero
  /// The name of the nib the view would load from. Graft has no nibs.
  public let nibName: String?
  /// The bundle the nib would load from.
  public let nibBundle: Bundle?

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

  // MARK: - Responder chain

  /// The superview of the controller's view.
  open override var next: UIResponder? { loadedView?.superview }

  package override var responderWindow: UIWindow? { loadedView?.hostWindow }
}
