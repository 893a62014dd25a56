import Foundation
import GraftGraphics
import Testing

@testable import GraftTerminal

@Suite struct TerminalCapabilitiesTests {
  @Test func colourDepthFromTheEnvironment() {
    func depth(_ environment: [String: String]) -> ColorDepth {
      TerminalCapabilities(environment: environment).colorDepth
    }
    #expect(depth(["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
    #expect(depth(["COLORTERM": "24bit"]) == .trueColor)
    #expect(depth(["TERM": "xterm-256color"]) == .palette256)
    #expect(depth(["TERM": "tmux-256color", "COLORTERM": "yes"]) == .palette256)
    #expect(depth(["TERM": "xterm"]) == .ansi16)
    #expect(depth([:]) == .ansi16)
    #expect(depth(["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .monochrome)
    #expect(depth(["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(TerminalCapabilities(environment: ["TERM": "dumb"]).isDumb)
    #expect(!TerminalCapabilities(environment: ["TERM": "xterm"]).isDumb)
  }

  @Test func modesAreRestoredInFull() {
    let capabilities = TerminalCapabilities(environment: ["TERM": "xterm-256color"])
    var screen = TerminalScreen(width: 10, height: 2)
    screen.apply(Array("before".utf8))
    screen.apply(TerminalModes.entrySequence(for: capabilities))
    #expect(screen.isAlternateScreen)
    #expect(screen.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    screen.apply(Array("\u{1B}[?2026h\u{1B}[1;4mx".utf8))
    screen.apply(TerminalModes.restoreSequence(for: capabilities))
    #expect(screen.text.trimmingCharacters(in: .whitespacesAndNewlines) == "before")
    #expect(screen.privateModes == [7, 25])
    #expect(screen.pen == .plain)
  }
}

@Suite struct SVGPictureTests {
  @Test func runsBecomeRectsAndTexts() {
    var frame = CellBuffer(width: 10, height: 2)
    frame.write("Hi <&>", x: 1, y: 0, style: TextStyle(foreground: .rgb(255, 0, 0), attributes: .bold))
    frame.write("ok", x: 0, y: 1, style: TextStyle(background: .rgb(0, 0, 255), attributes: .underline))
    frame.write("日", x: 4, y: 1)
    let svg = frame.svgPicture()
    #expect(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#1e1e1e\"/>"))
    #expect(svg.contains(
      "<text x=\"9\" y=\"14\" fill=\"#ff0000\" textLength=\"54\" lengthAdjust=\"spacingAndGlyphs\" font-weight=\"bold\" xml:space=\"preserve\">Hi &lt;&amp;&gt;</text>"))
    #expect(svg.contains("<rect x=\"0\" y=\"18\" width=\"18\" height=\"18\" fill=\"#0000ff\"/>"))
    #expect(svg.contains("text-decoration=\"underline\" xml:space=\"preserve\">ok</text>"))
    #expect(svg.contains("textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">日</text>"))
  }

  @Test func inverseSwapsColours() {
    var frame = CellBuffer(width: 3, height: 1)
    frame.write("x", x: 0, y: 0, style: TextStyle(attributes: .inverse))
    let svg = frame.svgPicture()
    #expect(svg.contains("fill=\"#e5e5e5\"/>"))
    #expect(svg.contains("fill=\"#1e1e1e\" textLength"))
  }
}
