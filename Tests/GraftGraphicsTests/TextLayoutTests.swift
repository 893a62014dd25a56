import GraftGraphics
import Testing

@Suite struct TextLayoutTests {
  // MARK: - Word wrapping

  @Test func wrapsAtSpaces() {
    #expect(TextLayout.wrap("hello world", width: 5) == ["hello", "world"])
    #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("fits", width: 10) == ["fits"])
  }

  @Test func honoursHardBreaks() {
    #expect(TextLayout.wrap("a\nb\n\nc", width: 10) == ["a", "b", "", "c"])
    #expect(TextLayout.wrap("one two\nthree", width: 3) == ["one", "two", "thr", "ee"])
    #expect(TextLayout.wrap("end\n", width: 5) == ["end", ""])
  }

  @Test func breaksLongWordsByGrapheme() {
    #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextLayout.wrap("hi abcdefghij ok", width: 4) == ["hi", "abcd", "efgh", "ij", "ok"])
  }

  @Test func dropsLeadingSpacesOfContinuationLines() {
    #expect(TextLayout.wrap("aaa    bbb", width: 5) == ["aaa", "bbb"])
    #expect(TextLayout.wrap("  indented text", width: 11) == ["  indented", "text"])
  }

  @Test func wideCharactersNeverStraddleTheLimit() {
    #expect(TextLayout.wrap("你好世界", width: 5) == ["你好", "世界"])
    #expect(TextLayout.wrap("ab你好", width: 3) == ["ab", "你", "好"])
    #expect(TextLayout.wrap("ab 你好", width: 4) == ["ab", "你好"])
    for line in TextLayout.wrap("日本語のテキストを折り返す", width: 7) {
      #expect(line.terminalWidth <= 7)
    }
  }

  @Test func nonPositiveWidthOrEmptyTextGivesNoLines() {
    #expect(TextLayout.wrap("hello", width: 0) == [])
    #expect(TextLayout.wrap("hello", width: -3) == [])
    #expect(TextLayout.wrap("", width: 10) == [])
    #expect(TextLayout.wrapByCharacter("hello", width: 0) == [])
  }

  @Test func wrapByCharacterBreaksAnywhere() {
    #expect(TextLayout.wrapByCharacter("hello world", width: 4) == ["hell", "o wo", "rld"])
    #expect(TextLayout.wrapByCharacter("ab你好", width: 3) == ["ab", "你", "好"])
    #expect(TextLayout.wrapByCharacter("ab\ncd", width: 5) == ["ab", "cd"])
  }

  // MARK: - Truncation and clipping

  @Test func truncatesAtTheTail() {
    #expect(TextLayout.truncate("abcdefghij", width: 5) == "abcd…")
    #expect(TextLayout.truncate("你好世界", width: 5, at: .tail) == "你好…")
    #expect(TextLayout.truncate("你好世界", width: 4, at: .tail) == "你…")
  }

  @Test func truncatesAtTheHead() {
    #expect(TextLayout.truncate("abcdefghij", width: 5, at: .head) == "…ghij")
    #expect(TextLayout.truncate("你好世界", width: 5, at: .head) == "…世界")
  }

  @Test func truncatesInTheMiddle() {
    #expect(TextLayout.truncate("abcdefghij", width: 5, at: .middle) == "ab…ij")
    #expect(TextLayout.truncate("abcdefghij", width: 6, at: .middle) == "abc…ij")
    #expect(TextLayout.truncate("你好世界", width: 5, at: .middle) == "你…界")
  }

  @Test func textThatFitsIsUnchanged() {
    #expect(TextLayout.truncate("abc", width: 3) == "abc")
    #expect(TextLayout.truncate("你好", width: 4, at: .middle) == "你好")
    #expect(TextLayout.clip("abc", width: 5) == "abc")
  }

  @Test func truncationEdgeWidths() {
    #expect(TextLayout.truncate("abc", width: 1) == "…")
    #expect(TextLayout.truncate("abc", width: 0) == "")
    #expect(TextLayout.truncate("abc", width: -1, at: .head) == "")
  }

  @Test func clipCutsWithoutEllipsis() {
    #expect(TextLayout.clip("hello", width: 3) == "hel")
    #expect(TextLayout.clip("ab你", width: 3) == "ab")
    #expect(TextLayout.clip("e\u{301}xyz", width: 2) == "e\u{301}x")
    #expect(TextLayout.clip("hello", width: 0) == "")
  }
}
