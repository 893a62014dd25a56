#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif
internal import Dispatch

/// The process's real terminal: raw mode through termios, the size through `TIOCGWINSZ`,
/// input through a dispatch read source and signals through dispatch signal sources, so an
/// idle app sleeps in `dispatchMain()` with no timers.
///
/// Input is standard input when it is a TTY, else `/dev/tty`; output is a duplicate of
/// standard output when it is a TTY, else `/dev/tty`. While the session runs, standard output
/// and error (where they are the terminal) go to a temporary file that is replayed once the
/// terminal is restored.
@MainActor
package final class POSIXTerminal: TerminalBackend {
  /// Why a terminal session could not start.
  package struct Unavailable: Error, CustomStringConvertible {
    package let description: String
  }

  /// The signals that end the session cleanly, besides Ctrl-C and Ctrl-Q.
  package nonisolated static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  private let inputFD: Int32
  private let outputFD: Int32
  private var savedAttributes = termios()
  private var rawAttributes = termios()
  private var entering: [UInt8] = []
  private var inModes = false
  private var readSource: (any DispatchSourceRead)?
  private var signalSources: [any DispatchSourceSignal] = []

  /// Opens the terminal the process runs in.
  ///
  /// - Throws: ``Unavailable`` when there is no terminal to run in.
  package init() throws {
    var ttyFD: Int32 = -1
    func openTTY() -> Int32 {
      if ttyFD < 0 { ttyFD = open("/dev/tty", O_RDWR | O_CLOEXEC) }
      return ttyFD
    }
    let input = isatty(STDIN_FILENO) != 0 ? STDIN_FILENO : openTTY()
    let output = isatty(STDOUT_FILENO) != 0 ? dup(STDOUT_FILENO) : openTTY()
    guard input >= 0, output >= 0 else {
      throw Unavailable(
        description: "Graft needs a terminal: neither standard input/output nor /dev/tty is one.")
    }
    inputFD = input
    outputFD = output
  }

  // MARK: - TerminalBackend

  package var size: TerminalSize {
    var window = winsize()
    if ioctl(outputFD, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }
    return TerminalSize(width: 80, height: 24)
  }

  package func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      var attempts = 0
      // NB: one write() per frame; the loop only continues a write cut short by a signal.
      while offset < buffer.count, attempts < 1000 {
        attempts += 1
        let written = Glibc.write(outputFD, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR || errno == EAGAIN {
          continue
        } else {
          return
        }
      }
    }
  }

  package func startEvents(_ handler: @escaping @MainActor (TerminalBackendEvent) -> Void) {
    let fd = inputFD
    let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
          handler(.input(Array(buffer[0..<count])))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          self.readSource?.cancel()
          handler(.endOfInput)
        }
      }
    }
    readSource = source
    source.resume()

    for signalNumber in [SIGWINCH, SIGTSTP, SIGCONT] + Self.terminationSignals {
      // NB: A dispatch source takes its signal over once it is registered, which happens
      // later, on the dispatch manager's thread. Until then a termination signal finds the
      // restoring handler `TerminalRestoration` installed, and still ends the process with
      // the terminal restored; the others are ignored, since their default action would stop
      // the process in the host's modes. SIGCONT continues a stopped process whatever its
      // disposition.
      if !Self.terminationSignals.contains(signalNumber) { _ = signal(signalNumber, SIG_IGN) }
      let event: TerminalBackendEvent =
        switch signalNumber {
        case SIGWINCH: .resized
        case SIGTSTP: .suspend
        case SIGCONT: .continued
        default: .terminate(signal: signalNumber)
        }
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler { [weak self] in
        MainActor.assumeIsolated {
          if event == .continued { self?.reenterModes() }
          handler(event)
        }
      }
      source.resume()
      signalSources.append(source)
    }
  }

  package func enterModes(entering: [UInt8], restoring: [UInt8]) throws {
    guard !inModes else { return }
    guard tcgetattr(inputFD, &savedAttributes) == 0 else {
      throw Unavailable(description: "Graft could not read the terminal's settings.")
    }
    rawAttributes = savedAttributes
    cfmakeraw(&rawAttributes)
    TerminalRestoration.arm(
      outputFD: outputFD, inputFD: inputFD, attributes: savedAttributes, restoreBytes: restoring)
    guard tcsetattr(inputFD, TCSAFLUSH, &rawAttributes) == 0 else {
      TerminalRestoration.restore()
      throw Unavailable(description: "Graft could not put the terminal into raw mode.")
    }
    inModes = true
    self.entering = entering
    TerminalRestoration.captureStandardStreams()
    write(entering)
  }

  /// Stops the process as SIGTSTP's default action would, with the terminal as it was before
  /// the session, and puts it back into the host's modes once the shell continues the process.
  ///
  /// NB: The process stops by raising SIGTSTP on this thread with the signal unblocked and its
  /// default action in place, both put back afterwards. The kernel does not stop a process
  /// group no shell could continue (an orphaned one); the session then simply goes on.
  package func suspend() {
    guard inModes else { return }
    TerminalRestoration.pause()
    var previousAction = sigaction()
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    _ = sigaction(SIGTSTP, &defaultAction, &previousAction)
    var stopSignal = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    _ = pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
    _ = raise(SIGTSTP)
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    _ = sigaction(SIGTSTP, &previousAction, nil)
    reenterModes()
  }

  /// Puts the terminal back into the host's modes after the process was stopped: the shell
  /// restores its own settings when a job stops.
  private func reenterModes() {
    guard inModes else { return }
    _ = tcsetattr(inputFD, TCSADRAIN, &rawAttributes)
    write(entering)
    TerminalRestoration.resume()
  }

  package func restoreModes() {
    guard inModes else { return }
    inModes = false
    TerminalRestoration.restore()
  }

  /// Ends the process after the session ended for `reason`: status 0 for the user quitting or
  /// the terminal closing; a termination signal is raised again with its default action.
  package static func terminateProcess(_ reason: TerminalExitReason) -> Never {
    switch reason {
    case .userQuit, .endOfInput:
      exit(0)
    case .signal(let signalNumber):
      _ = signal(signalNumber, SIG_DFL)
      _ = raise(signalNumber)
      exit(128 + signalNumber)
    }
  }
}

/// Whether standard output is a terminal, so an app can fall back to printing a snapshot when
/// it is piped or captured.
package var standardOutputIsTerminal: Bool {
  isatty(STDOUT_FILENO) != 0
}
