/// One thing the fuzzer does to a running app, described well enough to read in a failure.
package enum FuzzStep: CustomStringConvertible {
  /// A mouse click (press and release) at a 0-based cell; `intent` names the control aimed at.
  case tap(x: Int, y: Int, intent: String)
  /// A key, as the terminal sends it.
  case key(FuzzKey)
  /// Typing, token by token.
  case type([TypedToken])
  /// A bracketed paste; `terminated` is `false` for one whose end marker never comes.
  case paste(String, terminated: Bool)
  /// The terminal changes size.
  case resize(width: Int, height: Int)
  /// A wheel notch at a cell.
  case scroll(x: Int, y: Int, down: Bool)
  /// Random bytes; what they do is not modelled, so the model is read back from the screen.
  case garbage([UInt8])
  /// A change the app's own model makes (an identity change, a removal), outside any update.
  case mutation(String, @MainActor () -> Void)
  /// The session ends (Ctrl-C, a signal, or the terminal closing) and a new one starts.
  case relaunch(FuzzQuit)

  /// A short name for the kind of step, for the run's figures.
  package var kind: String {
    switch self {
    case .tap: "tap"
    case .key: "key"
    case .type: "type"
    case .paste: "paste"
    case .resize: "resize"
    case .scroll: "scroll"
    case .garbage: "garbage"
    case .mutation: "mutation"
    case .relaunch: "relaunch"
    }
  }

  package var description: String {
    switch self {
    case .tap(let x, let y, let intent): "tap (\(x), \(y)) aiming at \(intent)"
    case .key(let key): "key \(key)"
    case .type(let tokens): "type \(tokens.map(\.description).joined(separator: " "))"
    case .paste(let text, let terminated):
      "paste of \(text.utf8.count) bytes\(terminated ? "" : " (unterminated)"): \(text.prefix(40).debugDescription)"
    case .resize(let width, let height): "resize to \(width)×\(height)"
    case .scroll(let x, let y, let down): "wheel \(down ? "down" : "up") at (\(x), \(y))"
    case .garbage(let bytes): "garbage \(bytes.prefix(24).map { String($0, radix: 16) }.joined(separator: " "))\(bytes.count > 24 ? " … (\(bytes.count) bytes)" : "")"
    case .mutation(let name, _): "mutation: \(name)"
    case .relaunch(let quit): "relaunch after \(quit)"
    }
  }
}
