/// A terminal that lives in memory, for tests: feed it input bytes, read back the screen it
/// shows and the bytes it was sent.
///
/// It is a ``TerminalBackend``, so a ``TerminalHost`` runs in it exactly as in a real TTY;
/// its screen is a ``TerminalScreen`` that interprets every byte written.
///
/// ```swift
/// let terminal = MemoryTerminal(width: 30, height: 5)
/// let scheduler = ManualScheduler()
/// let host = TerminalHost(window: window, backend: terminal, scheduler: scheduler)
/// try host.start()
/// terminal.feed("\t ")             // Tab, then Space
/// scheduler.runUntilIdle()         // let the frame be drawn
/// #expect(terminal.screenText.contains("> ON<"))
/// ```
@MainActor
package final class MemoryTerminal: TerminalBackend {
  /// The terminal's size; change it with ``resize(width:height:)``.
  package private(set) var size: TerminalSize
  /// Every `write` call's bytes, in order: one entry per frame.
  package private(set) var writes: [[UInt8]] = []
  /// What the terminal shows.
  package private(set) var screen: TerminalScreen
  /// Whether the host put the terminal into its modes and has not restored it.
  package private(set) var isInHostModes = false
  /// How many times the modes were entered and restored.
  package private(set) var restoreCount = 0
  /// How many times the session was suspended and continued.
  package private(set) var suspendCount = 0
  /// The screen while the session was last suspended: what the shell would show.
  package private(set) var screenWhileSuspended: TerminalScreen?
  private var entering: [UInt8] = []
  private var restoring: [UInt8] = []
  private var handler: (@MainActor (TerminalBackendEvent) -> Void)?

  /// Creates a blank terminal of `width` × `height` cells.
  package init(width: Int = 80, height: Int = 24) {
    size = TerminalSize(width: width, height: height)
    screen = TerminalScreen(width: width, height: height)
  }

  /// All bytes written, in order.
  package var bytesWritten: [UInt8] { writes.flatMap { $0 } }

  /// The screen as text: one line per row, trailing spaces trimmed.
  package var screenText: String { screen.text }

  /// Forgets the bytes written so far (the screen stays), so a test can measure one frame.
  package func clearWrites() {
    writes.removeAll()
  }

  // MARK: - Driving it

  /// Delivers `bytes` as one read from the terminal.
  package func feed(_ bytes: [UInt8]) {
    handler?(.input(bytes))
  }

  /// Delivers `text`'s UTF-8 bytes as one read.
  package func feed(_ text: String) {
    feed(Array(text.utf8))
  }

  /// Resizes the terminal and reports it, as SIGWINCH does.
  package func resize(width: Int, height: Int) {
    size = TerminalSize(width: width, height: height)
    screen.resize(width: width, height: height)
    handler?(.resized)
  }

  /// Reports a termination signal, as SIGTERM or SIGHUP do.
  package func sendSignal(_ signal: Int32) {
    handler?(.terminate(signal: signal))
  }

  /// Reports a request to suspend, as SIGTSTP does.
  package func sendSuspend() {
    handler?(.suspend)
  }

  /// Reports that the process was continued after a stop the host did not ask for (SIGSTOP,
  /// then SIGCONT); the screen may have been changed meanwhile, as a shell changes it.
  package func sendContinue(scribbling text: String = "") {
    if !text.isEmpty { screen.apply(Array(text.utf8)) }
    handler?(.continued)
  }

  /// Reports the end of input, as a closed terminal does.
  package func closeInput() {
    handler?(.endOfInput)
  }

  // MARK: - TerminalBackend

  package func write(_ bytes: [UInt8]) {
    writes.append(bytes)
    screen.apply(bytes)
  }

  package func startEvents(_ handler: @escaping @MainActor (TerminalBackendEvent) -> Void) {
    self.handler = handler
  }

  package func enterModes(entering: [UInt8], restoring: [UInt8]) throws {
    self.entering = entering
    self.restoring = restoring
    isInHostModes = true
    if !entering.isEmpty { write(entering) }
  }

  package func restoreModes() {
    guard isInHostModes else { return }
    isInHostModes = false
    restoreCount += 1
    if !restoring.isEmpty { write(restoring) }
  }

  /// Leaves the host's modes, records the screen as the shell would show it, and continues
  /// at once.
  package func suspend() {
    guard isInHostModes else { return }
    suspendCount += 1
    if !restoring.isEmpty { write(restoring) }
    screenWhileSuspended = screen
    if !entering.isEmpty { write(entering) }
  }
}
