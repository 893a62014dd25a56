internal import Dispatch

/// Runs the host's deferred work: the next frame, and the end of a pending escape sequence.
///
/// Why not `DispatchQueue.main` directly: tests drive time by hand (``ManualScheduler``), so
/// frame coalescing and the Escape timeout are checked without sleeping.
@MainActor
package protocol TerminalScheduler: AnyObject {
  /// The current time in seconds, on any monotonic clock.
  var now: Double { get }
  /// Runs `work` on the main actor once `delay` seconds have passed.
  func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void)
}

/// Schedules work on the main dispatch queue: one-shot timers, never a polling loop.
@MainActor
package final class DispatchScheduler: TerminalScheduler {
  package init() {}

  package var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

  package func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
    let run: @Sendable () -> Void = { MainActor.assumeIsolated { work() } }
    if delay <= 0 {
      DispatchQueue.main.async(execute: run)
    } else {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: run)
    }
  }
}

/// A scheduler whose clock only moves when a test says so.
@MainActor
package final class ManualScheduler: TerminalScheduler {
  private var jobs: [(time: Double, order: Int, work: @MainActor () -> Void)] = []
  private var order = 0

  package private(set) var now: Double = 0

  package init() {}

  /// The number of jobs waiting.
  package var pendingCount: Int { jobs.count }

  package func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
    order += 1
    jobs.append((now + max(0, delay), order, work))
  }

  /// Moves the clock forward by `seconds`, running every job that falls due, in time order.
  package func advance(by seconds: Double) {
    let deadline = now + seconds
    while let next = jobs.filter({ $0.time <= deadline }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
      jobs.removeAll { $0.order == next.order }
      now = max(now, next.time)
      next.work()
    }
    now = deadline
  }

  /// Runs every job, including those scheduled by jobs, moving the clock as far as needed.
  package func runUntilIdle() {
    var guardCount = 0
    while let next = jobs.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }), guardCount < 10_000 {
      guardCount += 1
      advance(by: max(0, next.time - now))
    }
  }
}
