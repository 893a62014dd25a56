import GraftGraphics
import Testing

@Suite struct TerminalWidthTests {
  @Test func narrowCharacters() {
    #expect(Character("a").terminalWidth == 1)
    #expect(Character("é").terminalWidth == 1)
    #expect(Character("e\u{301}").terminalWidth == 1)
    #expect(Character("Ж").terminalWidth == 1)
    #expect(Character("\u{FF71}").terminalWidth == 1)  // halfwidth katakana
    #expect(Character("\u{2764}").terminalWidth == 1)  // heavy heart, text presentation
  }

  @Test func eastAsianWideCharacters() {
    #expect(Character("你").terminalWidth == 2)
    #expect(Character("한").terminalWidth == 2)
    #expect(Character("\u{FF21}").terminalWidth == 2)  // fullwidth A
    #expect(Character("\u{3000}").terminalWidth == 2)  // ideographic space
    #expect(Character("\u{20000}").terminalWidth == 2)
  }

  @Test func emoji() {
    #expect(Character("👍").terminalWidth == 2)
    #expect(Character("👍🏽").terminalWidth == 2)
    #expect(Character("\u{2764}\u{FE0F}").terminalWidth == 2)
    #expect(Character("1\u{FE0F}\u{20E3}").terminalWidth == 2)
    #expect(Character("🇯🇵").terminalWidth == 2)
    #expect(Character("👨‍👩‍👧‍👦").terminalWidth == 2)
    #expect(Character("\u{270C}\u{1F3FD}").terminalWidth == 2)  // text-default base + skin tone
    let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(Character(scotland).terminalWidth == 2)
  }

  @Test func zeroWidth() {
    #expect(Character("\u{200B}").terminalWidth == 0)
    #expect(Character("\u{200D}").terminalWidth == 0)
    #expect(Character("\u{2060}").terminalWidth == 0)
    #expect(Character("\u{FEFF}").terminalWidth == 0)
    #expect(Character("\u{301}").terminalWidth == 0)
    #expect(Character("\u{1B}").terminalWidth == 0)
    #expect(Character("\u{7F}").terminalWidth == 0)
    #expect(Character("\u{85}").terminalWidth == 0)
  }

  @Test func joinerAfterALetterDoesNotMakeItWide() {
    #expect(Character("a\u{200D}").terminalWidth == 1)
  }

  @Test func stringWidthSumsSanitisedGraphemes() {
    #expect("hello".terminalWidth == 5)
    #expect("héllo".terminalWidth == 5)
    #expect("你好, world".terminalWidth == 11)
    #expect("a\tb".terminalWidth == 3)
    #expect("\u{1B}[31m".terminalWidth == 5)
    #expect("a\u{200B}b".terminalWidth == 2)
    #expect("".terminalWidth == 0)
  }

  @Test func sanitisingReplacesControls() {
    #expect("a\u{1B}b".sanitizedForTerminal == "a\u{241B}b")
    #expect("\u{0}\u{7}\u{1F}".sanitizedForTerminal == "\u{2400}\u{2407}\u{241F}")
    #expect("a\tb".sanitizedForTerminal == "a b")
    #expect("\r\n".sanitizedForTerminal == "\u{240D}\u{240A}")
    #expect("x\u{7F}".sanitizedForTerminal == "x\u{2421}")
    #expect("\u{85}\u{9B}".sanitizedForTerminal == "\u{FFFD}\u{FFFD}")
  }

  @Test func sanitisingDropsBidiAndStandaloneFormatCharacters() {
    #expect("\u{202E}abc\u{202C}".sanitizedForTerminal == "abc")
    #expect("\u{2066}x\u{2069}".sanitizedForTerminal == "x")
    #expect("a\u{200B}b\u{FEFF}c\u{200F}".sanitizedForTerminal == "abc")
  }

  @Test func sanitisingLeavesEverythingElse() {
    let untouched = [
      "plain text", "e\u{301}", "你好", "👨‍👩‍👧‍👦", "\u{301}x", "ü ß ∑ →",
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // flag of Scotland
    ]
    for text in untouched {
      #expect(text.sanitizedForTerminal == text)
    }
  }
}
