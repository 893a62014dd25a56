import Foundation
import GraftKit
import Testing

/// A controller that records its appearance into a shared trace and shows its name.
@MainActor
private final class Page: UIViewController {
  let name: String
  let trace: Trace

  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = UIView(frame: .zero)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    label.text = "\(name) content"
    view.addSubview(label)
  }
  override func viewWillAppear(_ animated: Bool) { trace.record("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { trace.record("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { trace.record("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { trace.record("\(name).didDisappear") }
}

@MainActor
private final class NavigationTracer: UINavigationControllerDelegate {
  let trace: Trace
  init(_ trace: Trace) { self.trace = trace }
  func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
    trace.record("willShow \(viewController.title ?? "")")
  }
  func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
    trace.record("didShow \(viewController.title ?? "")")
  }
}

@Suite @MainActor struct UINavigationControllerTests {
  private func makeNavigation(_ trace: Trace) -> (UIWindow, UINavigationController, Page) {
    let window = makeWindow(width: 30, height: 4)
    let root = Page("Inbox", trace: trace)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation, root)
  }

  @Test func theRootShowsUnderItsTitle() {
    let trace = Trace()
    let (window, navigation, root) = makeNavigation(trace)
    #expect(navigation.viewControllers == [root])
    #expect(navigation.topViewController === root)
    #expect(root.navigationController === navigation)
    #expect(trace.events == ["Inbox.willAppear", "Inbox.didAppear"])
    #expect(window.picture() == """
                  Inbox
      Inbox content
      """)
  }

  @Test func pushShowsABackButtonWithThePreviousTitleInUIKitsOrder() {
    let trace = Trace()
    let (window, navigation, _) = makeNavigation(trace)
    let delegate = NavigationTracer(trace)
    navigation.delegate = delegate
    trace.reset()
    let message = Page("Message", trace: trace)
    navigation.pushViewController(message, animated: true)
    window.layoutIfNeeded()
    #expect(trace.events == [
      "Inbox.willDisappear", "Message.willAppear", "willShow Message",
      "Inbox.didDisappear", "Message.didAppear", "didShow Message",
    ])
    #expect(navigation.viewControllers.count == 2)
    #expect(window.picture() == """
       ‹ Inbox   Message
      Message content
      """)
  }

  @Test func popReturnsThePoppedControllerAndBringsTheRootBack() {
    let trace = Trace()
    let (window, navigation, root) = makeNavigation(trace)
    let message = Page("Message", trace: trace)
    navigation.pushViewController(message, animated: false)
    trace.reset()
    #expect(navigation.popViewController(animated: true) === message)
    #expect(navigation.viewControllers == [root])
    #expect(message.parent == nil)
    #expect(trace.events == ["Message.willDisappear", "Inbox.willAppear", "Message.didDisappear", "Inbox.didAppear"])
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(window.screen().contains("Inbox content"))
  }

  @Test func escapeAndTheBackButtonPop() {
    let trace = Trace()
    let (window, navigation, _) = makeNavigation(trace)
    navigation.pushViewController(Page("A", trace: trace), animated: false)
    navigation.pushViewController(Page("B", trace: trace), animated: false)
    window.layoutIfNeeded()
    window.press(.keyboardEscape)
    #expect(navigation.viewControllers.map(\.title) == ["Inbox", "A"])
    let back = window.descendants(ofType: UIControl.self).first { $0.accessibilityLabel == "Inbox" }
    #expect(back != nil)
    if let back { window.tap(back) }
    #expect(navigation.viewControllers.map(\.title) == ["Inbox"])
    window.press(.keyboardEscape)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func hidesBackButtonKeepsEscapeFromPopping() {
    let trace = Trace()
    let (window, navigation, _) = makeNavigation(trace)
    let locked = Page("Locked", trace: trace)
    locked.navigationItem.hidesBackButton = true
    navigation.pushViewController(locked, animated: false)
    window.press(.keyboardEscape)
    #expect(navigation.topViewController === locked)
    #expect(!window.screen().contains("‹"))
  }

  @Test func popToRootAndSetViewControllers() {
    let trace = Trace()
    let (_, navigation, root) = makeNavigation(trace)
    let a = Page("A", trace: trace)
    let b = Page("B", trace: trace)
    navigation.setViewControllers([root, a, b], animated: false)
    #expect(navigation.topViewController === b)
    #expect(navigation.popToViewController(a, animated: false) == [b])
    navigation.pushViewController(b, animated: false)
    #expect(navigation.popToRootViewController(animated: false) == [a, b])
    #expect(navigation.viewControllers == [root])
  }

  @Test func barButtonItemsDrawAtTheSidesAndRunTheirAction() {
    let trace = Trace()
    let (window, navigation, root) = makeNavigation(trace)
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { _ in trace.record("add") })
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit")
    window.layoutIfNeeded()
    #expect(window.picture() == """
       Edit       Inbox           +
      Inbox content
      """)
    let add = window.descendants(ofType: UIControl.self).first { $0.accessibilityLabel == "+" }
    if let add { window.tap(add) }
    #expect(trace.events.last == "add")
    navigation.isNavigationBarHidden = true
    window.layoutIfNeeded()
    #expect(window.picture() == "Inbox content")
  }

  @Test func theBackTitleComesFromThePreviousItem() {
    let trace = Trace()
    let (window, navigation, root) = makeNavigation(trace)
    root.navigationItem.backButtonTitle = "Mail"
    navigation.pushViewController(Page("Message", trace: trace), animated: false)
    #expect(window.screen().hasPrefix(" ‹ Mail"))
  }

  @Test func systemItemsHaveUIKitTitles() {
    #expect(UIBarButtonItem(systemItem: .done).title == "Done")
    #expect(UIBarButtonItem(systemItem: .done).style == .done)
    #expect(UIBarButtonItem(systemItem: .cancel).title == "Cancel")
    #expect(UIBarButtonItem(systemItem: .close).title == "×")
    let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Share") { _ in })
    #expect(item.title == "Share")
  }
}
