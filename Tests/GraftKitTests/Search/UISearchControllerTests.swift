import Foundation
import GraftKit
import Testing

/// A results controller that records each update with the search text, and lists the matches.
@MainActor
private final class Results: UIViewController, UISearchResultsUpdating {
  let trace: Trace
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
  /// Keeps the search controller's delegate, which the controller holds weakly.
  var tracer: AnyObject?
  init(_ trace: Trace) {
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    view = UIView(frame: .zero)
    view.addSubview(label)
  }
  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    trace.record("update '\(text)' active \(searchController.isActive)")
    label.text = ["Apple pie", "Apricot jam", "Banana bread"].filter { $0.lowercased().contains(text) }
      .joined(separator: ", ")
  }
}

@MainActor
private final class SearchTracer: UISearchControllerDelegate {
  let trace: Trace
  init(_ trace: Trace) { self.trace = trace }
  func willPresentSearchController(_ searchController: UISearchController) { trace.record("willPresent") }
  func didPresentSearchController(_ searchController: UISearchController) { trace.record("didPresent") }
  func willDismissSearchController(_ searchController: UISearchController) { trace.record("willDismiss") }
  func didDismissSearchController(_ searchController: UISearchController) { trace.record("didDismiss") }
  func presentSearchController(_ searchController: UISearchController) { trace.record("present") }
}

@MainActor
private final class Recipes: UIViewController {
  override func loadView() {
    view = UIView(frame: .zero)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
    label.text = "All recipes"
    view.addSubview(label)
  }
}

@Suite @MainActor struct UISearchControllerTests {
  private func makeSearch(
    _ trace: Trace
  ) -> (UIWindow, UINavigationController, UISearchController, Results, SearchTracer) {
    let window = makeWindow(width: 30, height: 4)
    let results = Results(trace)
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = results
    let tracer = SearchTracer(trace)
    search.delegate = tracer
    results.tracer = tracer
    let root = Recipes()
    root.title = "Recipes"
    root.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation, search, results, tracer)
  }

  @Test func defaults() {
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    #expect(search.searchResultsController === results)
    #expect(results.parent === search)
    #expect(!search.isActive)
    #expect(search.obscuresBackgroundDuringPresentation)
    #expect(search.hidesNavigationBarDuringPresentation)
    #expect(search.automaticallyShowsCancelButton)
    #expect(search.automaticallyShowsSearchResultsController)
    #expect(!search.showsSearchResultsController)
    #expect(search.searchBar.text == "")
    #expect(UISearchController(searchResultsController: nil).searchResultsController == nil)
    #expect(UINavigationItem().hidesSearchBarWhenScrolling)
  }

  @Test func theNavigationBarDrawsTheSearchBarBelowTheTitle() {
    let trace = Trace()
    let (window, navigation, _, _, _) = makeSearch(trace)
    #expect(navigation.navigationBar.frame.height == 2)
    #expect(window.picture() == """
                 Recipes
      [⌕ Search                    ]
      All recipes
      """)
    #expect(trace.events == [])
  }

  @Test func focusingTheBarStartsTheSearchAndTypingShowsTheResults() {
    let trace = Trace()
    let (window, _, search, _, _) = makeSearch(trace)
    window.tap(search.searchBar.searchTextField)
    #expect(search.isActive)
    #expect(search.searchBar.showsCancelButton)
    #expect(trace.events == ["willPresent", "present", "update '' active true", "didPresent"])
    // The title line hides, and the content is dimmed under the search.
    #expect(window.picture() == """
      [⌕ Search            ] Cancel
      All recipes
      """)
    trace.reset()
    window.sendText("a")
    window.sendText("p")
    #expect(trace.events == ["update 'a' active true", "update 'ap' active true"])
    #expect(search.showsSearchResultsController)
    #expect(window.picture() == """
      [⌕ ap               ✕] Cancel
      Apple pie, Apricot jam
      """)
  }

  @Test func cancelEndsTheSearchAndClearsTheText() {
    let trace = Trace()
    let (window, _, search, _, _) = makeSearch(trace)
    search.searchBar.becomeFirstResponder()
    window.sendText("ba")
    trace.reset()
    window.layoutIfNeeded()
    window.sendTap(at: CGPoint(x: 27, y: 0))
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    #expect(!search.showsSearchResultsController)
    #expect(trace.events == ["willDismiss", "update '' active false", "didDismiss"])
    #expect(window.picture() == """
                 Recipes
      [⌕ Search                    ]
      All recipes
      """)
  }

  @Test func escapeEndsTheSearchWithoutPopping() {
    let trace = Trace()
    let (window, navigation, search, _, _) = makeSearch(trace)
    let detail = Recipes()
    detail.title = "Soups"
    detail.navigationItem.searchController = search
    navigation.pushViewController(detail, animated: false)
    window.layoutIfNeeded()
    search.searchBar.becomeFirstResponder()
    window.sendText("x")
    window.press(.keyboardEscape)
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(navigation.viewControllers.count == 2)
    // Once the search has ended, Escape pops as before.
    window.press(.keyboardEscape)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aClickOnTheDimmedContentEndsTheSearch() {
    let trace = Trace()
    let (window, _, search, _, _) = makeSearch(trace)
    search.searchBar.becomeFirstResponder()
    window.sendTap(at: CGPoint(x: 5, y: 2))
    #expect(!search.isActive)
  }

  @Test func aSearchThatKeepsTheTitleLineAndDoesNotObscure() {
    let trace = Trace()
    let (window, _, search, _, _) = makeSearch(trace)
    search.hidesNavigationBarDuringPresentation = false
    search.obscuresBackgroundDuringPresentation = false
    search.automaticallyShowsCancelButton = false
    search.isActive = true
    #expect(!search.searchBar.showsCancelButton)
    #expect(window.picture() == """
                 Recipes
      [⌕ Search                    ]
      All recipes
      """)
    #expect(!search.searchBar.searchTextField.isFirstResponder)
    search.isActive = false
    #expect(trace.events == [
      "willPresent", "present", "update '' active true", "didPresent",
      "willDismiss", "update '' active false", "didDismiss",
    ])
  }

  @Test func showsSearchResultsControllerCanBeSetByHand() {
    let trace = Trace()
    let (window, _, search, results, _) = makeSearch(trace)
    search.automaticallyShowsSearchResultsController = false
    search.searchBar.becomeFirstResponder()
    window.sendText("b")
    #expect(!search.showsSearchResultsController)
    #expect(window.screen().contains("All recipes"))
    search.showsSearchResultsController = true
    #expect(results.view.window === window)
    #expect(window.screen().contains("Banana bread"))
  }
}

@Suite @MainActor struct UISearchContainerViewControllerTests {
  @Test func theSearchBarIsOnTopAndTheResultsShowBelowIt() {
    let trace = Trace()
    let window = makeWindow(width: 30, height: 3)
    let results = Results(trace)
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = results
    let container = UISearchContainerViewController(searchController: search)
    #expect(container.searchController === search)
    window.rootViewController = container
    window.layoutIfNeeded()
    #expect(window.picture() == "[⌕ Search                    ]")
    window.tap(search.searchBar.searchTextField)
    window.sendText("b")
    #expect(window.picture() == """
      [⌕ b                ✕] Cancel
      Banana bread
      """)
    window.press(.keyboardEscape)
    #expect(!search.isActive)
    #expect(window.picture() == "[⌕ Search                    ]")
  }
}
