package import GraftGraphics

/// What the terminal can show, decided from the environment once at start-up.
///
/// The rules, in order:
/// 1. `TERM=dumb`: text only. No SGR, no cursor positioning, no mode changes; every changed
///    frame is rewritten whole, rows separated by `"\r\n"`.
/// 2. `NO_COLOR` set and non-empty: no colour SGR; bold, dim, italic, underline, inverse and
///    strikethrough are still drawn (<https://no-color.org>).
/// 3. `COLORTERM` is `truecolor` or `24bit`: 24-bit colour.
/// 4. `TERM` contains `256color`: the xterm 256-colour palette (`Color.paletteIndex`).
/// 5. Otherwise: the 16 ANSI colours (`Color.ansi16Index`).
package struct TerminalCapabilities: Hashable, Sendable {
  /// How colours are reduced before they are written.
  package var colorDepth: ColorDepth
  /// Whether the terminal understands no escape sequences at all (`TERM=dumb`).
  package var isDumb: Bool

  package init(colorDepth: ColorDepth = .trueColor, isDumb: Bool = false) {
    self.colorDepth = isDumb ? .monochrome : colorDepth
    self.isDumb = isDumb
  }

  /// The capabilities the environment variables describe; see the type's rules.
  package init(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    if term == "dumb" {
      self.init(colorDepth: .monochrome, isDumb: true)
      return
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      self.init(colorDepth: .monochrome)
      return
    }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" {
      self.init(colorDepth: .trueColor)
    } else if term.contains("256color") {
      self.init(colorDepth: .palette256)
    } else {
      self.init(colorDepth: .ansi16)
    }
  }
}
