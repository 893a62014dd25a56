import Foundation
import Graft
import GraftBenchScenes
import GraftTerminal
import GraftUI

/// An app in a ``MemoryTerminal`` with time driven by hand.
@MainActor
final class TerminalApp<Content: View> {
  let terminal: MemoryTerminal
  let scheduler = ManualScheduler()
  let host: TerminalHost
  let controller: UIHostingController<Content>
  private let savedScreenBounds = UIScreen.main.bounds

  init(_ content: Content, width: Int = 80, height: Int = 24) {
    terminal = MemoryTerminal(width: width, height: height)
    host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal,
      capabilities: TerminalCapabilities(colorDepth: .trueColor), scheduler: scheduler)
    controller = UIHostingController(rootView: content)
    let controller = self.controller
    try! host.run { window in window.rootViewController = controller }
    terminal.clearWrites()
  }

  isolated deinit {
    host.stop()
    UIScreen.main.bounds = savedScreenBounds
  }

  var window: UIWindow { host.window }
  var graph: ViewGraph { (controller.view as! HostingView).graph }

  /// Runs the frame a change scheduled.
  func settle() {
    scheduler.runUntilIdle()
  }

  /// Runs `change`, then the frame it scheduled, and returns what the graph, the window and
  /// the terminal did.
  func measure(_ change: () -> Void) -> Delta {
    let graphBefore = graph.counters
    let renderBefore = window.renderCounters
    terminal.clearWrites()
    let framesBefore = host.framesWritten
    change()
    settle()
    let g = graph.counters
    let r = window.renderCounters
    return Delta(
      bodies: g.bodies - graphBefore.bodies,
      evaluations: g.evaluations - graphBefore.evaluations,
      makes: g.representableMakes - graphBefore.representableMakes,
      updates: g.representableUpdates - graphBefore.representableUpdates,
      layoutNodesVisited: g.layoutNodesVisited - graphBefore.layoutNodesVisited,
      viewsVisited: r.viewsVisited - renderBefore.viewsVisited,
      frames: host.framesWritten - framesBefore,
      writes: terminal.writes.count,
      bytes: terminal.writes.reduce(0) { $0 + $1.count })
  }
}

/// What one change cost, in counts.
struct Delta: Equatable {
  var bodies: Int
  var evaluations: Int
  var makes: Int
  var updates: Int
  var layoutNodesVisited: Int
  var viewsVisited: Int
  var frames: Int
  var writes: Int
  var bytes: Int
}
