#if canImport(Glibc)
  @preconcurrency internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Everything needed to put the terminal back, kept where a signal handler can reach it.
///
/// NB: this is read from a crash-signal handler, so it lives in raw memory allocated once
/// (no Swift exclusivity checks, no reference counting) and is restored with async-signal-safe
/// calls only: `write`, `tcsetattr`, `dup2`, `lseek`, `read`, `sigaction`, `raise`.
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
  /// The dispositions of the crash signals before ours, indexed by signal number.
  var previousActions: UnsafeMutablePointer<sigaction>?
  var crashHandlersInstalled: Int32 = 0
}

nonisolated(unsafe) private let restorationState: UnsafeMutablePointer<RestorationState> = {
  let state = UnsafeMutablePointer<RestorationState>.allocate(capacity: 1)
  state.initialize(to: RestorationState())
  state.pointee.copyBuffer = .allocate(capacity: copyBufferSize)
  state.pointee.previousActions = .allocate(capacity: signalTableSize)
  state.pointee.previousActions?.initialize(repeating: sigaction(), count: signalTableSize)
  return state
}()

private let copyBufferSize = 4096
private let signalTableSize = 65

/// The signals that mean the process is crashing. SIGTRAP is included because Swift's runtime
/// traps with it on some architectures.
private let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP]

/// Restores the terminal's modes, attributes and standard streams if they are changed, and
/// replays what the process printed meanwhile. Async-signal-safe; runs at most once per
/// session.
private func restoreTerminalNow() {
  let state = restorationState
  guard state.pointee.isActive != 0 else { return }
  state.pointee.isActive = 0
  if let bytes = state.pointee.bytes {
    writeFully(state.pointee.outputFD, bytes, state.pointee.byteCount)
  }
  _ = tcsetattr(state.pointee.inputFD, TCSANOW, &state.pointee.attributes)
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

/// Puts the terminal back, restores the previous handler of `signal` (the default, or the Swift
/// runtime's backtracer) and raises it again, so the process dies as it would have.
private func handleCrashSignal(_ signalNumber: Int32) {
  restoreTerminalNow()
  if let previous = restorationState.pointee.previousActions, signalNumber >= 0,
    signalNumber < Int32(signalTableSize)
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

  /// Remembers how to restore the terminal and arms every exit path: normal exit (`atexit`)
  /// and crash signals.
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
    installCrashHandlers()
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
    uninstallCrashHandlers()
  }

  private static func installCrashHandlers() {
    let state = restorationState
    guard state.pointee.crashHandlersInstalled == 0, let previous = state.pointee.previousActions
    else { return }
    state.pointee.crashHandlersInstalled = 1
    installAlternateStack()
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { handleCrashSignal($0) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK)
      _ = sigaction(signal, &action, previous + Int(signal))
    }
  }

  private static func uninstallCrashHandlers() {
    let state = restorationState
    guard state.pointee.crashHandlersInstalled != 0, let previous = state.pointee.previousActions
    else { return }
    state.pointee.crashHandlersInstalled = 0
    for signal in crashSignals {
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
