import Foundation
import GraftFuzzing
import GraftKit
import GraftTerminal
import Testing

/// Random bytes into the input decoder, and the two decoder bugs the fuzzing found.
@Suite @MainActor struct InputDecoderFuzzTests {
  @Test func twoMillionRandomBytesNeitherCrashHangNorGrow() throws {
    let report = try DecoderFuzzer.run(seed: 1, bytes: 2_000_000)
    #expect(report.bytes >= 2_000_000)
    #expect(report.largestBuffer <= InputDecoder.maximumSequenceLength + InputDecoder.maximumPasteLength)
    #expect(report.events.count >= 5, "text, keys, mouse, pastes and focus all came out: \(report.events)")
    // NB: Counted, not timed: a decoder that loops making events fails inside the run (more
    // events than bytes in a block), and one that hangs never returns.
    #expect(report.eventCount <= report.bytes, "every event came from at least one byte")
  }

  /// Found by the decoder fuzzer: an overlong sequence cut by the end of a read left the
  /// decoder skipping with nothing "pending", so the host armed no timeout and the user's next
  /// letter was eaten as the sequence's final byte.
  @Test func anOverlongSequenceCutByAReadIsPendingUntilTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array(("\u{1B}[" + String(repeating: "1", count: 70)).utf8)) == [])
    #expect(decoder.hasPendingInput)
    _ = decoder.flush()
    #expect(decoder.decode([UInt8(ascii: "a")]) == [.text("a")])
  }

  @Test func theKeyTypedAfterAnOverlongSequenceReachesTheField() throws {
    let terminal = MemoryTerminal(width: 20, height: 3)
    let scheduler = ManualScheduler()
    let host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal, scheduler: scheduler)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    try host.run { window in window.addSubview(field) }
    #expect(field.becomeFirstResponder())
    terminal.feed("\u{1B}[" + String(repeating: "1", count: 70))
    scheduler.runUntilIdle()
    terminal.feed("a")
    scheduler.runUntilIdle()
    #expect(field.text == "a")
  }

  /// Found by the app fuzzer: Foundation's `replacingOccurrences` on Linux missed a CR or CRLF
  /// next to a format character or a combining mark, so a pasted line break vanished (two
  /// lines ran together) or doubled (an extra Return).
  @Test(arguments: [
    ("a\u{200B}\r\u{1F3FB}b", "a\u{200B}\n\u{1F3FB}b"),
    ("a\u{200B}\r\n\u{1F3FB}b", "a\u{200B}\n\u{1F3FB}b"),
    ("a\r\n\u{301}b", "a\n\u{301}b"),
    ("x\r\ny\rz\n", "x\ny\nz\n"),
    ("\u{7}tab\there\u{1B}[31m\u{85}", "tab\there[31m"),
  ])
  func pastedLineBreaksAreKeptOnceEach(pasted: String, received: String) {
    #expect(Array(TerminalHost.pastedText(pasted).unicodeScalars) == Array(received.unicodeScalars))
  }
}
