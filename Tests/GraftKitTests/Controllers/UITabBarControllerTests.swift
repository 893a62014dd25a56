import Foundation
import GraftKit
import Testing

@MainActor
private final class Tab: UIViewController {
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
    label.text = "\(name) tab"
    view.addSubview(label)
  }
  override func viewWillAppear(_ animated: Bool) { trace.record("\(name).willAppear") }
  override func viewDidDisappear(_ animated: Bool) { trace.record("\(name).didDisappear") }
}

@MainActor
private final class TabTracer: UITabBarControllerDelegate {
  let trace: Trace
  var allows = true
  init(_ trace: Trace) { self.trace = trace }
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    trace.record("shouldSelect \(viewController.title ?? "")")
    return allows
  }
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    trace.record("didSelect \(viewController.title ?? "")")
  }
}

@Suite @MainActor struct UITabBarControllerTests {
  @Test func theTabBarIsTheBottomLineWithTheSelectedTabMarked() {
    let trace = Trace()
    let window = makeWindow(width: 24, height: 3)
    let tabs = UITabBarController()
    let home = Tab("Home", trace: trace)
    let inbox = Tab("Inbox", trace: trace)
    inbox.tabBarItem.badgeValue = "3"
    tabs.viewControllers = [home, inbox]
    window.rootViewController = tabs
    window.layoutIfNeeded()
    #expect(tabs.selectedIndex == 0)
    #expect(home.tabBarController === tabs)
    #expect(window.picture() == """
      Home tab

         [Home]    Inbox (3)
      """)
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(tabs.selectedViewController === inbox)
    #expect(trace.events == ["Home.willAppear", "Inbox.willAppear", "Home.didDisappear"])
    #expect(window.screen().hasPrefix("Inbox tab"))
  }

  @Test func aClickAsksTheDelegateAndSelects() {
    let trace = Trace()
    let window = makeWindow(width: 24, height: 3)
    let tabs = UITabBarController()
    let delegate = TabTracer(trace)
    tabs.delegate = delegate
    tabs.viewControllers = [Tab("Home", trace: trace), Tab("Inbox", trace: trace)]
    window.rootViewController = tabs
    window.layoutIfNeeded()
    trace.reset()
    delegate.allows = false
    window.sendTap(at: CGPoint(x: 18, y: 2))
    #expect(tabs.selectedIndex == 0)
    delegate.allows = true
    window.sendTap(at: CGPoint(x: 18, y: 2))
    #expect(tabs.selectedIndex == 1)
    #expect(trace.events == ["shouldSelect Inbox", "shouldSelect Inbox", "Inbox.willAppear", "Home.didDisappear", "didSelect Inbox"])
  }
}
