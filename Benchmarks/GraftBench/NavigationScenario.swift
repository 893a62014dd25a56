import Foundation
import Graft
import GraftBenchScenes

// MARK: - S14: pushing and popping a hosted SwiftUI screen

/// S14: a `UINavigationController` in an 80×24 window, its root a hosted SwiftUI list; each
/// operation pushes a `UIHostingController` of a detail screen and draws the frame (`push`),
/// then pops it and draws again (`pop`). The target is a push and a pop within 1 ms.
@MainActor
func runS14(_ report: Report, _ plan: Plan) {
  let scenario = "S14.navigation"
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
  let root = UIHostingController(rootView: List(0..<20, id: \.self) { Text("Item \($0)") })
  let navigation = UINavigationController(rootViewController: root)
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  _ = window.render()
  var pushes: [Double] = []
  var pops: [Double] = []
  for operation in 0..<(plan.warmup + plan.operations) {
    let detail = UIHostingController(rootView: BenchDetail(number: operation))
    let push = Clock.time {
      navigation.pushViewController(detail, animated: true)
      window.layoutIfNeeded()
      _ = window.render()
    }
    let pop = Clock.time {
      navigation.popViewController(animated: true)
      window.layoutIfNeeded()
      _ = window.render()
    }
    if operation >= plan.warmup {
      pushes.append(push)
      pops.append(pop)
    }
  }
  report.addLatency(scenario, "push", pushes)
  report.addLatency(scenario, "pop", pops)
  report.addLatency(scenario, "push_and_pop", zip(pushes, pops).map(+))
  report.add(scenario, "view_controllers_after", navigation.viewControllers.count)
}
