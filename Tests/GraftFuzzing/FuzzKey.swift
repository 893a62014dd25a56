/// A key the fuzzer presses.
package enum FuzzKey: String, CaseIterable, Sendable {
  case tab, shiftTab, space, enter, escape, up, down, left, right, home, end, pageUp, pageDown
  case backspace, delete, f5

  /// The bytes an xterm sends for it.
  package var bytes: [UInt8] {
    let text: String =
      switch self {
      case .tab: "\t"
      case .shiftTab: "\u{1B}[Z"
      case .space: " "
      case .enter: "\r"
      case .escape: "\u{1B}"
      case .up: "\u{1B}[A"
      case .down: "\u{1B}[B"
      case .right: "\u{1B}[C"
      case .left: "\u{1B}[D"
      case .home: "\u{1B}[H"
      case .end: "\u{1B}[F"
      case .pageUp: "\u{1B}[5~"
      case .pageDown: "\u{1B}[6~"
      case .backspace: "\u{7F}"
      case .delete: "\u{1B}[3~"
      case .f5: "\u{1B}[15~"
      }
    return Array(text.utf8)
  }
}
