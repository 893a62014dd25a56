package import GraftKit

/// One thing the user did at the terminal, decoded from the bytes it sent.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[A".utf8))  // [.key(.up)]
/// ```
package enum TerminalEvent: Hashable, Sendable {
  /// A key that is not plain text: an arrow, Return, a Ctrl- or Alt- combination.
  case key(TerminalKey, modifiers: UIKeyModifierFlags = [])
  /// Printable text typed at the keyboard, one or more whole grapheme clusters.
  case text(String)
  /// Text pasted inside a bracketed paste: delivered as one piece and never read as keys.
  case paste(String)
  /// A mouse press, release, drag or wheel notch.
  case mouse(MouseEvent)
  /// The terminal window gained (`true`) or lost (`false`) the keyboard focus.
  case focus(Bool)
}

/// A key a terminal can report.
package enum TerminalKey: Hashable, Sendable {
  /// A key that produces a character, as reported with Ctrl or Alt held (`^A` is
  /// `.character("a")` with `.control`).
  case character(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case insert, delete
  /// Tab; Shift-Tab (`ESC [ Z`) is `.tab` with `.shift`.
  case tab
  case `return`
  /// Backspace, sent as DEL (0x7F) or BS (0x08).
  case backspace
  case escape
  /// A function key, `F1` to `F12`.
  case function(Int)
}

/// A mouse report in SGR form (`ESC [ < b ; x ; y M` or `m`), with 0-based cell coordinates.
package struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  package enum Kind: Hashable, Sendable {
    case press(MouseButton)
    case release(MouseButton)
    /// Motion with a button held.
    case drag(MouseButton)
    /// Motion with no button held (only reported in any-motion mode).
    case move
    /// One notch of a wheel.
    case scroll(ScrollDirection)
  }

  package var kind: Kind
  /// The column, counted from 0.
  package var x: Int
  /// The row, counted from 0.
  package var y: Int
  /// Shift, Alt and Ctrl as the terminal reported them.
  package var modifiers: UIKeyModifierFlags

  package init(_ kind: Kind, x: Int, y: Int, modifiers: UIKeyModifierFlags = []) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}

/// A mouse button.
package enum MouseButton: Int, Hashable, Sendable {
  case left = 0
  case middle = 1
  case right = 2
  /// Buttons beyond the first three (SGR codes 128 and up).
  case other = 3
}

/// Which way a wheel notch turned.
package enum ScrollDirection: Hashable, Sendable {
  case up, down, left, right
}
