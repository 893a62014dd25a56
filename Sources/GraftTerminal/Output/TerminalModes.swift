/// The terminal modes the host changes, as the bytes that set and reset them.
///
/// Entering: the alternate screen (1049), a hidden cursor (25), no auto-wrap (7), mouse
/// reporting of presses, releases and drags in SGR form (1000, 1002, 1006), bracketed paste
/// (2004) and focus reports (1004). Leaving resets each of them, plus attributes (SGR 0) and
/// synchronized output (2026) in case a frame was cut short, and shows the cursor again.
///
/// Why no auto-wrap: if the terminal measures a character wider than Graft does, a write in
/// the last column would otherwise wrap and, on the last row, scroll the whole screen.
package enum TerminalModes {
  /// The bytes that switch a capable terminal into the host's full-screen state.
  package static func entrySequence(for capabilities: TerminalCapabilities) -> [UInt8] {
    guard !capabilities.isDumb else { return [] }
    return Array(
      ("\u{1B}[?1049h" + "\u{1B}[?25l" + "\u{1B}[?7l" + "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
        + "\u{1B}[?2004h" + "\u{1B}[?1004h").utf8)
  }

  /// The bytes that undo ``entrySequence(for:)``; also written by the crash handler.
  package static func restoreSequence(for capabilities: TerminalCapabilities) -> [UInt8] {
    guard !capabilities.isDumb else { return [] }
    return Array(
      ("\u{1B}[?2026l" + "\u{1B}[0m" + "\u{1B}[?1004l" + "\u{1B}[?2004l"
        + "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" + "\u{1B}[?7h" + "\u{1B}[?1049l"
        // NB: After leaving the alternate screen: some terminals (tmux) keep cursor visibility
        // per screen, so showing it before would leave the main screen's cursor hidden.
        + "\u{1B}[?25h").utf8)
  }

  /// Begins a synchronized update (DEC mode 2026): the terminal shows nothing until the end.
  package static let beginSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026h".utf8)
  /// Ends a synchronized update; the terminal shows the whole frame at once.
  package static let endSynchronizedUpdate: [UInt8] = Array("\u{1B}[?2026l".utf8)
}
