#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a crash happened, kept where a signal handler can print it: a fuzz run that traps
/// still says its seed and step, so the crash can be replayed.
///
/// NB: The handler only calls `write`, `sigaction` and `raise`, which are async-signal-safe;
/// the text lives in memory allocated once.
package enum CrashBreadcrumb {
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

  /// Sets what the handler prints if the process crashes now.
  @MainActor
  package static func set(_ text: String) {
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
