import Foundation
import GraftKit
import Testing

/// A page that shows its name and records its appearance.
@MainActor
private final class NamedPage: UIViewController {
  let name: String
  let trace: Trace
  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    view = UIView(frame: .zero)
    let label = UILabel(frame: CGRect(x: 2, y: 0, width: 12, height: 1))
    label.text = "Page \(name)"
    view.addSubview(label)
  }
  override func viewWillAppear(_ animated: Bool) { trace.record("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { trace.record("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { trace.record("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { trace.record("\(name).didDisappear") }
  override func didMove(toParent parent: UIViewController?) { trace.record("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor
private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [NamedPage]
  let trace: Trace
  var showsIndicator = true
  var index = 0
  init(_ names: [String], trace: Trace) {
    self.trace = trace
    pages = names.map { NamedPage($0, trace: trace) }
  }
  func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
    let index = pages.firstIndex { $0 === viewController }!
    trace.record("before \(pages[index].name)")
    return index > 0 ? pages[index - 1] : nil
  }
  func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
    let index = pages.firstIndex { $0 === viewController }!
    trace.record("after \(pages[index].name)")
    return index + 1 < pages.count ? pages[index + 1] : nil
  }
  func presentationCount(for pageViewController: UIPageViewController) -> Int { showsIndicator ? pages.count : 0 }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pages.firstIndex { $0 === pageViewController.viewControllers?.first } ?? 0
  }
  func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
    trace.record("willTransitionTo \((pendingViewControllers as! [NamedPage]).map(\.name))")
  }
  func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
    trace.record("didFinishAnimating \(finished) previous \((previousViewControllers as! [NamedPage]).map(\.name)) completed \(completed)")
  }
}

@Suite @MainActor struct UIPageViewControllerTests {
  private func host(_ trace: Trace, indicator: Bool = true) -> (UIWindow, UIPageViewController, Pages) {
    let window = makeWindow(width: 16, height: 3)
    let pages = Pages(["A", "B", "C"], trace: trace)
    pages.showsIndicator = indicator
    let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 2])
    controller.dataSource = pages
    controller.delegate = pages
    controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller, pages)
  }

  @Test func showsTheFirstPageWithAnIndicator() {
    let trace = Trace()
    let (window, controller, pages) = host(trace)
    #expect(controller.viewControllers == [pages.pages[0]])
    #expect(controller.children == [pages.pages[0]])
    #expect(controller.spineLocation == .none)
    #expect(controller.interPageSpacing == 2)
    #expect(
      window.picture() == """
          Page A

             ● ○ ○
        """)
    #expect(trace.events == ["A.didMove(parent)", "A.willAppear", "A.didAppear"])
  }

  @Test func rightArrowTurnsForwardTellingTheDelegateInOrder() {
    let trace = Trace()
    let (window, controller, pages) = host(trace)
    trace.reset()
    window.press(.keyboardRightArrow)
    #expect(trace.events == [
      "after A", "willTransitionTo [\"B\"]", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
      "A.didMove(nil)", "B.didMove(parent)", "didFinishAnimating true previous [\"A\"] completed true",
    ])
    #expect(controller.viewControllers == [pages.pages[1]])
    #expect(window.picture().hasPrefix("  Page B"))
    #expect(window.picture().hasSuffix("○ ● ○"))
    trace.reset()
    window.press(.keyboardLeftArrow)
    window.press(.keyboardLeftArrow)
    #expect(trace.events.filter { !$0.contains(".") } == [
      "before B", "willTransitionTo [\"A\"]", "didFinishAnimating true previous [\"B\"] completed true", "before A",
    ])
  }

  @Test func clicksOnTheEdgesAndIndicatorTurnPages() {
    let trace = Trace()
    let (window, controller, pages) = host(trace)
    window.sendTap(at: CGPoint(x: 15, y: 1))
    #expect(controller.viewControllers == [pages.pages[1]])
    window.sendTap(at: CGPoint(x: 9, y: 2))  // right of the current dot
    #expect(controller.viewControllers == [pages.pages[2]])
    window.sendTap(at: CGPoint(x: 0, y: 0))
    #expect(controller.viewControllers == [pages.pages[1]])
  }

  @Test func setViewControllersTellsTheDelegateNothingAndNoIndicatorWithoutACount() {
    let trace = Trace()
    let (window, controller, pages) = host(trace, indicator: false)
    trace.reset()
    var completed = false
    controller.setViewControllers([pages.pages[2]], direction: .reverse, animated: true) { completed = $0 }
    #expect(completed)
    #expect(!trace.events.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
    #expect(window.picture() == "  Page C")
  }
}
