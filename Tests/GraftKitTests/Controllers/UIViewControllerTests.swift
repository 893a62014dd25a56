import Foundation
import GraftKit
import Testing

/// A controller that records its lifecycle into a shared trace.
@MainActor
private final class TracingController: UIViewController {
  let name: String
  let trace: Trace
  var forwardsAppearance = true

  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    trace.record("\(name).loadView")
    view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
  }
  override func viewDidLoad() { trace.record("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { trace.record("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { trace.record("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { trace.record("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { trace.record("\(name).viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    trace.record("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    trace.record("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
}

@Suite @MainActor struct UIViewControllerTests {
  @Test func theViewLoadsOnDemandOnce() {
    let trace = Trace()
    let controller = TracingController("vc", trace: trace)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(trace.events.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(trace.events == ["vc.loadView", "vc.viewDidLoad"])
  }

  @Test func theDefaultViewFillsTheScreen() {
    let controller = UIViewController()
    #expect(controller.view.frame == UIScreen.main.bounds)
  }

  @Test func theRootControllerAppearsWhenTheWindowIsShown() {
    let trace = Trace()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let controller = TracingController("root", trace: trace)
    window.rootViewController = controller
    #expect(controller.view.frame == window.bounds)
    #expect(trace.events == ["root.loadView", "root.viewDidLoad"])
    trace.reset()
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(trace.events == ["root.viewWillAppear", "root.viewDidAppear"])
    trace.reset()
    window.isHidden = true
    #expect(trace.events == ["root.viewWillDisappear", "root.viewDidDisappear"])
  }

  @Test func replacingTheRootControllerSwapsAppearance() {
    let trace = Trace()
    let window = makeWindow()
    let first = TracingController("first", trace: trace)
    let second = TracingController("second", trace: trace)
    window.rootViewController = first
    trace.reset()
    window.rootViewController = second
    #expect(
      trace.events == [
        "first.viewWillDisappear", "first.viewDidDisappear",
        "second.loadView", "second.viewDidLoad",
        "second.viewWillAppear", "second.viewDidAppear",
      ])
    #expect(first.viewIfLoaded?.superview == nil)
  }

  @Test func containmentCallsAndChildAppearance() {
    let trace = Trace()
    let window = makeWindow()
    let parent = TracingController("parent", trace: trace)
    window.rootViewController = parent
    let child = TracingController("child", trace: trace)
    trace.reset()

    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children == [child])
    #expect(child.parent === parent)
    #expect(
      trace.events == [
        "child.willMove(toParent: parent)",
        "child.loadView", "child.viewDidLoad",
        "child.viewWillAppear", "child.viewDidAppear",
        "child.didMove(toParent: parent)",
      ])

    trace.reset()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(
      trace.events == [
        "child.willMove(toParent: nil)",
        "child.viewWillDisappear", "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
      ])
  }

  @Test func aParentCanTakeOverAppearanceForwarding() {
    let trace = Trace()
    let window = makeWindow()
    let parent = TracingController("parent", trace: trace)
    parent.forwardsAppearance = false
    window.rootViewController = parent
    let child = TracingController("child", trace: trace)
    parent.addChild(child)
    trace.reset()
    parent.view.addSubview(child.view)
    #expect(trace.events == ["child.loadView", "child.viewDidLoad"])
    trace.reset()
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(trace.events == ["child.viewWillAppear", "child.viewDidAppear"])
  }

  @Test func layoutCallbacksWrapTheViewsLayout() {
    final class Laying: UIViewController {
      var calls: [String] = []
      override func viewWillLayoutSubviews() { calls.append("will") }
      override func viewDidLayoutSubviews() { calls.append("did") }
    }
    let controller = Laying()
    controller.view.setNeedsLayout()
    controller.view.layoutIfNeeded()
    #expect(controller.calls == ["will", "did"])
  }
}
