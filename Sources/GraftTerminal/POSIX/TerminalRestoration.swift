#if canImport(Glibc)
  @preconcurrency internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Everything needed to put the terminal back, kept where a signal handler can reach it.
///
/// NB: this is read from a signal handler, so it lives in raw memory allocated once (no Swift
/// exclusivity checks, no reference counting) and is restored with async-signal-safe calls
/// only: `write`, `tcsetattr`, `dup2`, `lseek`, `read`, `sigaction`, `getpid`, `raise`.
private struct RestorationState {
  /// Whether the terminal is in the host's modes; cleared by the first restoration.
  var isActive: Int32 = 0
  /// Where the restore bytes go.
  var outputFD: Int32 = -1
  /// The terminal whose attributes were changed.
  var inputFD: Int32 = -1
  var bytes: UnsafeMutablePointer<UInt8>?
  var byteCount = 0
  var attributes = termios()
  /// The original standard output and error, while they are redirected to `captureFD`.
  var savedStandardOutput: Int32 = -1
  var savedStandardError: Int32 = -1
  /// An unlinked temporary file holding what the process printed during the session.
  var captureFD: Int32 = -1
  var copyBuffer: UnsafeMutablePointer<UInt8>?
  /// The dispositions of the fatal signals before ours, indexed by signal number.
  var previousActions: UnsafeMutablePointer<sigaction>?
  /// Whether ours is installed, indexed by signal number: only a signal whose disposition was
  /// the default gets a handler, so an app's own handlers and ignored signals stay as they are.
  var installed: UnsafeMutablePointer<Bool>?
  var handlersInstalled: Int32 = 0
}

nonisolated(unsafe) private let restorationState: UnsafeMutablePointer<RestorationState> = {
  let state = UnsafeMutablePointer<RestorationState>.allocate(capacity: 1)
  state.initialize(to: RestorationState())
  state.pointee.copyBuffer = .allocate(capacity: copyBufferSize)
  state.pointee.previousActions = .allocate(capacity: signalTableSize)
  state.pointee.previousActions?.initialize(repeating: sigaction(), count: signalTableSize)
  state.pointee.installed = .allocate(capacity: signalTableSize)
  state.pointee.installed?.initialize(repeating: false, count: signalTableSize)
  return state
}()

private let copyBufferSize = 4096
private let signalTableSize = 65

/// The signals that mean the process is crashing. SIGTRAP is included because Swift's runtime
/// traps with it on some architectures.
private let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

/// Every other signal whose default action ends the process: the user signals, timers,
/// resource limits, a broken pipe, the real-time signals, and the four that end a session
/// cleanly on the main queue (``POSIXTerminal/terminationSignals``) until their dispatch
/// sources take them over.
private let otherFatalSignals: [Int32] =
  [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT, SIGSYS]
  + POSIXTerminal.terminationSignals
  + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

/// Whether a signal was sent by another process (`kill`, `sigqueue`) rather than raised by a
/// fault or by this process itself (`abort`, `raise`).
private func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
  guard let info else { return false }
  return info.pointee.si_code <= 0 && info.pointee._sifields._kill.si_pid != getpid()
}

/// Restores the terminal's modes, attributes and standard streams if they are changed, and
/// replays what the process printed meanwhile. Async-signal-safe; runs at most once per
/// session.
private func restoreTerminalNow() {
  guard leaveModes(when: TCSANOW) else { return }
  let state = restorationState
  var replayFD: Int32 = 2
  if state.pointee.savedStandardError >= 0 {
    _ = dup2(state.pointee.savedStandardError, 2)
    _ = close(state.pointee.savedStandardError)
    state.pointee.savedStandardError = -1
  }
  if state.pointee.savedStandardOutput >= 0 {
    _ = dup2(state.pointee.savedStandardOutput, 1)
    _ = close(state.pointee.savedStandardOutput)
    state.pointee.savedStandardOutput = -1
    replayFD = 1
  }
  let capture = state.pointee.captureFD
  if capture >= 0, let buffer = state.pointee.copyBuffer {
    state.pointee.captureFD = -1
    _ = lseek(capture, 0, SEEK_SET)
    while true {
      let count = read(capture, buffer, copyBufferSize)
      guard count > 0 else { break }
      writeFully(replayFD, buffer, count)
    }
    _ = close(capture)
  }
}

/// Writes the restore bytes and sets the saved attributes again, if the terminal is in the
/// host's modes; `when` is `tcsetattr`'s. Async-signal-safe. Returns whether it did.
private func leaveModes(when: Int32) -> Bool {
  let state = restorationState
  guard state.pointee.isActive != 0 else { return false }
  state.pointee.isActive = 0
  if let bytes = state.pointee.bytes {
    writeFully(state.pointee.outputFD, bytes, state.pointee.byteCount)
  }
  _ = tcsetattr(state.pointee.inputFD, when, &state.pointee.attributes)
  return true
}

private func writeFully(_ fd: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
  var offset = 0
  var attempts = 0
  while offset < count, attempts < 1000 {
    attempts += 1
    let written = write(fd, bytes + offset, count - offset)
    if written > 0 {
      offset += written
    } else if written < 0, errno == EINTR || errno == EAGAIN {
      continue
    } else {
      return
    }
  }
}

/// Puts the terminal back, then lets the signal end the process as it would have.
///
/// A crash signal raised by a fault, `abort()` or a trap goes on to the handler before ours,
/// which is the Swift runtime's backtracer when it is enabled, so a real crash keeps its
/// backtrace. Every other signal, including a crash signal sent with `kill`, takes its default
/// action, so the process ends with the signal's own status.
///
/// NB: The signal is blocked while this runs, so `raise` leaves it pending; it is delivered to
/// the restored disposition as the handler returns.
private func handleFatalSignal(
  _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  restoreTerminalNow()
  let isCrash = crashSignals.withUnsafeBufferPointer { $0.contains(signalNumber) }
  if isCrash, !isSentByAnotherProcess(info), let previous = restorationState.pointee.previousActions,
    signalNumber >= 0, signalNumber < Int32(signalTableSize)
  {
    _ = sigaction(signalNumber, previous + Int(signalNumber), nil)
  } else {
    _ = signal(signalNumber, SIG_DFL)
  }
  _ = raise(signalNumber)
}

/// The process-wide restoration machinery behind ``POSIXTerminal``.
enum TerminalRestoration {
  private nonisolated(unsafe) static var atExitInstalled = false
  private nonisolated(unsafe) static var alternateStack: UnsafeMutableRawPointer?

  /// Remembers how to restore the terminal and arms every exit path: normal exit (`atexit`),
  /// crash signals, and every other signal whose default action ends the process.
  @MainActor
  static func arm(
    outputFD: Int32, inputFD: Int32, attributes: termios, restoreBytes: [UInt8]
  ) {
    let state = restorationState
    state.pointee.bytes?.deallocate()
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreBytes.count))
    bytes.initialize(from: restoreBytes, count: restoreBytes.count)
    state.pointee.bytes = bytes
    state.pointee.byteCount = restoreBytes.count
    state.pointee.outputFD = outputFD
    state.pointee.inputFD = inputFD
    state.pointee.attributes = attributes
    state.pointee.isActive = 1
    if !atExitInstalled {
      atExitInstalled = true
      atexit { restoreTerminalNow() }
    }
    installSignalHandlers()
  }

  /// Puts the terminal back for a while (the process is about to stop), keeping standard
  /// output and error captured; ``resume()`` arms restoration again.
  @MainActor
  static func pause() {
    _ = leaveModes(when: TCSADRAIN)
  }

  /// Arms restoration again after ``pause()``, once the terminal is back in the host's modes.
  @MainActor
  static func resume() {
    restorationState.pointee.isActive = 1
  }

  /// Sends standard output and error, where they are the terminal, to a temporary file for the
  /// session, so stray prints cannot scribble over the screen; they are replayed on
  /// restoration, after the screen is back.
  @MainActor
  static func captureStandardStreams() {
    let state = restorationState
    guard state.pointee.captureFD < 0 else { return }
    let captureStdout = isatty(1) != 0
    let captureStderr = isatty(2) != 0
    guard captureStdout || captureStderr else { return }
    var template = Array("/tmp/graft-output-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    fflush(nil)
    state.pointee.captureFD = fd
    if captureStdout {
      state.pointee.savedStandardOutput = dup(1)
      _ = dup2(fd, 1)
      // NB: Standard output to a file would be fully buffered, and a crash would lose what
      // was printed before it; line by line, each `print` reaches the file at once.
      _ = setvbuf(stdout, nil, _IOLBF, 0)
    }
    if captureStderr {
      state.pointee.savedStandardError = dup(2)
      _ = dup2(fd, 2)
    }
  }

  /// Restores the terminal now, on the normal path.
  @MainActor
  static func restore() {
    fflush(nil)
    restoreTerminalNow()
    uninstallSignalHandlers()
  }

  /// Installs the restoring handler for the crash signals, and for the other fatal signals
  /// whose disposition is still the default.
  private static func installSignalHandlers() {
    let state = restorationState
    guard state.pointee.handlersInstalled == 0, let previous = state.pointee.previousActions,
      let installed = state.pointee.installed
    else { return }
    state.pointee.handlersInstalled = 1
    installAlternateStack()
    for signal in crashSignals + otherFatalSignals where signal > 0 && signal < Int32(signalTableSize) {
      var current = sigaction()
      _ = sigaction(signal, nil, &current)
      let isDefault = current.__sigaction_handler.sa_handler == nil
      guard crashSignals.contains(signal) || isDefault else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { handleFatalSignal($0, $1, $2) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO)
      _ = sigaction(signal, &action, previous + Int(signal))
      installed[Int(signal)] = true
    }
  }

  private static func uninstallSignalHandlers() {
    let state = restorationState
    guard state.pointee.handlersInstalled != 0, let previous = state.pointee.previousActions,
      let installed = state.pointee.installed
    else { return }
    state.pointee.handlersInstalled = 0
    for signal in 1..<Int32(signalTableSize) where installed[Int(signal)] {
      installed[Int(signal)] = false
      _ = sigaction(signal, previous + Int(signal), nil)
    }
  }

  /// Gives the crash handler a stack of its own, so it also runs after a stack overflow.
  private static func installAlternateStack() {
    var current = stack_t()
    _ = sigaltstack(nil, &current)
    guard current.ss_flags & Int32(SS_DISABLE) != 0, alternateStack == nil else { return }
    let size = 64 * 1024
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    alternateStack = memory
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    _ = sigaltstack(&stack, nil)
  }
}
