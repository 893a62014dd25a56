import GraftGraphics
import SeededRandom
import Testing

@testable import GraftTerminal

@Suite struct FrameEncoderTests {
  private let truecolor = TerminalCapabilities(colorDepth: .trueColor)

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Encodes `frames` in turn, applying each result to a screen, and returns the last bytes.
  private func screenAfter(
    _ frames: [CellBuffer], capabilities: TerminalCapabilities
  ) -> (TerminalScreen, [UInt8]) {
    var encoder = FrameEncoder(capabilities: capabilities)
    var screen = TerminalScreen(width: frames[0].width, height: frames[0].height)
    var last: [UInt8] = []
    for frame in frames {
      last = encoder.encode(frame)
      screen.apply(last)
    }
    return (screen, last)
  }

  @Test func unchangedFrameWritesNothing() {
    var encoder = FrameEncoder(capabilities: truecolor)
    let frame = CellBuffer(lines: ["hello", "world"])
    #expect(!encoder.encode(frame).isEmpty)
    #expect(encoder.encode(frame).isEmpty)
    #expect(encoder.encode(frame).isEmpty)
  }

  @Test func oneChangedCellIsOneShortSequence() {
    var encoder = FrameEncoder(capabilities: truecolor)
    var frame = CellBuffer(width: 80, height: 24)
    frame.write("Counter: 1", x: 30, y: 11)
    _ = encoder.encode(frame)
    frame.write("2", x: 39, y: 11)
    // The cursor rests just after "1": one step back is shorter than CUP.
    let bytes = encoder.encode(frame)
    #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[D2\u{1B}[?2026l")
    #expect(bytes.count <= 40)
    // Elsewhere on the screen it is an absolute move.
    frame.write("x", x: 5, y: 2)
    let far = encoder.encode(frame)
    #expect(text(far) == "\u{1B}[?2026h\u{1B}[3;6Hx\u{1B}[?2026l")
    #expect(far.count <= 40)
    print("one-cell change: \(bytes.count) bytes (cursor nearby), \(far.count) bytes (CUP)")
  }

  @Test func styledCellChangeStaysShort() {
    var encoder = FrameEncoder(capabilities: truecolor)
    var frame = CellBuffer(width: 80, height: 24)
    let green = TextStyle(foreground: .rgb(52, 199, 89), attributes: .bold)
    frame.write("[ ON]", x: 70, y: 3, style: green)
    _ = encoder.encode(frame)
    frame.write("X", x: 72, y: 3, style: green)
    let bytes = encoder.encode(frame)
    // The pen is still bold green after the first frame: no SGR needed.
    #expect(text(bytes) == "\u{1B}[?2026h\u{1B}[3DX\u{1B}[?2026l")
  }

  @Test func relativeMovesWinWhenShorter() {
    var encoder = FrameEncoder(capabilities: truecolor)
    var frame = CellBuffer(width: 80, height: 24)
    _ = encoder.encode(frame)
    frame.write("a", x: 50, y: 20)
    frame.write("b", x: 60, y: 20)
    frame.write("c", x: 60, y: 21)
    let bytes = text(encoder.encode(frame))
    // After "a" the cursor is at column 51: "\e[9C" beats "\e[21;61H"; then one line down and
    // one column back.
    #expect(bytes == "\u{1B}[?2026h\u{1B}[21;51Ha\u{1B}[9Cb\u{1B}[D\nc\u{1B}[?2026l")
  }

  @Test func fullRepaintOfAFullScreen() {
    var encoder = FrameEncoder(capabilities: truecolor)
    let line = String(repeating: "abcdefghij", count: 8)
    let frame = CellBuffer(lines: Array(repeating: line, count: 24))
    let bytes = encoder.encode(frame)
    var screen = TerminalScreen(width: 80, height: 24)
    screen.apply(bytes)
    #expect(screen.cells == frame)
    // 1920 cells, then per row one move: CR LF is two bytes.
    #expect(bytes.count < 1920 + 24 * 3 + 40)
    print("full 80x24 repaint (every cell a letter): \(bytes.count) bytes")
  }

  @Test func fullRepaintSkipsBlankCells() {
    var encoder = FrameEncoder(capabilities: truecolor)
    var frame = CellBuffer(width: 80, height: 24)
    frame.write("Title", x: 0, y: 0)
    frame.write("Footer", x: 0, y: 23)
    let bytes = text(encoder.encode(frame))
    #expect(bytes == "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[HTitle\u{1B}[24HFooter\u{1B}[?2026l")
  }

  @Test func resizeRepaintsEverything() {
    var encoder = FrameEncoder(capabilities: truecolor)
    _ = encoder.encode(CellBuffer(lines: ["abc"]))
    let bytes = text(encoder.encode(CellBuffer(lines: ["abc", "def"])))
    #expect(bytes.contains("\u{1B}[2J"))
    #expect(bytes.contains("abc"))
    #expect(bytes.contains("def"))
  }

  @Test func randomFramesRoundTripThroughTheScreen() {
    var generator = SeededGenerator(seed: 42)
    let palette: [TextStyle] = [
      .plain, TextStyle(foreground: .red), TextStyle(background: .blue, attributes: .bold),
      TextStyle(attributes: [.underline, .italic]), TextStyle(attributes: .dim),
      TextStyle(foreground: .rgb(1, 2, 3), background: .rgb(200, 100, 50), attributes: .inverse),
    ]
    let texts = ["a", "b", " ", "日", "é", "👍", "─", "x"]
    var encoder = FrameEncoder(capabilities: truecolor)
    var screen = TerminalScreen(width: 30, height: 8)
    var frame = CellBuffer(width: 30, height: 8)
    for _ in 0..<300 {
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        frame.write(
          texts.randomElement(using: &generator)!, x: Int.random(in: 0..<30, using: &generator),
          y: Int.random(in: 0..<8, using: &generator),
          style: palette.randomElement(using: &generator)!)
      }
      screen.apply(encoder.encode(frame))
      #expect(screen.cells == frame)
    }
  }

  // MARK: - Colour depth

  @Test func colourDepths() {
    var frame = CellBuffer(width: 4, height: 1)
    frame.write("x", x: 0, y: 0, style: TextStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    func firstFrame(_ depth: ColorDepth) -> String {
      var encoder = FrameEncoder(capabilities: TerminalCapabilities(colorDepth: depth))
      return text(encoder.encode(frame))
    }
    #expect(firstFrame(.trueColor).contains("\u{1B}[38;2;255;0;0;48;2;0;0;255mx"))
    #expect(firstFrame(.palette256).contains("\u{1B}[38;5;196;48;5;21mx"))
    #expect(firstFrame(.ansi16).contains("\u{1B}[91;44mx"))
    #expect(firstFrame(.monochrome).hasSuffix("\u{1B}[Hx\u{1B}[?2026l"))
  }

  @Test func noColorKeepsAttributesButDropsColours() {
    var encoder = FrameEncoder(capabilities: TerminalCapabilities(environment: ["NO_COLOR": "1"]))
    var frame = CellBuffer(width: 10, height: 1)
    frame.write("a", x: 0, y: 0, style: TextStyle(foreground: .red, attributes: .bold))
    frame.write("b", x: 1, y: 0, style: TextStyle(foreground: .green, attributes: [.bold, .underline]))
    frame.write("c", x: 2, y: 0, style: TextStyle(background: .blue, attributes: .inverse))
    let bytes = text(encoder.encode(frame))
    #expect(bytes.contains("\u{1B}[1ma\u{1B}[4mb\u{1B}[0;7mc"))
    #expect(!bytes.contains("38;"))
    #expect(!bytes.contains("48;"))
    #expect(!bytes.contains("[3"))
  }

  @Test func sgrTransitionsAreMinimal() {
    let bold = Pen(TextStyle(attributes: .bold), depth: .trueColor)
    let boldUnderline = Pen(TextStyle(attributes: [.bold, .underline]), depth: .trueColor)
    let dim = Pen(TextStyle(attributes: .dim), depth: .trueColor)
    #expect(text(Pen.transition(from: bold, to: boldUnderline)) == "\u{1B}[4m")
    #expect(text(Pen.transition(from: boldUnderline, to: bold)) == "\u{1B}[24m")
    #expect(text(Pen.transition(from: bold, to: .plain)) == "\u{1B}[0m")
    #expect(text(Pen.transition(from: bold, to: dim)) == "\u{1B}[0;2m")
    #expect(text(Pen.transition(from: nil, to: bold)) == "\u{1B}[0;1m")
  }

  // MARK: - Dumb terminals

  @Test func dumbTerminalGetsOnlyText() {
    let capabilities = TerminalCapabilities(environment: ["TERM": "dumb", "COLORTERM": "truecolor"])
    #expect(capabilities.isDumb)
    var encoder = FrameEncoder(capabilities: capabilities)
    var frame = CellBuffer(width: 10, height: 2)
    frame.write("Hi", x: 0, y: 0, style: TextStyle(foreground: .red, attributes: .bold))
    frame.write("there", x: 2, y: 1)
    let bytes = encoder.encode(frame)
    #expect(text(bytes) == "Hi\r\n  there\r\n")
    #expect(!bytes.contains(0x1B))
    #expect(encoder.encode(frame).isEmpty)
    frame.write("!", x: 2, y: 0)
    #expect(text(encoder.encode(frame)) == "Hi!\r\n  there\r\n")
    #expect(TerminalModes.entrySequence(for: capabilities).isEmpty)
    #expect(TerminalModes.restoreSequence(for: capabilities).isEmpty)
  }

  // MARK: - Safety

  @Test func controlCharactersInContentNeverReachTheTerminal() {
    var frame = CellBuffer(width: 20, height: 1)
    frame.write("x\u{1B}[2J\u{9B}y\u{7}", x: 0, y: 0)
    var encoder = FrameEncoder(capabilities: truecolor)
    let bytes = encoder.encode(frame)
    var screen = TerminalScreen(width: 20, height: 1)
    screen.apply(bytes)
    #expect(screen.text == "x␛[2J\u{FFFD}y␇")
    // Our own bytes hold exactly the escapes we mean: sync, reset, clear, home, sync.
    #expect(bytes.filter { $0 == 0x1B }.count == 5)
    #expect(!bytes.contains(0x07))
  }

  @Test func encoderReplacesControlScalarsItself() {
    #expect(FrameEncoder.safeText("\u{1B}") == "\u{FFFD}")
    #expect(FrameEncoder.safeText("a\u{9B}") == "\u{FFFD}")
    #expect(FrameEncoder.safeText("\u{7F}") == "\u{FFFD}")
    #expect(FrameEncoder.safeText("e\u{301}") == "e\u{301}")
    #expect(FrameEncoder.safeText("") == " ")
  }

  // MARK: - Caret

  @Test func caretShowsAndHidesTheCursor() {
    var encoder = FrameEncoder(capabilities: truecolor)
    var frame = CellBuffer(width: 20, height: 1)
    frame.write("Name: abc", x: 0, y: 0)
    _ = encoder.encode(frame)
    let show = text(encoder.encode(frame, caret: CellPosition(x: 6, y: 0)))
    #expect(show == "\u{1B}[?2026h\u{1B}[3D\u{1B}[?25h\u{1B}[?2026l")
    #expect(encoder.encode(frame, caret: CellPosition(x: 6, y: 0)).isEmpty)
    let hide = text(encoder.encode(frame))
    #expect(hide == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l")
  }
}
