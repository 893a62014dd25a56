package import Foundation
package import GraftGraphics
package import GraftKit

/// Runs a `UIWindow` in a terminal: decodes input into window events, and turns the window's
/// frames into the fewest bytes, at most 60 times a second.
///
/// The host is the same for a real TTY (``POSIXTerminal``) and for tests
/// (``MemoryTerminal``): everything device-specific sits behind ``TerminalBackend``, and time
/// behind ``TerminalScheduler``.
///
/// - Frames are damage-based: the window redraws only dirty views (`UIWindow.render()`), and
///   ``FrameEncoder`` writes only the cells that differ from the previous frame, as one
///   synchronized `write()`.
/// - Frames are coalesced: `needsUpdateHandler` schedules one frame, no sooner than
///   ``frameInterval`` after the previous one. Idle costs no bytes and no wake-ups.
///
/// ```swift
/// let terminal = MemoryTerminal(width: 40, height: 10)
/// let host = TerminalHost(window: window, backend: terminal, scheduler: ManualScheduler())
/// try host.start()
/// terminal.feed("\u{1B}[<0;3;2M\u{1B}[<0;3;2m")  // a click at column 2, row 1
/// ```
@MainActor
package final class TerminalHost {
  /// The shortest time between two frames: 16 ms, a cap of about 60 frames a second.
  package static let frameInterval = 0.016
  /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
  package static let escapeTimeout = 0.030
  /// How long an unterminated bracketed paste waits for more before it is delivered.
  package static let pasteTimeout = 0.5
  /// How many lines (cells) one wheel notch scrolls.
  package static let linesPerWheelNotch: CGFloat = 3

  /// The window shown in the terminal.
  package let window: UIWindow
  /// The terminal.
  package let backend: any TerminalBackend
  /// What the terminal can show.
  package let capabilities: TerminalCapabilities
  private let scheduler: any TerminalScheduler
  private var decoder = InputDecoder()
  private var encoder: FrameEncoder
  private var eventsStarted = false
  private var renderPhase = RenderPhase.idle
  private var changedWhileDrawing = false
  private var frameScheduled = false
  private var lastFrameTime: Double?
  private var inputGeneration = 0

  /// Whether the terminal is in the host's modes.
  package private(set) var isActive = false
  /// The last frame the host encoded, as the terminal shows it; `nil` before the first frame
  /// and after a resize.
  ///
  /// NB: Read from the encoder's own copy. Keeping the window's buffer here as well would make
  /// the window copy its whole buffer (copy-on-write) before drawing each frame.
  package var lastFrame: CellBuffer? { encoder.previous }
  /// How many frames wrote bytes.
  package private(set) var framesWritten = 0
  /// Whether the terminal window has the keyboard focus, from focus reports.
  package private(set) var terminalHasFocus = true
  /// Called once the terminal is restored after the user or a signal ended the session.
  package var onExit: ((TerminalExitReason) -> Void)?

  /// Creates a host for `window` in `backend`; nothing happens until ``start()`` or ``run(_:)``.
  package init(
    window: UIWindow, backend: any TerminalBackend,
    capabilities: TerminalCapabilities = TerminalCapabilities(),
    scheduler: any TerminalScheduler = DispatchScheduler()
  ) {
    self.window = window
    self.backend = backend
    self.capabilities = capabilities
    self.scheduler = scheduler
    encoder = FrameEncoder(capabilities: capabilities)
  }

  /// A window filling a terminal of `size`, with `UIScreen.main` set to match.
  package static func makeWindow(size: TerminalSize) -> UIWindow {
    let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    UIScreen.main.bounds = frame
    return UIWindow(frame: frame)
  }

  // MARK: - Lifetime

  /// Enters the terminal's modes, starts input, and shows the first frame.
  package func start() throws {
    try run { _ in }
  }

  /// Enters the terminal's modes, lets `setup` fill the window, shows it and starts input.
  ///
  /// If `setup` throws, the terminal is restored before the error propagates.
  package func run(_ setup: (UIWindow) throws -> Void) throws {
    guard !isActive else { return }
    try backend.enterModes(
      entering: TerminalModes.entrySequence(for: capabilities),
      restoring: TerminalModes.restoreSequence(for: capabilities))
    isActive = true
    encoder.invalidate()
    applySize(backend.size)
    do {
      try setup(window)
    } catch {
      stop()
      throw error
    }
    window.needsUpdateHandler = { [weak self] in self?.windowNeedsUpdate() }
    window.performOnNextTurn = { [scheduler] work in scheduler.schedule(after: 0, work) }
    if window.isHidden { window.makeKeyAndVisible() }
    if !eventsStarted {
      eventsStarted = true
      backend.startEvents { [weak self] event in self?.handle(event) }
    }
    renderFrame()
  }

  /// Restores every terminal mode the host changed. Safe to call more than once.
  package func stop() {
    guard isActive else { return }
    isActive = false
    window.needsUpdateHandler = nil
    window.performOnNextTurn = nil
    backend.restoreModes()
  }

  /// Restores the terminal and reports `reason` to ``onExit``.
  package func exit(_ reason: TerminalExitReason) {
    stop()
    onExit?(reason)
  }

  // MARK: - Events

  /// Handles one report from the backend.
  package func handle(_ event: TerminalBackendEvent) {
    guard isActive else { return }
    switch event {
    case .input(let bytes):
      inputGeneration += 1
      for event in decoder.decode(bytes) {
        dispatch(event)
        guard isActive else { return }
      }
      if decoder.hasPendingInput { scheduleInputFlush() }
    case .resized, .continued:
      redrawAll()
    case .suspend:
      suspend()
    case .terminate(let signal):
      exit(.signal(signal))
    case .endOfInput:
      exit(.endOfInput)
    }
  }

  /// Suspends the session (Ctrl-Z or SIGTSTP) and, once the process continues, draws the
  /// whole screen again at the terminal's size then.
  package func suspend() {
    guard isActive else { return }
    backend.suspend()
    redrawAll()
  }

  /// Takes the terminal's size and draws every cell in the next frame.
  private func redrawAll() {
    applySize(backend.size)
    encoder.invalidate()
    scheduleFrame()
  }

  /// Ends a pending escape sequence or paste once no more input came for a while.
  private func scheduleInputFlush() {
    let generation = inputGeneration
    let delay = decoder.isInPaste ? Self.pasteTimeout : Self.escapeTimeout
    scheduler.schedule(after: delay) { [weak self] in
      guard let self, self.isActive, self.inputGeneration == generation else { return }
      for event in self.decoder.flush() {
        self.dispatch(event)
      }
    }
  }

  /// Sends one decoded event to the window.
  package func dispatch(_ event: TerminalEvent) {
    switch event {
    case .key(.character(let character), let modifiers)
    where modifiers == .control && (character == "c" || character == "q"):
      exit(.userQuit)
    case .key(.character("z"), .control):
      suspend()
    case .key(let key, let modifiers):
      window.sendKey(key.uiKey(modifiers: modifiers))
    case .text(let text):
      window.sendText(text)
    case .paste(let text):
      // NB: a paste is text for a text input, never keys: without one it is dropped, so a
      // pasted space cannot press a focused button.
      guard window.firstResponder is any UIKeyInput else { return }
      let text = Self.pastedText(text)
      if !text.isEmpty { window.sendText(text) }
    case .mouse(let mouse):
      dispatch(mouse)
    case .focus(let focused):
      terminalHasFocus = focused
    }
  }

  private func dispatch(_ mouse: MouseEvent) {
    let point = CGPoint(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .press(.left): window.sendPointer(.began, at: point)
    case .drag(.left): window.sendPointer(.moved, at: point)
    case .release(.left): window.sendPointer(.ended, at: point)
    case .scroll(let direction):
      let step = Self.linesPerWheelNotch
      let horizontal = mouse.modifiers.contains(.shift)
      let delta: CGPoint =
        switch direction {
        case .up: horizontal ? CGPoint(x: -step, y: 0) : CGPoint(x: 0, y: -step)
        case .down: horizontal ? CGPoint(x: step, y: 0) : CGPoint(x: 0, y: step)
        case .left: CGPoint(x: -step, y: 0)
        case .right: CGPoint(x: step, y: 0)
        }
      window.sendScroll(by: delta, at: point)
    case .press, .drag, .release, .move:
      break
    }
  }

  /// Pasted text as a text field should receive it: line breaks as `"\n"`, and no other
  /// control characters than tab.
  ///
  /// NB: One pass over the scalars. Foundation's `replacingOccurrences(of: "\r\n", …)` on
  /// Linux matches by grapheme and missed a CR or CRLF next to a format character or a
  /// combining mark, so a line break was dropped or doubled.
  package static func pastedText(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar.value {
      case 0x0D: scalars.append("\n")
      case 0x0A: if !previousWasCR { scalars.append(scalar) }
      case 0x09: scalars.append(scalar)
      case 0x00..<0x20, 0x7F...0x9F: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  // MARK: - Frames

  private func applySize(_ size: TerminalSize) {
    let frame = CGRect(x: 0, y: 0, width: max(0, size.width), height: max(0, size.height))
    UIScreen.main.bounds = frame
    if window.frame != frame { window.frame = frame }
  }

  private func windowNeedsUpdate() {
    switch renderPhase {
    case .idle: scheduleFrame()
    // NB: what layout reports is drawn in the frame being made.
    case .layout: break
    // NB: the window may not report again until it renders, so a change made while drawing
    // gets a frame of its own.
    case .drawing: changedWhileDrawing = true
    }
  }

  /// Schedules one frame, no sooner than ``frameInterval`` after the previous one; asking
  /// again before it is drawn changes nothing.
  package func scheduleFrame() {
    guard isActive, !frameScheduled else { return }
    frameScheduled = true
    let delay = lastFrameTime.map { max(0, $0 + Self.frameInterval - scheduler.now) } ?? 0
    scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.frameScheduled = false
      self.renderFrame()
    }
  }

  /// Renders the window now and writes what changed, in one write.
  package func renderFrame() {
    guard isActive else { return }
    renderPhase = .layout
    window.layoutIfNeeded()
    renderPhase = .drawing
    changedWhileDrawing = false
    let frame = window.render()
    renderPhase = .idle
    defer { if changedWhileDrawing { scheduleFrame() } }
    let caret = window.caretLocation.map { CellPosition(x: $0.x, y: $0.y) }
    let bytes = encoder.encode(frame, caret: caret)
    lastFrameTime = scheduler.now
    guard !bytes.isEmpty else { return }
    framesWritten += 1
    backend.write(bytes)
  }
}

/// Where the host is in making a frame, which decides what a window update request means.
private enum RenderPhase {
  case idle
  case layout
  case drawing
}

/// Why a terminal session ended.
package enum TerminalExitReason: Hashable, Sendable {
  /// Ctrl-C or Ctrl-Q.
  case userQuit
  /// A termination signal: SIGTERM, SIGHUP, SIGINT or SIGQUIT.
  case signal(Int32)
  /// The terminal closed its input.
  case endOfInput
}

extension UIWindow {
  /// The window's current frame as an SVG picture; see `CellBuffer.svgPicture(theme:)`.
  ///
  /// Renders first, so pending layout and updates are drawn.
  package func svgPicture(theme: SVGTheme = .dark) -> String {
    render().svgPicture(theme: theme)
  }
}
