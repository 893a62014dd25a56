import Foundation
import GraftBenchScenes
import GraftKit
import MallocCounter

// MARK: - S12: UITableView

/// S12: a plain `UITableView` of fixed-height rows in an 80×24 window.
///
/// - `first_frame`: making the window and table and drawing the first frame, at 1,000,
///   100,000 and 1,000,000 rows, with the bytes allocated and the data-source calls and cells
///   made for it (the same at every row count: only the rows on screen have cells).
/// - `scroll_one_line`: the offset moved down one line and the frame drawn, with the cells
///   made after the first screen (none: the cell that leaves is the one that arrives).
@MainActor
func runS12(_ report: Report, _ plan: Plan) {
  for rows in plan.sizes ?? [1_000, 100_000, 1_000_000] {
    let scenario = "S12.table=\(rows)"
    var firstFrames: [Double] = []
    var table: MillionRowTable?
    var bytes = 0
    var allocations = 0
    for _ in 0..<(plan.quick ? 3 : 9) {
      let startBytes = graft_allocated_bytes(), startCount = graft_allocation_count()
      firstFrames.append(
        Clock.time {
          let made = MillionRowTable(rowCount: rows)
          made.renderFrame()
          table = made
        })
      bytes = Int(graft_allocated_bytes() - startBytes)
      allocations = Int(graft_allocation_count() - startCount)
    }
    let shown = table!
    report.addLatency(scenario, "first_frame", firstFrames)
    report.add(scenario, "first_frame.bytes_allocated", bytes, "bytes")
    report.add(scenario, "first_frame.allocations", allocations)
    report.add(scenario, "first_frame.cell_requests", shown.cellRequests)
    report.add(scenario, "first_frame.cells_made", shown.cellsMade)
    let cellsBefore = shown.cellsMade
    let scrolls = sample(plan.operations, warmup: plan.warmup) { _ in shown.scrollOneLine() }
    report.addLatency(scenario, "scroll_one_line", scrolls)
    report.add(scenario, "scroll.cells_made_after_first_screen", shown.cellsMade - cellsBefore)
    let startCount = graft_allocation_count()
    for _ in 0..<100 { shown.scrollOneLine() }
    report.add(scenario, "scroll.allocations_per_line", Double(graft_allocation_count() - startCount) / 100, "count")
  }
}
