import Foundation
import Graft
import GraftBenchScenes
import GraftKit
import GraftUI
import GraftGraphics
import GraftTerminal

/// How long the run is.
struct Plan {
  var quick: Bool
  /// Row counts to run instead of the scenario's own, for profiling one size.
  var sizes: [Int]?
  /// Operations measured per latency figure.
  var operations: Int { Int(ProcessInfo.processInfo.environment["GRAFT_BENCH_OPS"] ?? "") ?? (quick ? 200 : 1000) }
  var warmup: Int { Int(ProcessInfo.processInfo.environment["GRAFT_BENCH_WARMUP"] ?? "") ?? (quick ? 20 : 50) }
}

/// Measures `operations` repetitions of `body`, after `warmup` unmeasured ones.
@MainActor
func sample(_ operations: Int, warmup: Int, _ body: (Int) -> Void) -> [Double] {
  for index in 0..<warmup { body(index) }
  var samples: [Double] = []
  samples.reserveCapacity(operations)
  for index in 0..<operations {
    samples.append(Clock.time { body(warmup + index) })
  }
  return samples
}

/// The cost of a frame in which nothing changed: the host's fixed cost, the baseline the
/// update latencies are divided by.
@MainActor
func emptyFrameBaseline<Content>(_ app: BenchApp<Content>, _ plan: Plan) -> Double {
  Stats(sample(plan.operations, warmup: plan.warmup) { _ in app.host.renderFrame() }).median
}

// MARK: - S1

@MainActor
func runS1(_ report: Report, _ plan: Plan) {
  for count in plan.sizes ?? [100, 1_000, 10_000] {
    Probe.reset()
    let visible = 3
    let offscreen = count / 2
    Probe.watchedRows = [visible, offscreen]
    let app = BenchApp(RowList(count: count))
    let scenario = "S1.rows=\(count)"
    let baseline = emptyFrameBaseline(app, plan)
    report.add(scenario, "baseline.empty_frame", baseline / 1000, "us")
    for (label, row) in [("visible_row", visible), ("offscreen_row", offscreen)] {
      guard let binding = Probe.rowBindings[row] else {
        report.note("S1: row \(row) was never built; built rows: \(Probe.rowBindings.keys.sorted()), nodes: \(app.graph.nodeCount)")
        continue
      }
      var value = 0
      let before = app.counters
      let samples = sample(plan.operations, warmup: plan.warmup) { _ in
        value ^= 1
        binding.wrappedValue = value
        app.settle()
      }
      report.addLatency(scenario, "\(label).latency", samples, baseline: baseline)
      reportCounts(
        report, "\(scenario).\(label)",
        app.counters.perOperation(since: before, operations: plan.operations + plan.warmup))
    }
    app.stop()
  }
}

// MARK: - S2

@MainActor
func runS2(_ report: Report, _ plan: Plan) {
  for count in plan.sizes ?? [1_000, 10_000] {
    Probe.reset()
    let app = BenchApp(ItemList(count: count))
    let scenario = "S2.elements=\(count)"
    let baseline = emptyFrameBaseline(app, plan)
    report.add(scenario, "baseline.empty_frame", baseline / 1000, "us")
    let items = Probe.items!
    let operations = plan.quick ? 50 : 200
    let before = app.counters
    let samples = sample(operations, warmup: 10) { index in
      // NB: A visible element, so the change reaches the screen.
      let element = 5
      var array = items.wrappedValue
      array[element].value ^= 1
      items.wrappedValue = array
      app.settle()
      _ = index
    }
    report.addLatency(scenario, "latency", samples, baseline: baseline)
    reportCounts(report, scenario, app.counters.perOperation(since: before, operations: operations + 10))
    app.stop()
  }
}

// MARK: - S3

@MainActor
func runS3(_ report: Report, _ plan: Plan) {
  let sizes = plan.sizes ?? (plan.quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000])
  for count in sizes {
    let scenario = "S3.rows=\(count)"
    let repetitions = switch count {
    case ...100: plan.quick ? 10 : 30
    case ...1_000: plan.quick ? 5 : 15
    case ...10_000: plan.quick ? 3 : 7
    default: 3
    }
    var totals: [Double] = []
    var builds: [Double] = []
    var layouts: [Double] = []
    var frames: [Double] = []
    var residentPerRow: [Double] = []
    var firstFrameBytes = 0
    var counts: [(String, Double)] = []
    for _ in 0..<repetitions {
      Probe.reset()
      Memory.trim()
      let residentBefore = Memory.residentBytes()
      var build = 0.0
      var layout = 0.0
      var app: BenchApp<RowList>?
      let total = Clock.time {
        app = BenchApp(RowList(count: count)) { window in
          window.makeKeyAndVisible()
          let hosting = window.rootViewController!.view as! HostingView
          build = Clock.time { hosting.updateIfNeeded() }
          layout = Clock.time { window.layoutIfNeeded() }
        }
      }
      totals.append(total)
      builds.append(build)
      layouts.append(layout)
      frames.append(total - build - layout)
      // NB: Trimmed first, so what is counted is the memory the rows keep, not the free pages
      // building them left behind in the allocator.
      Memory.trim()
      residentPerRow.append(Double(Memory.residentBytes() - residentBefore) / Double(count))
      firstFrameBytes = app!.terminal.bytesWritten
      counts = [
        ("body_evaluations", Double(app!.graph.counters.bodies)),
        ("node_evaluations", Double(app!.graph.counters.evaluations)),
        ("layout_nodes_visited", Double(app!.graph.counters.layoutNodesVisited)),
        ("views_drawn_visited", Double(app!.window.renderCounters.viewsVisited)),
        ("graph_nodes", Double(app!.graph.nodeCount)),
      ]
      app!.stop()
      app = nil
    }
    report.addLatency(scenario, "build_layout_first_frame", totals)
    report.add(scenario, "phase.build.median", Stats(builds).median / 1000, "us")
    report.add(scenario, "phase.first_layout.median", Stats(layouts).median / 1000, "us")
    report.add(scenario, "phase.first_frame.median", Stats(frames).median / 1000, "us")
    report.add(scenario, "per_row.median", Stats(totals).median / Double(count) / 1000, "us")
    report.add(scenario, "rss_per_row", Stats(residentPerRow).median, "bytes")
    report.add(scenario, "first_frame_bytes", Double(firstFrameBytes), "bytes")
    for (name, value) in counts { report.add(scenario, name, value, "count") }
  }
}

// MARK: - S4

@MainActor
func runS4(_ report: Report, _ plan: Plan) {
  let depth = 1_000
  runDeep(report, plan, "S4.nested_custom_views.depth=\(depth)", AnyView(nestedCustomViews(depth: depth)))
  runDeep(report, plan, "S4.nested_vstacks.depth=\(depth)", StackChain(depth: depth))
  runDeep(report, plan, "S4.recursive_type.depth=\(depth)", Nest(depth: depth))
}

@MainActor
func runDeep<V: View>(_ report: Report, _ plan: Plan, _ scenario: String, _ view: V) {
  Probe.reset()
  var app: BenchApp<V>?
  let build = Clock.time { app = BenchApp(view) }
  let app1 = app!
  report.add(scenario, "build_layout_first_frame", build / 1000, "us")
  let baseline = emptyFrameBaseline(app1, plan)
  report.add(scenario, "baseline.empty_frame", baseline / 1000, "us")
  guard let leaf = Probe.leaf else {
    report.note("\(scenario): the leaf was never built")
    return
  }
  var value = 0
  let before = app1.counters
  let samples = sample(plan.operations, warmup: plan.warmup) { _ in
    value ^= 1
    leaf.wrappedValue = value
    app1.settle()
  }
  report.addLatency(scenario, "leaf_change.latency", samples, baseline: baseline)
  reportCounts(report, scenario, app1.counters.perOperation(since: before, operations: plan.operations + plan.warmup))
  report.add(scenario, "graph_nodes", app1.graph.nodeCount)
  app1.stop()
}

// MARK: - S5

@MainActor
func runS5(_ report: Report, _ plan: Plan) {
  let count = 1_000
  do {
    Probe.reset()
    Probe.watchedRows = [3]
    let app = BenchApp(RepresentableList(count: count))
    let scenario = "S5.representables=\(count).row_state"
    report.add(scenario, "initial_makes", app.graph.counters.representableMakes)
    let baseline = emptyFrameBaseline(app, plan)
    report.add(scenario, "baseline.empty_frame", baseline / 1000, "us")
    let binding = Probe.rowBindings[3]!
    var value = 0
    let before = app.counters
    let samples = sample(plan.operations, warmup: plan.warmup) { _ in
      value ^= 1
      binding.wrappedValue = value
      app.settle()
    }
    report.addLatency(scenario, "latency", samples, baseline: baseline)
    reportCounts(report, scenario, app.counters.perOperation(since: before, operations: plan.operations + plan.warmup))
    app.stop()
  }
  do {
    Probe.reset()
    let app = BenchApp(RepresentableArrayList(count: count))
    let scenario = "S5.representables=\(count).parent_array"
    let baseline = emptyFrameBaseline(app, plan)
    report.add(scenario, "baseline.empty_frame", baseline / 1000, "us")
    let items = Probe.items!
    let operations = plan.quick ? 100 : 300
    let before = app.counters
    let samples = sample(operations, warmup: 10) { _ in
      var array = items.wrappedValue
      array[3].value ^= 1
      items.wrappedValue = array
      app.settle()
    }
    report.addLatency(scenario, "latency", samples, baseline: baseline)
    reportCounts(report, scenario, app.counters.perOperation(since: before, operations: operations + 10))
    app.stop()
  }
}

// MARK: - S6

@MainActor
func runS6(_ report: Report, _ plan: Plan) {
  for rows in [0, 10_000] {
    Probe.reset()
    let app = BenchApp(TypingScreen(rows: rows))
    let scenario = "S6.typing.rows=\(rows)"
    guard let field = Probe.textField else {
      report.note("S6: the text field was never made")
      return
    }
    app.window.setFocus(field)
    app.settle()
    let keys = plan.quick ? 300 : 1_000
    let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    let before = app.counters
    let samples = sample(keys, warmup: 0) { index in
      app.terminal.feed([letters[index % letters.count]])
      app.settle()
    }
    report.addLatency(scenario, "per_key", samples)
    report.add(scenario, "first_10_keys.mean", samples.prefix(10).reduce(0, +) / 10 / 1000, "us")
    report.add(scenario, "last_10_keys.mean", samples.suffix(10).reduce(0, +) / 10 / 1000, "us")
    report.add(scenario, "total", samples.reduce(0, +) / 1_000_000, "ms")
    reportCounts(report, scenario, app.counters.perOperation(since: before, operations: keys))
    report.add(scenario, "field_length", (field.text ?? "").count)

    // A 100 KB paste, in one read.
    let pasteScenario = "S6.paste_100KB.rows=\(rows)"
    let chunk = Array("lorem ipsum dolor sit amet ".utf8)
    var pasted: [UInt8] = Array("\u{1B}[200~".utf8)
    while pasted.count < 100_000 + 6 { pasted += chunk }
    pasted += Array("\u{1B}[201~".utf8)
    let beforePaste = app.counters
    let time = Clock.time {
      app.terminal.feed(pasted)
      app.settle()
    }
    report.add(pasteScenario, "latency", time / 1000, "us")
    reportCounts(report, pasteScenario, app.counters.perOperation(since: beforePaste, operations: 1))
    report.add(pasteScenario, "field_length", (field.text ?? "").count)
    app.stop()
  }
}

// MARK: - S7

@MainActor
func runS7(_ report: Report, _ plan: Plan) {
  let iterations = plan.quick ? 300 : 2_000
  for (width, height) in [(200, 50), (80, 24)] {
    let scenario = "S7.\(width)x\(height)"
    let typical = typicalScreen(width: width, height: height)
    var changed = typical
    changed[width / 2, height / 2] = Cell("#")
    let worst = worstCaseScreen(width: width, height: height)

    // Baseline: one raw CellBuffer write of a short string.
    var scratch = typical
    let rawWrite = Stats(sample(iterations, warmup: 50) { index in
      scratch.write(index % 2 == 0 ? "Row 5000 1" : "Row 5000 0", x: 0, y: 0)
    }).median
    report.add(scenario, "baseline.cellbuffer_write", rawWrite / 1000, "us")

    // The diff alone.
    var runs = 0
    let diff = sample(iterations, warmup: 50) { index in
      runs = (index % 2 == 0 ? changed : typical).diff(from: index % 2 == 0 ? typical : changed).count
    }
    report.addLatency(scenario, "diff_one_cell", diff, baseline: rawWrite)
    report.add(scenario, "diff_one_cell.runs", runs)
    let unchangedDiff = sample(iterations, warmup: 50) { _ in runs = typical.diff(from: typical).count }
    report.addLatency(scenario, "diff_unchanged", unchangedDiff, baseline: rawWrite)

    // Frames through the encoder.
    var encoder = FrameEncoder(capabilities: TerminalCapabilities(colorDepth: .trueColor))
    _ = encoder.encode(typical)
    var bytes = 0
    let oneCell = sample(iterations, warmup: 50) { index in
      bytes = encoder.encode(index % 2 == 0 ? changed : typical).count
    }
    report.addLatency(scenario, "frame_one_cell.encode", oneCell, baseline: rawWrite)
    report.add(scenario, "frame_one_cell.bytes", bytes, "bytes")
    let unchanged = sample(iterations, warmup: 50) { _ in bytes = encoder.encode(typical).count }
    report.addLatency(scenario, "frame_unchanged.encode", unchanged, baseline: rawWrite)
    report.add(scenario, "frame_unchanged.bytes", bytes, "bytes")
    let repaints = plan.quick ? 50 : 300
    let full = sample(repaints, warmup: 5) { _ in
      encoder.invalidate()
      bytes = encoder.encode(typical).count
    }
    report.addLatency(scenario, "frame_full_repaint_typical.encode", full, baseline: rawWrite)
    report.add(scenario, "frame_full_repaint_typical.bytes", bytes, "bytes")
    let worstFull = sample(repaints, warmup: 5) { _ in
      encoder.invalidate()
      bytes = encoder.encode(worst).count
    }
    report.addLatency(scenario, "frame_full_repaint_worst.encode", worstFull, baseline: rawWrite)
    report.add(scenario, "frame_full_repaint_worst.bytes", bytes, "bytes")
  }

  // End to end through the host: one changed cell on screen is one frame and one write.
  Probe.reset()
  Probe.watchedRows = [3]
  let app = BenchApp(RowList(count: 100), width: 200, height: 50)
  let binding = Probe.rowBindings[3]!
  var value = 0
  let before = app.counters
  let operations = plan.quick ? 200 : 1_000
  let samples = sample(operations, warmup: 0) { _ in
    value ^= 1
    binding.wrappedValue = value
    app.settle()
  }
  let scenario = "S7.host_one_cell.200x50"
  report.addLatency(scenario, "state_to_write", samples)
  reportCounts(report, scenario, app.counters.perOperation(since: before, operations: operations))
  report.add(scenario, "last_frame_bytes", app.terminal.lastWrite.count, "bytes")
  app.stop()
}

/// A screen of text rows with a few styled runs, as an app shows.
func typicalScreen(width: Int, height: Int) -> CellBuffer {
  var buffer = CellBuffer(width: width, height: height)
  var bold = TextStyle.plain
  bold.attributes.insert(.bold)
  for row in 0..<height {
    buffer.write("Row \(row)  the quick brown fox jumps over the lazy dog", x: 0, y: row)
    buffer.write("[ok]", x: min(60, width - 5), y: row, style: bold)
  }
  return buffer
}

/// Every cell a different colour from its neighbour: an SGR before every cell.
func worstCaseScreen(width: Int, height: Int) -> CellBuffer {
  var buffer = CellBuffer(width: width, height: height)
  for row in 0..<height {
    for column in 0..<width {
      var style = TextStyle.plain
      style.foreground = .rgb(UInt8((column * 7) % 256), UInt8((row * 13) % 256), UInt8((column + row) % 256))
      buffer[column, row] = Cell(column % 2 == 0 ? "x" : "o", style: style)
    }
  }
  return buffer
}

// MARK: - S8

@MainActor
func runS8(_ report: Report, _ plan: Plan) {
  Probe.reset()
  let app = BenchApp(TypingScreen(rows: 1_000), manualTime: false)
  if let field = Probe.textField { app.window.setFocus(field) }
  // NB: Let the first frames and anything they scheduled run before counting.
  RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
  let before = app.counters
  let switchesBefore = Wakeups.voluntaryContextSwitches()
  let seconds = 2.0
  let deadline = Date(timeIntervalSinceNow: seconds)
  var loops = 0
  while Date() < deadline {
    loops += 1
    RunLoop.main.run(until: deadline)
  }
  let switches = Wakeups.voluntaryContextSwitches() - switchesBefore
  let after = app.counters
  let scenario = "S8.idle_2s"
  report.add(scenario, "bytes_written", after.bytes - before.bytes, "bytes")
  report.add(scenario, "write_calls", after.writes - before.writes)
  report.add(scenario, "frames", after.frames - before.frames)
  report.add(scenario, "host_wakeups", after.wakeups - before.wakeups)
  report.add(scenario, "graph_flushes", after.graph.flushes - before.graph.flushes)
  report.add(scenario, "window_renders", after.render.renders - before.render.renders)
  report.add(scenario, "main_thread_context_switches", switches)
  report.add(scenario, "run_loop_returns", loops)
  app.stop()
}
