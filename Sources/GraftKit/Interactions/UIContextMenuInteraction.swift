public import Foundation

/// An interaction that shows a menu when the user holds the pointer down on its view.
///
/// Where iOS takes a long press, a terminal user holds the mouse button down for half a second
/// (the menu opens then, or at the release of a press held that long); the press does not
/// reach the view as a tap. The delegate gives the configuration for the location, and the
/// configuration's action provider the menu, which opens next to the view as a
/// `UIButton`'s menu does. Previews are not shown.
///
/// ```swift
/// let interaction = UIContextMenuInteraction(delegate: self)
/// photoView.addInteraction(interaction)
/// ```
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// How long the pointer must stay down for a context menu to open.
  static let holdDuration: TimeInterval = 0.5

  /// The object that gives the menu's configuration and hears of it showing and ending.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is added to.
  open private(set) weak var view: UIView?
  private var holdLocation: CGPoint?
  private var shownConfiguration: UIContextMenuConfiguration?
  private weak var menuController: UIViewController?

  /// Creates an interaction that asks `delegate` for its menu.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Called before the interaction moves to `view`; does nothing.
  open func willMove(to view: UIView?) {}

  /// Called after the interaction moved to `view`, which it then acts on.
  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Where the hold that opened the menu was, in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard let holdLocation, let own = self.view else { return .zero }
    return own.convert(holdLocation, to: view)
  }

  /// Closes the menu, if it is open.
  open func dismissMenu() {
    menuController?.dismiss(animated: true)
  }

  /// Asks the delegate for a configuration at `point`, in the view's coordinates, and opens its
  /// menu. Returns whether a menu opened.
  func beginMenu(at point: CGPoint) -> Bool {
    guard let view, let delegate, menuController == nil else { return false }
    holdLocation = point
    guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point) else {
      return false
    }
    return ContextMenuPresentation.open(
      configuration, from: view,
      willDisplay: { delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil) },
      willEnd: { [weak self] in
        guard let self else { return }
        delegate.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
      },
      presented: { [weak self] in self?.menuController = $0 })
  }
}

/// Opens a context menu's configuration as a menu next to a view: the one mechanism behind
/// the interaction and the table and collection view hooks.
@MainActor
enum ContextMenuPresentation {
  /// Opens `configuration`'s menu from `view`; returns `false` when it has none.
  static func open(
    _ configuration: UIContextMenuConfiguration, from view: UIView,
    willDisplay: () -> Void, willEnd: @escaping @MainActor () -> Void,
    presented: (UIViewController) -> Void = { _ in }
  ) -> Bool {
    // NB: Graft suggests no elements: the system's would be Copy and the like, which a terminal
    // app gives itself.
    guard let menu = configuration.actionProvider?([]) else { return false }
    willDisplay()
    guard let controller = view.presentMenu(menu, onClose: willEnd) else { return false }
    presented(controller)
    return true
  }
}

/// The animations of a context menu showing or ending; Graft has none, and passes `nil`.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The view controller previewed.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run alongside.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run when the animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The methods a context menu interaction's delegate implements: the configuration for a
/// location, and the menu showing and ending.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// Asks for the configuration of the menu at `location`, in the view's coordinates; `nil`
  /// shows no menu.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Tells the delegate the menu is about to show.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Tells the delegate the menu is about to end, whether an action was chosen or not.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}
