import Foundation

/// A controller that shows a search controller's search bar on its top line and, while the
/// search is active, the search controller's view (dimmed space or the results) below it.
///
/// ```swift
/// let search = UISearchController(searchResultsController: results)
/// window.rootViewController = UISearchContainerViewController(searchController: search)
/// ```
@MainActor @preconcurrency
open class UISearchContainerViewController: UIViewController {
  /// The search controller shown.
  public let searchController: UISearchController

  /// Creates a container showing `searchController`.
  public init(searchController: UISearchController) {
    self.searchController = searchController
    super.init(nibName: nil, bundle: nil)
    addChild(searchController)
    searchController.didMove(toParent: self)
    searchController.onPlacementChange = { [weak self] in self?.layoutSearch() }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.onLayout = { [weak self] in self?.layoutSearch() }
    container.addSubview(searchController.searchBar)
    view = container
  }

  private func layoutSearch() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    let bar = searchController.searchBar
    let barHeight = bar.sizeThatFits(bounds.size).height
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
    if searchController.isActive {
      let searchView = searchController.view!
      if searchView.superview !== container { container.insertSubview(searchView, at: 0) }
      searchView.frame = CGRect(
        x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
    } else {
      searchController.viewIfLoaded?.removeFromSuperview()
    }
  }
}
