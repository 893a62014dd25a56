import Foundation
import Graft

/// `graft-restore-probe`: a small app that Tests/EndToEnd/restoration-in-tmux.sh runs under a
/// pseudo-terminal to check that every way of ending it puts the terminal back.
///
/// Once it shows `PROBE READY`, keys do:
/// - `p`: prints `PROBE-PRINTED` on standard output (replayed once the terminal is restored)
///   and counts a ping on screen;
/// - `t`: throws an error nothing catches (`try!`), a crash with a message;
/// - `s`: writes through an invalid pointer, a real segmentation fault;
/// - `x`: calls `exit(3)` from app code;
/// - Ctrl-C quits, as in every Graft app.
///
/// `GRAFT_PROBE_PID_FILE`, when set, is where it writes its process id, so the script can send
/// it signals.

/// The error the probe throws and does not catch.
enum ProbeError: Error {
  case uncaught
}

@inline(never)
func failing() throws -> Int {
  throw ProbeError.uncaught
}

/// Writes through a pointer to an unmapped page: a real fault, not a signal sent with `kill`.
@inline(never)
func segmentationFault() {
  let pointer = UnsafeMutablePointer<Int>(bitPattern: 8)!
  pointer.pointee = 1
}

/// A view that takes the keyboard and hands each key's characters on.
final class KeyCatcher: UIView {
  var onKey: ((String) -> Void)?

  override var canBecomeFirstResponder: Bool { true }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    DispatchQueue.main.async { [weak self] in _ = self?.becomeFirstResponder() }
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses {
      if let characters = press.key?.characters, !characters.isEmpty { onKey?(characters) }
    }
  }
}

/// The key catcher, in SwiftUI.
struct KeyCatcherView: UIViewRepresentable {
  let onKey: (String) -> Void

  func makeUIView(context: Context) -> KeyCatcher { KeyCatcher() }

  func updateUIView(_ uiView: KeyCatcher, context: Context) {
    uiView.onKey = onKey
  }
}

/// The probe's one screen.
struct ProbeView: View {
  @State private var pings = 0

  var body: some View {
    VStack {
      Text("PROBE READY")
      Text("pings \(pings)")
      KeyCatcherView { key in handle(key) }
        .frame(height: 1)
    }
  }

  private func handle(_ key: String) {
    switch key {
    case "p":
      print("PROBE-PRINTED")
      pings += 1
    case "t":
      pings = try! failing()
    case "s":
      segmentationFault()
    case "x":
      exit(3)
    default:
      break
    }
  }
}

/// The probe app.
struct ProbeApp: App {
  var body: some Scene {
    WindowGroup { ProbeView() }
  }
}

if let path = ProcessInfo.processInfo.environment["GRAFT_PROBE_PID_FILE"] {
  try? "\(getpid())\n".write(toFile: path, atomically: true, encoding: .utf8)
}
MainActor.assumeIsolated {
  ProbeApp.main()
}
