import Foundation
import GraftKit
import GraftTerminal
import GraftUI

/// One run of an app in a terminal that lives in memory, driven byte by byte as a user at a
/// real terminal drives it: every step goes through the input decoder, the window's events,
/// the view graph, the frame encoder and a terminal emulator.
///
/// Time is a ``ManualScheduler``, so frames, the Escape timeout and the paste timeout run when
/// the session settles, never by sleeping.
@MainActor
package final class FuzzSession {
  /// The terminal the app runs in.
  package let terminal: MemoryTerminal
  /// The clock: frames and timeouts run when the session settles.
  package let scheduler = ManualScheduler()
  /// The host, as `App.main()` would make it.
  package let host: TerminalHost
  /// The controller the window shows: a `UIHostingController`.
  package let controller: UIViewController
  /// Every representable call, recorded from before the first layout.
  package let trace = LifecycleTrace()
  /// Why the session ended, once it has.
  package private(set) var exitReason: TerminalExitReason?

  /// Starts `controller` in a `width` × `height` terminal and shows its first frame.
  package init(controller: UIViewController, width: Int, height: Int) throws {
    terminal = MemoryTerminal(width: width, height: height)
    host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal, scheduler: scheduler)
    self.controller = controller
    // NB: The trace must be in place before the first layout builds the graph.
    (controller.view as? HostingView)?.graph.trace = trace
    host.onExit = { [weak self] reason in self?.exitReason = reason }
    try host.run { window in window.rootViewController = controller }
    settle()
  }

  /// The window the app fills.
  package var window: UIWindow { host.window }
  /// The hosting controller's view, which owns the view graph.
  package var hostingView: HostingView? { controller.viewIfLoaded as? HostingView }
  /// The view graph.
  package var graph: ViewGraph? { hostingView?.graph }
  /// Whether the session is still running.
  package var isRunning: Bool { host.isActive }

  // MARK: - Driving

  /// Sends `bytes` as one read from the terminal and lets everything it caused happen.
  package func feed(_ bytes: [UInt8]) {
    terminal.feed(bytes)
    settle()
  }

  /// Runs every frame and timeout that is due, until nothing is left.
  package func settle() {
    scheduler.runUntilIdle()
  }

  /// Whether an update is waiting with no frame coming to run it: a write that would show
  /// only after the user's next input, which to the user is a lost write.
  package var isStalled: Bool {
    guard isRunning, scheduler.pendingCount == 0 else { return false }
    return graph?.hasPendingWork == true || hostingView?.needsLayout == true
  }

  /// Performs the byte-level part of `step`: what a terminal would send.
  package func perform(_ step: FuzzStep) {
    switch step {
    case .tap(let x, let y, _):
      feed(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8))
    case .key(let key):
      feed(key.bytes)
    case .type(let tokens):
      feed(tokens.flatMap(\.bytes))
    case .paste(let text, let terminated):
      var bytes = Array("\u{1B}[200~".utf8)
      bytes.append(contentsOf: text.utf8)
      if terminated { bytes.append(contentsOf: "\u{1B}[201~".utf8) }
      feed(bytes)
    case .resize(let width, let height):
      terminal.resize(width: width, height: height)
      settle()
    case .scroll(let x, let y, let down):
      feed(Array("\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M".utf8))
    case .garbage(let bytes):
      feed(bytes)
    case .mutation(_, let perform):
      perform()
      settle()
    case .relaunch(let quit):
      end(quit)
    }
  }

  /// Ends the session the way `quit` does.
  package func end(_ quit: FuzzQuit) {
    switch quit {
    case .controlC: feed([0x03])
    case .controlQ: feed([0x11])
    case .sigterm: terminal.sendSignal(SIGTERM)
    case .sighup: terminal.sendSignal(SIGHUP)
    case .sigint: terminal.sendSignal(SIGINT)
    case .endOfInput: terminal.closeInput()
    }
  }

  /// Takes the app out of its window, as a process ending would drop it.
  package func tearDown() {
    window.rootViewController = nil
  }

  // MARK: - Reading

  /// What the terminal shows, as text.
  package var screenText: String { terminal.screenText }

  /// The last frame the window rendered, as text.
  package var frameText: String { host.lastFrame?.plainText ?? "" }

  /// The view under a cell, as a click there finds it.
  package func hitView(x: Int, y: Int) -> UIView? {
    window.hitTest(CGPoint(x: x, y: y), with: nil)
  }

  /// Every view in the window of type `T`, depth first.
  package func views<T: UIView>(of type: T.Type) -> [T] {
    window.descendants(ofType: type)
  }

  /// The texts of every visible label, in tree order.
  package var labelTexts: [String] {
    views(of: UILabel.self).filter { !$0.isHiddenInHierarchy }.compactMap(\.text)
  }

  /// The centre cell of `view` in window coordinates.
  package func center(of view: UIView) -> (x: Int, y: Int) {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    return (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
  }

  /// The text field being edited, if any.
  package var editingField: UITextField? {
    guard let field = window.firstResponder as? UITextField, field.isEditing else { return nil }
    return field
  }
}

extension UIView {
  /// Whether the view or an ancestor is hidden.
  package var isHiddenInHierarchy: Bool {
    var view: UIView? = self
    while let current = view {
      if current.isHidden { return true }
      view = current.superview
    }
    return false
  }
}
