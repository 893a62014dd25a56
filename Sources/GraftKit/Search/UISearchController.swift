public import Foundation

/// A controller that runs a search with a search bar, and shows its results in another
/// controller while the search is active.
///
/// Installed in a navigation item, its ``searchBar`` draws on the navigation bar's second line.
/// Focusing the bar makes the controller active: the bar shows Cancel, the content beneath is
/// dimmed (``obscuresBackgroundDuringPresentation``), and once there is text the
/// ``searchResultsController``'s view covers the content. Cancel, Escape or a click on the
/// dimmed content ends the search and clears its text. While active, a controller that
/// ``hidesNavigationBarDuringPresentation`` leaves only the search bar on the bar.
///
/// ```swift
/// let search = UISearchController(searchResultsController: ResultsViewController())
/// search.searchResultsUpdater = resultsViewController
/// navigationItem.searchController = search
/// ```
@MainActor @preconcurrency
open class UISearchController: UIViewController {
  private let storedResultsController: UIViewController?
  private let storedSearchBar = UISearchBar(frame: .zero)
  private var active = false

  /// Creates a search controller that shows its results in `searchResultsController`, or over
  /// the searched content itself when that is `nil`.
  public init(searchResultsController: UIViewController?) {
    storedResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    setUp()
  }

  /// Creates a search controller that shows no separate results controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    storedResultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func setUp() {
    storedSearchBar.searchController = self
    if let storedResultsController { addChild(storedResultsController) }
    storedResultsController?.didMove(toParent: self)
  }

  /// The search bar, made by the controller.
  open var searchBar: UISearchBar { storedSearchBar }

  /// The controller that shows the results, as given to ``init(searchResultsController:)``.
  open var searchResultsController: UIViewController? { storedResultsController }

  /// The object told to update the results.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// The object that hears of the search starting and ending.
  open weak var delegate: (any UISearchControllerDelegate)?

  /// Whether the content beneath is dimmed while the search is active. The default is `true`.
  open var obscuresBackgroundDuringPresentation = true {
    didSet { viewIfLoaded?.setNeedsDisplay() }
  }

  /// Whether the navigation bar's title line hides while the search is active. The default is
  /// `true`.
  open var hidesNavigationBarDuringPresentation = true {
    didSet { placementDidChange() }
  }

  /// Whether the search bar shows Cancel while the search is active. The default is `true`.
  open var automaticallyShowsCancelButton = true

  /// Whether the scope bar shows while the search is active. The default is `true`.
  open var automaticallyShowsScopeBar = true

  /// Whether ``showsSearchResultsController`` follows the search text: shown while there is
  /// text. The default is `true`.
  open var automaticallyShowsSearchResultsController = true

  /// Whether the results controller's view shows. While the search is active and
  /// ``automaticallyShowsSearchResultsController`` is set, it is `true` exactly while the search
  /// bar has text.
  open var showsSearchResultsController = false {
    didSet {
      guard showsSearchResultsController != oldValue else { return }
      resultsVisibilityDidChange()
    }
  }

  /// Whether the search is running. Setting it starts or ends the search, telling the delegate;
  /// it neither focuses the search bar nor clears its text.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { activate() } else { deactivate() }
    }
  }

  // MARK: - Starting and ending

  private func activate() {
    delegate?.willPresentSearchController(self)
    delegate?.presentSearchController(self)
    active = true
    if automaticallyShowsCancelButton { storedSearchBar.setShowsCancelButton(true, animated: true) }
    if automaticallyShowsScopeBar, storedSearchBar.scopeButtonTitles?.isEmpty == false {
      storedSearchBar.setShowsScope(true, animated: true)
    }
    followSearchText()
    placementDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    active = false
    if storedSearchBar.searchTextField.isFirstResponder { storedSearchBar.resignFirstResponder() }
    if automaticallyShowsCancelButton { storedSearchBar.setShowsCancelButton(false, animated: true) }
    if automaticallyShowsScopeBar, storedSearchBar.scopeButtonTitles?.isEmpty == false {
      storedSearchBar.setShowsScope(false, animated: true)
    }
    if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
    placementDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didDismissSearchController(self)
  }

  /// Ends the search as Cancel does: the text is cleared first.
  func cancelSearch() {
    guard active else { return }
    storedSearchBar.text = ""
    isActive = false
  }

  // MARK: - What the search bar tells

  func searchBarDidBeginEditing() {
    isActive = true
  }

  func searchTextDidChange() {
    guard active else { return }
    followSearchText()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchScopeDidChange() {
    guard active else { return }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func followSearchText() {
    guard automaticallyShowsSearchResultsController, storedResultsController != nil else { return }
    showsSearchResultsController = !(storedSearchBar.text ?? "").isEmpty
  }

  // MARK: - Where it shows

  /// The navigation item the controller is installed in.
  weak var installedItem: UINavigationItem?

  /// Tells the bar showing the controller to lay it out again.
  private func placementDidChange() {
    installedItem?.searchControllerDidChange()
    onPlacementChange?()
  }

  /// Runs when the search starts, ends or changes how it shows, for a container that places
  /// the search bar itself (``UISearchContainerViewController``).
  var onPlacementChange: (() -> Void)?

  private func resultsVisibilityDidChange() {
    guard let container = viewIfLoaded else { return }
    if showsSearchResultsController && active, let results = storedResultsController?.view {
      if results.superview !== container {
        container.addSubview(results)
        results.frame = container.bounds
        results.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
    } else {
      storedResultsController?.viewIfLoaded?.removeFromSuperview()
    }
    container.setNeedsDisplay()
  }

  open override func loadView() {
    view = SearchDimmingView(controller: self)
    resultsVisibilityDidChange()
  }
}

/// A search controller's view: over the searched content while the search is active, it
/// dims that content, or covers it with the results controller's view.
@MainActor
final class SearchDimmingView: UIView {
  private unowned let controller: UISearchController

  init(controller: UISearchController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if controller.showsSearchResultsController, controller.searchResultsController != nil {
      context.clear(bounds)
    } else if controller.obscuresBackgroundDuringPresentation {
      context.restyle(rect) { $0.attributes.insert(.dim) }
    }
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    // NB: Content the search does not obscure stays usable beneath it.
    if hit === self, !controller.obscuresBackgroundDuringPresentation { return nil }
    return hit
  }

  /// A click on the dimmed content ends the search, as a tap does in UIKit.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    controller.cancelSearch()
  }
}
