import Foundation
import GraftBenchScenes
import GraftKit

// MARK: - S13: a collection view list

/// S13: a list-layout `UICollectionView` of 100,000 items in an 80 × 24 window: the first
/// frame (layout prepared, cells made for the screen and margin) with its `cellForItemAt` count,
/// then scrolling one line a frame, with the cells made after the first screen.
@MainActor
func runS13(_ report: Report, _ plan: Plan) {
  let count = plan.sizes?.first ?? 100_000
  let scenario = "S13.collection_list=\(count)"
  var firsts: [Double] = []
  var scene: CollectionListScene?
  for _ in 0..<(plan.quick ? 3 : 9) {
    let made = CollectionListScene(count: count)
    firsts.append(Clock.time { made.frame() })
    scene = made
  }
  guard let scene else { return }
  report.addLatency(scenario, "first_frame", firsts)
  report.add(scenario, "first_frame_cell_requests", scene.cellRequests)
  let cellsAfterFirst = scene.cellsMade
  let requestsBefore = scene.cellRequests
  let scrolls = sample(plan.operations, warmup: plan.warmup) { _ in scene.scrollOneLine() }
  report.addLatency(scenario, "scroll_one_line", scrolls)
  report.add(scenario, "scroll_cell_requests_per_line", Double(scene.cellRequests - requestsBefore) / Double(plan.operations + plan.warmup), "")
  report.add(scenario, "new_cells_while_scrolling", scene.cellsMade - cellsAfterFirst)
}
