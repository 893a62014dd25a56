/// A terminal the host can run a window in: a real TTY (``POSIXTerminal``) or a
/// ``MemoryTerminal`` in tests.
///
/// The host does everything that is the same for both (decoding, encoding, scheduling,
/// dispatching to the window); a backend only moves bytes and owns the device's modes.
@MainActor
package protocol TerminalBackend: AnyObject {
  /// The terminal's current size in cells.
  var size: TerminalSize { get }

  /// Writes `bytes` to the terminal. The host calls it once per frame.
  func write(_ bytes: [UInt8])

  /// Starts delivering input bytes, resizes and termination requests to `handler`, on the
  /// main actor. Called once, after ``enterModes(entering:restoring:)``.
  func startEvents(_ handler: @escaping @MainActor (TerminalBackendEvent) -> Void)

  /// Puts the terminal into the host's state: raw input (a TTY backend), then `entering`
  /// written. `restoring` is what undoes it; a backend keeps it ready for every exit path,
  /// including crashes.
  func enterModes(entering: [UInt8], restoring: [UInt8]) throws

  /// Undoes ``enterModes(entering:restoring:)``. Safe to call more than once.
  func restoreModes()

  /// Suspends the session as Ctrl-Z does in a shell: the terminal as it was before the
  /// session, the process stopped until the shell continues it, then the host's modes again.
  /// The host draws the whole screen afresh afterwards.
  func suspend()
}

/// A terminal's size in cells.
package struct TerminalSize: Hashable, Sendable {
  package var width: Int
  package var height: Int

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// What a backend reports to the host.
package enum TerminalBackendEvent: Hashable, Sendable {
  /// Bytes read from the terminal.
  case input([UInt8])
  /// The terminal may have changed size (SIGWINCH).
  case resized
  /// The process was asked to stop, by a signal such as SIGTERM or SIGHUP.
  case terminate(signal: Int32)
  /// The process was asked to suspend (SIGTSTP).
  case suspend
  /// The process was continued after being stopped (SIGCONT); the backend is back in the
  /// host's modes, and the screen may show anything.
  case continued
  /// The input reached its end: the terminal went away.
  case endOfInput
}
