import Foundation
import Graft
import GraftBenchScenes
import GraftKit
import GraftUI
import MallocCounter

// MARK: - S15: lazy lists

/// S15: SwiftUI's lazy containers in an 80×24 window.
///
/// - `S15.list=N`: a `List` of N stateful rows (1,000, 100,000 and 1,000,000). `first_frame`
///   builds the app and draws its first frame, with the bytes allocated and the graph's nodes
///   (the same at every count: only the rows on screen, plus a margin, are built);
///   `scroll_one_line` moves the list down a line and draws; `row_local` changes one visible
///   row's `@State`, S1's operation.
/// - `S15.reusable`: 100,000 reusable representables in a `LazyVStack`, scrolled a line at a
///   time; the representables made after the first screen (none: rows leaving hand theirs on).
@MainActor
func runS15(_ report: Report, _ plan: Plan) {
  // NB: The baseline: the same app showing one row and no list.
  let baseline = Stats((0..<(plan.quick ? 3 : 9)).map { _ in
    var app: BenchApp<Text>?
    let time = Clock.time { app = BenchApp(Text("Row 0")) }
    app?.stop()
    return time
  }).median
  for rows in plan.sizes ?? [1_000, 100_000, 1_000_000] {
    let scenario = "S15.list=\(rows)"
    Probe.reset()
    Probe.watchedRows = [3]
    var firstFrames: [Double] = []
    var bytes = 0
    var app: BenchApp<LazyRowList>?
    for _ in 0..<(plan.quick ? 3 : 9) {
      app?.stop()
      let startBytes = graft_allocated_bytes()
      firstFrames.append(Clock.time { app = BenchApp(LazyRowList(count: rows)) })
      bytes = Int(graft_allocated_bytes() - startBytes)
    }
    let shown = app!
    report.addLatency(scenario, "first_frame", firstFrames, baseline: baseline)
    report.add(scenario, "first_frame.bytes_allocated", bytes, "bytes")
    report.add(scenario, "first_frame.graph_nodes", shown.graph.nodeCount)
    guard let scrollView = shown.window.firstDescendant(of: UIScrollView.self) else {
      report.note("S15: the list has no scroll view")
      shown.stop()
      continue
    }
    var offset: CGFloat = 0
    let scrollBefore = shown.counters
    let scrolls = sample(plan.operations, warmup: plan.warmup) { _ in
      offset += 1
      scrollView.contentOffset = CGPoint(x: 0, y: offset)
      shown.settle()
    }
    report.addLatency(scenario, "scroll_one_line", scrolls)
    reportCounts(
      report, "\(scenario).scroll_one_line",
      shown.counters.perOperation(since: scrollBefore, operations: plan.operations + plan.warmup))
    report.add(scenario, "scroll.graph_nodes_after", shown.graph.nodeCount)
    // NB: Back to the top, where the watched row shows.
    scrollView.contentOffset = .zero
    shown.settle()
    if let binding = Probe.rowBindings[3] {
      var value = 0
      let before = shown.counters
      let changes = sample(plan.operations, warmup: plan.warmup) { _ in
        value ^= 1
        binding.wrappedValue = value
        shown.settle()
      }
      report.addLatency(scenario, "row_local", changes)
      reportCounts(
        report, "\(scenario).row_local",
        shown.counters.perOperation(since: before, operations: plan.operations + plan.warmup))
    } else {
      report.note("S15: row 3 was never built")
    }
    shown.stop()
  }

  let scenario = "S15.reusable"
  let app = BenchApp(ReusableRepresentableList(count: 100_000))
  guard let scrollView = app.window.firstDescendant(of: UIScrollView.self) else {
    report.note("S15: the stack has no scroll view")
    return
  }
  // NB: The first screen: a screenful down, the margin above fills as well.
  for line in 1...24 {
    scrollView.contentOffset = CGPoint(x: 0, y: line)
    app.settle()
  }
  let madeAfterFirstScreen = app.graph.counters.representableMakes
  var line: CGFloat = 24
  let scrolls = sample(plan.operations, warmup: plan.warmup) { _ in
    line += 1
    scrollView.contentOffset = CGPoint(x: 0, y: line)
    app.settle()
  }
  report.add(scenario, "first_screen.representables_made", madeAfterFirstScreen)
  report.addLatency(scenario, "scroll_one_line", scrolls)
  report.add(scenario, "scroll.lines", Int(line) - 24)
  report.add(scenario, "scroll.representables_made", app.graph.counters.representableMakes - madeAfterFirstScreen)
  app.stop()
}

// MARK: - S16: SwiftUI navigation and presentation

/// S16: a `NavigationStack` with a typed path over a list of links, in an 80×24 window. Each
/// operation appends a value to the path and draws the pushed detail screen (`push`), then
/// removes it and draws (`pop`); then presents a sheet of the same screen and draws
/// (`present_sheet`), and dismisses it (`dismiss_sheet`). The target is 1 ms for a push and
/// for a sheet.
@MainActor
func runS16(_ report: Report, _ plan: Plan) {
  let scenario = "S16.swiftui_navigation"
  NavigationProbe.path = nil
  NavigationProbe.isSheetPresented = nil
  let app = BenchApp(NavigationScene())
  guard let path = NavigationProbe.path, let isSheetPresented = NavigationProbe.isSheetPresented else {
    report.note("S16: the scene's state was never registered")
    return
  }
  var pushes: [Double] = [], pops: [Double] = [], presents: [Double] = [], dismissals: [Double] = []
  for operation in 0..<(plan.warmup + plan.operations) {
    let push = Clock.time {
      path.wrappedValue.append(operation % 20)
      app.settle()
    }
    let pop = Clock.time {
      path.wrappedValue.removeLast()
      app.settle()
    }
    let present = Clock.time {
      isSheetPresented.wrappedValue = true
      app.settle()
    }
    let dismiss = Clock.time {
      isSheetPresented.wrappedValue = false
      app.settle()
    }
    if operation >= plan.warmup {
      pushes.append(push)
      pops.append(pop)
      presents.append(present)
      dismissals.append(dismiss)
    }
  }
  report.addLatency(scenario, "push", pushes)
  report.addLatency(scenario, "pop", pops)
  report.addLatency(scenario, "present_sheet", presents)
  report.addLatency(scenario, "dismiss_sheet", dismissals)
  report.add(scenario, "graph_nodes_after", app.graph.nodeCount)
  app.stop()
}

extension UIView {
  /// The first view of `type` below this one, depth first.
  fileprivate func firstDescendant<View: UIView>(of type: View.Type) -> View? {
    for subview in subviews {
      if let match = subview as? View ?? subview.firstDescendant(of: type) { return match }
    }
    return nil
  }
}
