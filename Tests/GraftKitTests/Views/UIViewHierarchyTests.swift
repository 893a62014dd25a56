import Foundation
import GraftKit
import Testing

/// A view that records its move hooks.
@MainActor
private final class TracingView: UIView {
  let name: String
  let trace: Trace

  init(_ name: String, trace: Trace) {
    self.name = name
    self.trace = trace
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func willMove(toSuperview newSuperview: UIView?) {
    trace.record("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }
  override func didMoveToSuperview() {
    trace.record("\(name).didMoveToSuperview")
  }
  override func willMove(toWindow newWindow: UIWindow?) {
    trace.record("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() {
    trace.record("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))")
  }
  override func didAddSubview(_ subview: UIView) {
    trace.record("\(name).didAddSubview")
  }
  override func willRemoveSubview(_ subview: UIView) {
    trace.record("\(name).willRemoveSubview")
  }
}

@Suite @MainActor struct UIViewHierarchyTests {
  @Test func aViewThatOutlivesItsSuperviewAndWindowHasNeither() {
    let label = UILabel()
    var windows = UIApplication.shared.windows.count
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
      let container = UIView()
      window.addSubview(container)
      container.addSubview(label)
      window.makeKeyAndVisible()
      windows += 1
      #expect(label.window === window)
      #expect(UIApplication.shared.windows.count == windows)
      #expect(window.isKeyWindow)
    }
    // NB: The window and the container are gone; what pointed at them was cleared as they went.
    #expect(label.superview == nil)
    #expect(label.window == nil)
    #expect(UIApplication.shared.windows.count == windows - 1)
    #expect(!UIApplication.shared.windows.contains { $0.isKeyWindow })
  }

  @Test func addSubviewAppendsAndSetsSuperview() {
    let parent = UIView()
    let a = UIView(), b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews == [a, b])
    #expect(a.superview === parent)
    #expect(b.isDescendant(of: parent))
    #expect(!parent.isDescendant(of: a))
  }

  @Test func addingAnExistingSubviewMovesItToTheFront() {
    let parent = UIView()
    let a = UIView(), b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(a)
    #expect(parent.subviews == [b, a])
  }

  @Test func insertAndReorder() {
    let parent = UIView()
    let a = UIView(), b = UIView(), c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, a, b])
    parent.bringSubviewToFront(c)
    #expect(parent.subviews == [a, b, c])
    parent.sendSubviewToBack(b)
    #expect(parent.subviews == [b, a, c])
    let d = UIView()
    parent.insertSubview(d, aboveSubview: b)
    #expect(parent.subviews == [b, d, a, c])
    let e = UIView()
    parent.insertSubview(e, belowSubview: c)
    #expect(parent.subviews == [b, d, a, e, c])
    parent.exchangeSubview(at: 0, withSubviewAt: 4)
    #expect(parent.subviews == [c, d, a, e, b])
    parent.insertSubview(UIView(), at: 99)
    #expect(parent.subviews.count == 6)
  }

  @Test func movingToAnotherSuperviewRemovesItFromTheOld() {
    let first = UIView(), second = UIView(), child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews == [child])
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
    let root = UIView()
    root.tag = 1
    let branch = UIView(), leaf = UIView(), sibling = UIView()
    leaf.tag = 7
    sibling.tag = 7
    branch.addSubview(leaf)
    root.addSubview(branch)
    root.addSubview(sibling)
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(7) === leaf)
    #expect(root.viewWithTag(42) == nil)
  }

  @Test func moveHooksRunInUIKitsOrderWhenEnteringAWindow() {
    let trace = Trace()
    let window = makeWindow()
    let container = TracingView("container", trace: trace)
    let child = TracingView("child", trace: trace)
    container.addSubview(child)
    trace.reset()

    window.addSubview(container)
    #expect(
      trace.events == [
        "container.willMove(toSuperview: view)",
        "container.willMove(toWindow: window)",
        "child.willMove(toWindow: window)",
        "container.didMoveToWindow(window)",
        "child.didMoveToWindow(window)",
        "container.didMoveToSuperview",
      ])
    #expect(child.window === window)

    trace.reset()
    container.removeFromSuperview()
    #expect(
      trace.events == [
        "container.willMove(toSuperview: nil)",
        "container.willMove(toWindow: nil)",
        "child.willMove(toWindow: nil)",
        "container.didMoveToWindow(nil)",
        "child.didMoveToWindow(nil)",
        "container.didMoveToSuperview",
      ])
    #expect(child.window == nil)
  }

  @Test func superviewHooksRunForAddAndRemove() {
    let trace = Trace()
    let parent = TracingView("parent", trace: trace)
    let child = UIView()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(trace.events == ["parent.didAddSubview", "parent.willRemoveSubview"])
  }

  @Test func windowHooksDoNotRunWhenTheWindowStaysTheSame() {
    let trace = Trace()
    let window = makeWindow()
    let a = UIView(), b = UIView()
    window.addSubview(a)
    window.addSubview(b)
    let child = TracingView("child", trace: trace)
    a.addSubview(child)
    trace.reset()
    b.addSubview(child)
    #expect(
      trace.events == [
        "child.willMove(toSuperview: view)", "child.didMoveToSuperview",
      ])
  }

  @Test func recursiveDescriptionDumpsTheTree() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let label = UILabel(frame: CGRect(x: 1, y: 1, width: 10, height: 1))
    label.text = "Hello"
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 1, y: 3, width: 9, height: 1)
    button.setTitle("Save", for: .normal)
    button.tag = 3
    root.addSubview(label)
    root.addSubview(button)
    #expect(
      root.recursiveDescription() == """
        <UIView; frame = (0 0; 20 5)>
           | <UILabel; frame = (1 1; 10 1); text = 'Hello'; userInteractionEnabled = NO>
           | <UIButton; frame = (1 3; 9 1); title = 'Save'; tag = 3>
        """)
  }
}
