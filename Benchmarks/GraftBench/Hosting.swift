import Foundation
import Graft
import GraftBenchScenes
import GraftKit
import GraftUI
import GraftGraphics
import GraftTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A terminal whose output goes to `/dev/null` with a real `write(2)` per frame, and whose input
/// the benchmark feeds. It counts what it was sent.
@MainActor
final class NullTerminal: TerminalBackend {
  let size: TerminalSize
  private(set) var bytesWritten = 0
  private(set) var writeCalls = 0
  private(set) var lastWrite: [UInt8] = []
  private let descriptor: Int32
  private var handler: (@MainActor (TerminalBackendEvent) -> Void)?

  init(width: Int, height: Int) {
    size = TerminalSize(width: width, height: height)
    descriptor = open("/dev/null", O_WRONLY)
  }

  isolated deinit {
    close(descriptor)
  }

  func write(_ bytes: [UInt8]) {
    writeCalls += 1
    bytesWritten += bytes.count
    lastWrite = bytes
    _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

  func startEvents(_ handler: @escaping @MainActor (TerminalBackendEvent) -> Void) {
    self.handler = handler
  }

  func enterModes(entering: [UInt8], restoring: [UInt8]) throws {
    if !entering.isEmpty { write(entering) }
  }

  func restoreModes() {}

  func suspend() {}

  /// Delivers `bytes` as one read.
  func feed(_ bytes: [UInt8]) {
    handler?(.input(bytes))
  }
}

/// A scheduler that counts the jobs it runs: each one is a wake-up of the main thread.
@MainActor
final class CountingScheduler: TerminalScheduler {
  private let base: any TerminalScheduler
  private(set) var scheduled = 0
  private(set) var ran = 0

  init(_ base: any TerminalScheduler) {
    self.base = base
  }

  var now: Double { base.now }

  func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
    scheduled += 1
    base.schedule(after: delay) { [weak self] in
      self?.ran += 1
      work()
    }
  }
}

/// One app in a terminal: a window showing `content` through a `UIHostingController`, hosted
/// by a `TerminalHost` writing to a ``NullTerminal``, with time driven by hand.
@MainActor
final class BenchApp<Content: View> {
  let terminal: NullTerminal
  let manual: ManualScheduler?
  let scheduler: CountingScheduler
  let host: TerminalHost
  let controller: UIHostingController<Content>

  /// Builds the app and draws its first frame.
  init(
    _ content: Content, width: Int = 80, height: Int = 24, manualTime: Bool = true,
    setup: ((UIWindow) -> Void)? = nil
  ) {
    terminal = NullTerminal(width: width, height: height)
    let manual = manualTime ? ManualScheduler() : nil
    self.manual = manual
    scheduler = CountingScheduler(manual ?? DispatchScheduler())
    host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal,
      capabilities: TerminalCapabilities(colorDepth: .trueColor), scheduler: scheduler)
    controller = UIHostingController(rootView: content)
    let controller = self.controller
    try! host.run { window in
      window.rootViewController = controller
      setup?(window)
    }
  }

  var window: UIWindow { host.window }
  var graph: ViewGraph { (controller.view as! HostingView).graph }

  /// Runs every scheduled job: the frame a change asked for.
  func settle() {
    manual?.runUntilIdle()
  }

  func stop() {
    host.stop()
  }

  /// A snapshot of every counter, for deltas.
  var counters: Counters {
    Counters(
      graph: graph.counters, render: window.renderCounters, bytes: terminal.bytesWritten,
      writes: terminal.writeCalls, frames: host.framesWritten, wakeups: scheduler.ran)
  }
}

/// Every counter at one moment.
struct Counters {
  var graph: ViewGraph.Counters
  var render: UIWindow.RenderCounters
  var bytes: Int
  var writes: Int
  var frames: Int
  var wakeups: Int

  /// What happened between `earlier` and this snapshot, divided by `operations`.
  func perOperation(since earlier: Counters, operations: Int) -> [(String, Double)] {
    let n = Double(max(operations, 1))
    func d(_ a: Int, _ b: Int) -> Double { Double(a - b) / n }
    return [
      ("body_evaluations", d(graph.bodies, earlier.graph.bodies)),
      ("node_evaluations", d(graph.evaluations, earlier.graph.evaluations)),
      ("equality_cutoffs", d(graph.cutoffs, earlier.graph.cutoffs)),
      ("representable_makes", d(graph.representableMakes, earlier.graph.representableMakes)),
      ("representable_updates", d(graph.representableUpdates, earlier.graph.representableUpdates)),
      ("layout_nodes_visited", d(graph.layoutNodesVisited, earlier.graph.layoutNodesVisited)),
      ("views_drawn_visited", d(render.viewsVisited, earlier.render.viewsVisited)),
      ("frames", d(frames, earlier.frames)),
      ("write_calls", d(writes, earlier.writes)),
      ("bytes_written", d(bytes, earlier.bytes)),
    ]
  }
}

/// Reports per-operation counts.
@MainActor
func reportCounts(_ report: Report, _ scenario: String, _ pairs: [(String, Double)]) {
  for (name, value) in pairs {
    report.add(scenario, "\(name)_per_op", value, "count")
  }
}
