/// How a session ends before the fuzzer starts the next.
package enum FuzzQuit: String, CaseIterable, Sendable {
  case controlC, controlQ, sigterm, sighup, sigint, endOfInput
}
