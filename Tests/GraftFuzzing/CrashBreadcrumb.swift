import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a crash happened, kept where a signal handler can print it: a fuzz run that traps
/// still says its seed and step, so the crash can be replayed.
///
/// A step that never ends (a layout that keeps invalidating itself, a loop in an update) is
/// reported the same way: a watchdog on another thread prints the breadcrumb and aborts the
/// process when a run is on one step for ``hangSeconds``, so a hang fails at once, with its seed
/// and step, instead of running until CI's time is up.
///
/// NB: The handler only calls `write`, `sigaction` and `raise`, which are async-signal-safe;
/// the text lives in memory allocated once.
package enum CrashBreadcrumb {
  /// How long one step may take before the watchdog calls it a hang: `GRAFT_FUZZ_HANG_SECONDS`,
  /// else 180. The slowest steps (a mebibyte paste in a debug build under AddressSanitizer)
  /// take a few seconds.
  package static let hangSeconds = getenv("GRAFT_FUZZ_HANG_SECONDS").flatMap { Int(String(cString: $0)) } ?? 180
  /// Bumped for every step; the watchdog compares it with what it saw a check earlier.
  private static let progress = Atomic<Int>(0)
  /// How many runs are under way (tests may start one while another awaits).
  private static let runs = Atomic<Int>(0)
  nonisolated(unsafe) private static var watchdog: (any DispatchSourceTimer)?
  private static let capacity = 4096
  nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  nonisolated(unsafe) private static var length = 0
  nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  nonisolated(unsafe) private static var installed = false
  private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

  /// Installs the crash handler once per process.
  @MainActor
  package static func install() {
    guard !installed else { return }
    installed = true
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { CrashBreadcrumb.crashed($0) }
      sigemptyset(&action.sa_mask)
      _ = sigaction(signal, &action, previous + Int(signal))
    }
  }

  /// Marks the start of a run; the watchdog watches its steps until ``runEnded()``.
  @MainActor
  package static func runStarted() {
    install()
    runs.add(1, ordering: .relaxed)
    guard watchdog == nil else { return }
    watchdog = startWatchdog()
  }

  /// Checks the step count every few seconds, off the main actor, which a hung step holds.
  private nonisolated static func startWatchdog() -> any DispatchSourceTimer {
    let timer = DispatchSource.makeTimerSource(queue: .global())
    let interval = min(10, max(1, hangSeconds / 3))
    // NB: The step count seen last, and for how many checks it has not moved; the handler is
    // their only user, and a timer source never runs it twice at once.
    nonisolated(unsafe) var seen = -1
    nonisolated(unsafe) var stuckChecks = 0
    timer.schedule(deadline: .now() + .seconds(interval), repeating: .seconds(interval))
    timer.setEventHandler { @Sendable in
      let current = progress.load(ordering: .relaxed)
      guard runs.load(ordering: .relaxed) > 0, current == seen else {
        seen = current
        stuckChecks = 0
        return
      }
      stuckChecks += 1
      guard stuckChecks * interval >= hangSeconds else { return }
      let message = Array("\ngraft-fuzz hung: one step has run for \(hangSeconds) s".utf8)
      _ = message.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
      _ = write(2, buffer, length)
      abort()
    }
    timer.resume()
    return timer
  }

  /// Marks the end of a run.
  @MainActor
  package static func runEnded() {
    runs.subtract(1, ordering: .relaxed)
  }

  /// Sets what the handler prints if the process crashes now.
  @MainActor
  package static func set(_ text: String) {
    progress.add(1, ordering: .relaxed)
    let bytes = Array("\ngraft-fuzz crashed: \(text)".utf8.prefix(capacity - 1)) + [0x0A]
    let count = min(bytes.count, capacity)
    length = 0
    bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: count) }
    length = count
  }

  private static func crashed(_ signal: Int32) {
    _ = write(2, buffer, length)
    _ = sigaction(signal, previous + Int(signal), nil)
    _ = raise(signal)
  }
}
