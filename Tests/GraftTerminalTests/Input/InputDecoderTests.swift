import GraftKit
import SeededRandom
import Testing

@testable import GraftTerminal

@Suite struct InputDecoderTests {
  private func decode(_ text: String) -> [TerminalEvent] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  private func decode(chunks: [[UInt8]]) -> [TerminalEvent] {
    var decoder = InputDecoder()
    return chunks.flatMap { decoder.decode($0) } + decoder.flush()
  }

  // MARK: - Text

  @Test func asciiAndUnicodeTextIsOneEvent() {
    #expect(decode("hello") == [.text("hello")])
    #expect(decode("héllo wörld 日本 👍🏽") == [.text("héllo wörld 日本 👍🏽")])
  }

  @Test func graphemeClustersStayWhole() {
    let family = "👨‍👩‍👧"
    let events = decode(family + "e\u{301}")
    #expect(events == [.text(family + "e\u{301}")])
    guard case .text(let text) = events.first else { return }
    #expect(text.count == 2)
  }

  @Test func utf8SplitAcrossReadsIsJoined() {
    let bytes = Array("é日👍".utf8)
    for split in 1..<bytes.count {
      let events = decode(chunks: [Array(bytes[..<split]), Array(bytes[split...])])
      #expect(events.map { if case .text(let t) = $0 { t } else { "?" } }.joined() == "é日👍")
    }
  }

  @Test func invalidUTF8AndC1ControlsAreDropped() {
    #expect(decode(chunks: [[0x61, 0xFF, 0xC0, 0xAF, 0x62]]) == [.text("ab")])
    #expect(decode(chunks: [[0x61, 0xC2, 0x9B, 0x62]]) == [.text("ab")])
    // A surrogate encoded in UTF-8 and an overlong slash.
    #expect(decode(chunks: [[0xED, 0xA0, 0x80, 0x63, 0xE0, 0x80, 0xAF]]) == [.text("c")])
  }

  // MARK: - Control keys

  @Test func controlKeys() {
    #expect(decode("\r") == [.key(.return)])
    #expect(decode("\n") == [.key(.return)])
    #expect(decode("\t") == [.key(.tab)])
    #expect(decode("\u{7F}") == [.key(.backspace)])
    #expect(decode("\u{08}") == [.key(.backspace)])
    #expect(decode("\u{01}") == [.key(.character("a"), modifiers: .control)])
    #expect(decode("\u{03}") == [.key(.character("c"), modifiers: .control)])
    #expect(decode("\u{11}") == [.key(.character("q"), modifiers: .control)])
    #expect(decode("\u{1A}") == [.key(.character("z"), modifiers: .control)])
    #expect(decode("\u{00}") == [.key(.character(" "), modifiers: .control)])
    #expect(decode("\u{1F}") == [.key(.character("_"), modifiers: .control)])
  }

  @Test func textAroundControlKeysKeepsItsOrder() {
    #expect(decode("ab\rc\td") == [.text("ab"), .key(.return), .text("c"), .key(.tab), .text("d")])
  }

  // MARK: - Escape

  @Test func loneEscapeWaitsForTheFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPendingInput)
  }

  @Test func escapeFollowedByEscapeIsTwoEscapes() {
    #expect(decode("\u{1B}\u{1B}") == [.key(.escape), .key(.escape)])
  }

  @Test func altCombinations() {
    #expect(decode("\u{1B}x") == [.key(.character("x"), modifiers: .alternate)])
    #expect(decode("\u{1B}é") == [.key(.character("é"), modifiers: .alternate)])
    #expect(decode("\u{1B}\u{7F}") == [.key(.backspace, modifiers: .alternate)])
    #expect(decode("\u{1B}[") == [.key(.character("["), modifiers: .alternate)])
  }

  // MARK: - Cursor and editing keys

  @Test(arguments: [
    ("\u{1B}[A", TerminalKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[2~", .insert),
    ("\u{1B}[3~", .delete), ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)),
    ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)), ("\u{1B}OM", .return),
  ])
  func unmodifiedKeys(sequence: String, key: TerminalKey) {
    #expect(decode(sequence) == [.key(key)])
  }

  @Test func modifiedKeys() {
    #expect(decode("\u{1B}[1;2A") == [.key(.up, modifiers: .shift)])
    #expect(decode("\u{1B}[1;3B") == [.key(.down, modifiers: .alternate)])
    #expect(decode("\u{1B}[1;5C") == [.key(.right, modifiers: .control)])
    #expect(decode("\u{1B}[1;6D") == [.key(.left, modifiers: [.shift, .control])])
    #expect(decode("\u{1B}[1;2H") == [.key(.home, modifiers: .shift)])
    #expect(decode("\u{1B}[5;5~") == [.key(.pageUp, modifiers: .control)])
    #expect(decode("\u{1B}[3;2~") == [.key(.delete, modifiers: .shift)])
    #expect(decode("\u{1B}[1;9A") == [.key(.up, modifiers: .command)])
  }

  @Test func shiftTab() {
    #expect(decode("\u{1B}[Z") == [.key(.tab, modifiers: .shift)])
  }

  @Test func csiUKeys() {
    #expect(decode("\u{1B}[97;5u") == [.key(.character("a"), modifiers: .control)])
    #expect(decode("\u{1B}[13;2u") == [.key(.return, modifiers: .shift)])
  }

  // MARK: - Mouse

  @Test func sgrMousePressReleaseDragAndWheel() {
    #expect(decode("\u{1B}[<0;3;2M") == [.mouse(MouseEvent(.press(.left), x: 2, y: 1))])
    #expect(decode("\u{1B}[<0;3;2m") == [.mouse(MouseEvent(.release(.left), x: 2, y: 1))])
    #expect(decode("\u{1B}[<2;10;5M") == [.mouse(MouseEvent(.press(.right), x: 9, y: 4))])
    #expect(decode("\u{1B}[<32;4;2M") == [.mouse(MouseEvent(.drag(.left), x: 3, y: 1))])
    #expect(decode("\u{1B}[<35;4;2M") == [.mouse(MouseEvent(.move, x: 3, y: 1))])
    #expect(decode("\u{1B}[<64;1;1M") == [.mouse(MouseEvent(.scroll(.up), x: 0, y: 0))])
    #expect(decode("\u{1B}[<65;7;8M") == [.mouse(MouseEvent(.scroll(.down), x: 6, y: 7))])
    #expect(
      decode("\u{1B}[<20;1;1M")
        == [.mouse(MouseEvent(.press(.left), x: 0, y: 0, modifiers: [.shift, .control]))])
  }

  @Test func largeMouseCoordinates() {
    #expect(decode("\u{1B}[<0;300;120M") == [.mouse(MouseEvent(.press(.left), x: 299, y: 119))])
  }

  @Test func x10MouseReport() {
    // ESC [ M, then button+32, column+32, row+32 (1-based).
    let events = decode(chunks: [Array("\u{1B}[M".utf8) + [32, 32 + 3, 32 + 2]])
    #expect(events == [.mouse(MouseEvent(.press(.left), x: 2, y: 1))])
  }

  // MARK: - Paste and focus

  @Test func bracketedPasteIsOneEventNeverKeys() {
    let paste = "\u{1B}[200~line one\r\tline two \u{1B}[A \u{03}\u{1B}[201~"
    #expect(decode(paste) == [.paste("line one\r\tline two \u{1B}[A \u{03}")])
  }

  @Test func pasteSplitAnywhereIsStillOnePaste() {
    let bytes = Array("x\u{1B}[200~héllo\u{1B}[201~y".utf8)
    for split in 1..<bytes.count {
      let events = decode(chunks: [Array(bytes[..<split]), Array(bytes[split...])])
      #expect(
        events.filter { if case .paste = $0 { true } else { false } } == [.paste("héllo")],
        "split at \(split)")
    }
  }

  @Test func unterminatedPasteIsDeliveredOnFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(decoder.isInPaste)
    #expect(decoder.flush() == [.paste("abc")])
    #expect(decoder.decode(Array("d".utf8)) == [.text("d")])
  }

  @Test func focusInAndOut() {
    #expect(decode("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
  }

  // MARK: - Split reads

  @Test func everySequenceSplitAtEveryByte() {
    let input =
      "a\u{1B}[1;5C\u{1B}OA\u{1B}[3~\u{1B}[<0;12;4M\u{1B}[<0;12;4m\u{1B}[Z\u{1B}[I日\u{1B}[200~p\u{1B}[201~"
    let expected = decode(input)
    #expect(expected.count == 10)
    let bytes = Array(input.utf8)
    for split in 1..<bytes.count {
      #expect(decode(chunks: [Array(bytes[..<split]), Array(bytes[split...])]) == expected)
    }
    // And one byte at a time.
    #expect(decode(chunks: bytes.map { [$0] }) == expected)
  }

  // MARK: - Garbage

  @Test func malformedSequencesAreDropped() {
    // A control byte inside a CSI ends it; unknown finals mean nothing; responses are ignored.
    #expect(decode("\u{1B}[12\u{01}x") == [.key(.character("a"), modifiers: .control), .text("x")])
    #expect(decode("\u{1B}[99zq") == [.text("q")])
    #expect(decode("\u{1B}[?1;2cq") == [.text("q")])
    #expect(decode("\u{1B}[<0;1M") == [])
  }

  @Test func overlongSequenceIsDiscardedWhole() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 200) + "Ax"
    #expect(decode(long) == [.text("x")])
  }

  @Test func randomBytesNeverCrashHangOrGrow() {
    var generator = SeededGenerator(seed: 0x6772_6166_74)
    var decoder = InputDecoder()
    var events = 0
    let alphabet: [UInt8] = Array("\u{1B}[<;0123456789~MmABCDOZIu\r\t\u{7F}abc".utf8) + [0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0xFF, 0x80]
    for chunk in 0..<5_000 {
      let count = Int.random(in: 0...64, using: &generator)
      let bytes: [UInt8] = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
      }
      events += decoder.decode(bytes).count
      #expect(decoder.bufferedByteCount <= InputDecoder.maximumSequenceLength + InputDecoder.maximumPasteLength)
      if chunk % 100 == 99 { events += decoder.flush().count }
    }
    events += decoder.flush().count
    #expect(events > 0)
    #expect(!decoder.hasPendingInput)
  }

  @Test func pasteIsBounded() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: 0x61, count: 64 * 1024)
    for _ in 0..<40 { _ = decoder.decode(chunk) }
    #expect(decoder.bufferedByteCount <= InputDecoder.maximumPasteLength)
    let events = decoder.decode(Array("\u{1B}[201~".utf8))
    guard case .paste(let text)? = events.first else {
      Issue.record("no paste")
      return
    }
    #expect(text.utf8.count == InputDecoder.maximumPasteLength)
  }
}
