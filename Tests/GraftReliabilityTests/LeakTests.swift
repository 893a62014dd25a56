import DemoScreens
import Foundation
import GraftKit
import GraftUI
import Observation
import Testing

/// Whether the counted representables are shown: flipped by the test, outside any update.
@Observable @MainActor
final class MountSwitch {
  var isShown = false
}

/// Shows a view representable and a view controller representable while the switch is on.
struct MountedPair: View {
  let mount: MountSwitch
  let lifecycles: Lifecycles

  var body: some View {
    VStack {
      Text("pair")
      if mount.isShown {
        CountedRepresentable(lifecycles: lifecycles)
        CountedControllerRepresentable(lifecycles: lifecycles)
      }
    }
  }
}

/// Mount and unmount cycles: live objects return to their baseline, and every identity is
/// dismantled once.
@Suite(.serialized) @MainActor struct LeakTests {
  static let cycles = 10_000

  @Test func tenThousandRepresentableMountsLeaveNothingBehind() {
    let mount = MountSwitch()
    let lifecycles = Lifecycles()
    let (window, controller) = hostInWindow(MountedPair(mount: mount, lifecycles: lifecycles))
    let graph = (controller.view as? HostingView)?.graph
    let baseline = (
      nodes: graph?.nodeCount ?? 0, subviews: window.views(of: UIView.self).count,
      children: controller.children.count)
    for _ in 0..<Self.cycles {
      mount.isShown = true
      window.layoutIfNeeded()
      mount.isShown = false
      window.layoutIfNeeded()
    }
    #expect(lifecycles.makes == 2 * Self.cycles)
    #expect(lifecycles.dismantles == 2 * Self.cycles)
    for kind in ["coordinator", "view", "controller"] {
      #expect(LiveObjects.shared.count(kind) == 0, "\(kind)s alive: \(LiveObjects.shared.count(kind))")
    }
    #expect(graph?.nodeCount == baseline.nodes)
    #expect(window.views(of: UIView.self).count == baseline.subviews)
    #expect(controller.children.count == baseline.children)
  }

  @Test func tenThousandHostingControllersLeaveNothingBehind() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
    window.makeKeyAndVisible()
    let lifecycles = Lifecycles()
    weak var lastController: UIViewController?
    weak var lastHostingView: UIView?
    for _ in 0..<Self.cycles {
      let mount = MountSwitch()
      mount.isShown = true
      let controller = UIHostingController(rootView: MountedPair(mount: mount, lifecycles: lifecycles))
      window.rootViewController = controller
      window.layoutIfNeeded()
      window.rootViewController = nil
      lastController = controller
      lastHostingView = controller.view
    }
    #expect(lastController == nil)
    #expect(lastHostingView == nil)
    #expect(lifecycles.makes == 2 * Self.cycles)
    #expect(lifecycles.dismantles == 2 * Self.cycles, "releasing a hosting controller dismantles what it showed")
    for kind in ["coordinator", "view", "controller"] {
      #expect(LiveObjects.shared.count(kind) == 0, "\(kind)s alive: \(LiveObjects.shared.count(kind))")
    }
  }

  @Test func theDemoMountedAndUnmountedLeavesNothingBehind() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 20))
    window.makeKeyAndVisible()
    var survivors: [() -> AnyObject?] = []
    for _ in 0..<500 {
      let controller = UIHostingController(rootView: DemoRootView())
      window.rootViewController = controller
      window.layoutIfNeeded()
      for view in window.views(of: UIView.self) {
        weak let weakView = view
        survivors.append { weakView }
      }
      weak let weakController = controller
      survivors.append { weakController }
      window.rootViewController = nil
    }
    #expect(survivors.count > 500)
    #expect(survivors.compactMap { $0() }.filter { $0 !== window }.isEmpty)
  }
}
