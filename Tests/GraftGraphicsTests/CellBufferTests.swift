import GraftGraphics
import Testing

@Suite struct CellBufferTests {
  let bold = TextStyle(attributes: .bold)
  let red = TextStyle(foreground: .red)

  /// Every cell's text in row `y`, continuations included as "".
  func texts(_ buffer: CellBuffer, row y: Int) -> [String] {
    (0..<buffer.width).map { buffer[$0, y].text }
  }

  // MARK: - Basics

  @Test func newBufferIsBlank() {
    let buffer = CellBuffer(width: 3, height: 2)
    #expect(buffer.width == 3)
    #expect(buffer.height == 2)
    #expect(buffer.bounds == CellRect(x: 0, y: 0, width: 3, height: 2))
    #expect(buffer.lines() == ["   ", "   "])
    #expect(buffer[2, 1] == .blank)
  }

  @Test func negativeSizesClampToZero() {
    let buffer = CellBuffer(width: -3, height: 4)
    #expect(buffer.width == 0)
    #expect(buffer.height == 4)
    #expect(buffer.lines() == ["", "", "", ""])
  }

  @Test func fillingInitialiser() {
    let buffer = CellBuffer(width: 3, height: 1, filling: Cell("x", style: bold))
    #expect(buffer.lines() == ["xxx"])
    #expect(buffer[1, 0].style == bold)
  }

  @Test func outOfRangeReadsBlankAndWritesAreIgnored() {
    var buffer = CellBuffer(width: 2, height: 2, filling: Cell("."))
    buffer[5, 0] = Cell("x")
    buffer[-1, 0] = Cell("x")
    buffer[0, 2] = Cell("x")
    #expect(buffer[-1, 0] == .blank)
    #expect(buffer[0, 9] == .blank)
    #expect(buffer.plainText == "..\n..")
  }

  // MARK: - Writing

  @Test func writesASCII() {
    var buffer = CellBuffer(width: 10, height: 2)
    let end = buffer.write("hello", x: 2, y: 1, style: bold)
    #expect(end == 7)
    #expect(buffer.lines() == ["          ", "  hello   "])
    #expect(buffer[2, 1] == Cell("h", style: bold))
    #expect(buffer[7, 1] == .blank)
  }

  @Test func writeClipsToTheClipRect() {
    var buffer = CellBuffer(width: 8, height: 4, filling: Cell("."))
    let clip = CellRect(x: 2, y: 1, width: 4, height: 2)
    let end = buffer.write("abcdefgh", x: 0, y: 1, clip: clip)  // runs past left and right
    buffer.write("above", x: 2, y: 0, clip: clip)
    buffer.write("below", x: 2, y: 3, clip: clip)
    buffer.write("xy", x: 4, y: 2, clip: clip)
    #expect(end == 8)
    #expect(
      buffer.plainText == """
        ........
        ..cdef..
        ....xy..
        ........
        """)
  }

  @Test func writeClipsToTheBuffer() {
    var buffer = CellBuffer(width: 5, height: 1)
    #expect(buffer.write("abc", x: -1, y: 0) == 2)
    #expect(buffer.write("wxyz", x: 3, y: 0) == 7)
    #expect(buffer.write("nope", x: 0, y: 1) == 4)
    #expect(buffer.lines() == ["bc wx"])
  }

  @Test func returnsTheColumnAfterSanitisedText() {
    var buffer = CellBuffer(width: 10, height: 1)
    #expect(buffer.write("a\tb", x: 1, y: 0) == 4)
    #expect(buffer.write("你好", x: 0, y: 0) == 4)
    #expect(buffer.write("a\u{200B}b", x: 0, y: 0) == 2)
  }

  // MARK: - Graphemes and width

  @Test func emojiTakesTwoCells() {
    var buffer = CellBuffer(width: 4, height: 1)
    #expect(buffer.write("👍x", x: 0, y: 0, style: bold) == 3)
    #expect(texts(buffer, row: 0) == ["👍", "", "x", " "])
    #expect(buffer[1, 0] == Cell("", style: bold))
    #expect(buffer[1, 0].isContinuation)
  }

  @Test func cjkTakesTwoCellsEach() {
    var buffer = CellBuffer(width: 5, height: 1)
    #expect(buffer.write("你好", x: 0, y: 0) == 4)
    #expect(texts(buffer, row: 0) == ["你", "", "好", "", " "])
    #expect(buffer.plainText == "你好")
  }

  @Test func combiningMarkStaysInItsCell() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("e\u{301}x", x: 0, y: 0) == 2)
    #expect(buffer[0, 0].text.unicodeScalars.map(\.value) == [0x65, 0x301])
    #expect(buffer[1, 0].text == "x")
    #expect(buffer[2, 0] == .blank)
  }

  @Test func leadingCombiningMarkIsDropped() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("\u{301}ab", x: 0, y: 0) == 2)
    #expect(texts(buffer, row: 0) == ["a", "b", " "])
  }

  @Test func zwjFamilyIsOneWideCell() {
    let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write(family + "!", x: 0, y: 0) == 3)
    #expect(texts(buffer, row: 0) == [family, "", "!"])
  }

  @Test func flagsAreWide() {
    var buffer = CellBuffer(width: 4, height: 1)
    #expect(buffer.write("🇯🇵🇫🇷", x: 0, y: 0) == 4)
    #expect(texts(buffer, row: 0) == ["🇯🇵", "", "🇫🇷", ""])
  }

  @Test func zeroWidthSpaceIsSkipped() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("a\u{200B}b", x: 0, y: 0) == 2)
    #expect(buffer.write("\u{200B}", x: 2, y: 0) == 2)
    #expect(texts(buffer, row: 0) == ["a", "b", " "])
  }

  @Test func wideCharacterStraddlingTheClipEdgeBecomesASpace() {
    var buffer = CellBuffer(width: 6, height: 1, filling: Cell("."))
    let clip = CellRect(x: 1, y: 0, width: 3, height: 1)
    #expect(buffer.write("ab你", x: 2, y: 0, style: red, clip: clip) == 6)
    #expect(texts(buffer, row: 0) == [".", ".", "a", "b", ".", "."])

    #expect(buffer.write("a你", x: 2, y: 0, style: red, clip: clip) == 5)
    #expect(texts(buffer, row: 0) == [".", ".", "a", " ", ".", "."])
    #expect(buffer[3, 0] == Cell(" ", style: red))

    // The right half of a wide character cut by the left edge is what shows.
    #expect(buffer.write("你x", x: 0, y: 0, style: red, clip: clip) == 3)
    #expect(texts(buffer, row: 0) == [".", " ", "x", " ", ".", "."])
    #expect(buffer[1, 0] == Cell(" ", style: red))
  }

  @Test func wideCharacterAtTheBufferEdgeBecomesASpace() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("ab你", x: 0, y: 0) == 4)
    #expect(texts(buffer, row: 0) == ["a", "b", " "])
    buffer[2, 0] = Cell("好", style: bold)
    #expect(buffer[2, 0] == Cell(" ", style: bold))
  }

  @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("你好", x: 0, y: 0, style: red)
    buffer.write("x", x: 2, y: 0)
    #expect(texts(buffer, row: 0) == ["你", "", "x", " "])
    #expect(buffer[3, 0] == Cell(" ", style: red))
  }

  @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("你好", x: 0, y: 0, style: red)
    buffer[1, 0] = Cell("x")
    #expect(texts(buffer, row: 0) == [" ", "x", "好", ""])
    #expect(buffer[0, 0] == Cell(" ", style: red))
  }

  @Test func wideCharacterOverlappingTwoOthersBlanksBothOrphans() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("你好", x: 0, y: 0)
    buffer.write("世", x: 1, y: 0)
    #expect(texts(buffer, row: 0) == [" ", "世", "", " "])
  }

  @Test func settingAContinuationKeepsItOnlyAfterAWideCharacter() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("你", x: 0, y: 0)
    buffer[1, 0] = Cell("", style: bold)
    buffer[3, 0] = Cell("", style: bold)
    #expect(texts(buffer, row: 0) == ["你", "", " ", " "])
    #expect(buffer[1, 0] == Cell("", style: bold))
    #expect(buffer[3, 0] == Cell(" ", style: bold))
  }

  @Test func copyingCellByCellReproducesTheBuffer() {
    let source = CellBuffer(lines: ["a你b", "👍 c"], style: red)
    var copy = CellBuffer(width: source.width, height: source.height)
    for y in 0..<source.height {
      for x in 0..<source.width {
        copy[x, y] = source[x, y]
      }
    }
    #expect(copy == source)
  }

  @Test func subscriptKeepsOneGrapheme() {
    var buffer = CellBuffer(width: 2, height: 1)
    buffer[0, 0] = Cell("xyz")
    buffer[1, 0] = Cell("\u{200B}")
    #expect(texts(buffer, row: 0) == ["x", " "])
  }

  @Test func controlCharactersNeverReachACell() {
    var buffer = CellBuffer(width: 30, height: 3)
    buffer.write("\u{1B}[31mred\u{7}\u{0}\u{7F}\u{9B}2J\u{85}\r\n\t|", x: 0, y: 0)
    buffer.write("\u{202E}evil\u{1B}]0;title\u{7}", x: 0, y: 1)
    buffer[0, 2] = Cell("\u{1B}")
    buffer[1, 2] = Cell("\u{7}")
    buffer[2, 2] = Cell("\u{0}")
    buffer[3, 2] = Cell("\u{7F}")
    buffer[4, 2] = Cell("\u{9B}")
    buffer.fill(CellRect(x: 5, y: 2, width: 2, height: 1), with: Cell("\u{1B}"))
    var forbidden: [UInt32] = []
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        for scalar in buffer[x, y].text.unicodeScalars
        where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          forbidden.append(scalar.value)
        }
      }
    }
    #expect(forbidden == [])
    #expect(
      buffer.plainText == """
        ␛[31mred␇␀␡\u{FFFD}2J\u{FFFD}␍␊ |
        evil␛]0;title␇
        ␛␇␀␡\u{FFFD}␛␛
        """)
  }

  // MARK: - Whole-buffer operations

  @Test func linesRoundTripThroughPlainText() {
    let buffer = CellBuffer(lines: ["hello", "你好 x", "e\u{301}", ""])
    #expect(buffer.width == 6)
    #expect(buffer.height == 4)
    #expect(buffer.plainText == "hello\n你好 x\ne\u{301}\n")
    #expect(buffer.lines() == ["hello ", "你好 x", "e\u{301}     ", "      "])
    let reparsed = buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(CellBuffer(lines: reparsed.map(String.init)) == buffer)
  }

  @Test func linesInitialiserStylesOnlyTheText() {
    let buffer = CellBuffer(lines: ["ab", "c"], style: bold)
    #expect(buffer[1, 0] == Cell("b", style: bold))
    #expect(buffer[1, 1] == .blank)
  }

  @Test func fillIsClippedToTheBuffer() {
    var buffer = CellBuffer(width: 4, height: 3)
    buffer.fill(CellRect(x: 2, y: -1, width: 5, height: 3), with: Cell("#", style: bold))
    #expect(
      buffer.plainText == """
          ##
          ##

        """)
    #expect(buffer[3, 1] == Cell("#", style: bold))
    buffer.fill(CellRect(x: 0, y: 0, width: 3, height: 1))
    #expect(buffer.lines()[0] == "   #")
  }

  @Test func fillWithAWideCellLaysOutPairs() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.fill(buffer.bounds, with: Cell("你"))
    #expect(texts(buffer, row: 0) == ["你", "", "你", "", " "])
  }

  /// A fill's edges can cut a wide character in two; the half left outside becomes a blank.
  @Test func fillBlanksTheHalvesOfWideCharactersItCuts() {
    var buffer = CellBuffer(lines: ["你a好b"])
    buffer.fill(CellRect(x: 1, y: 0, width: 3, height: 1), with: Cell("-", style: bold))
    #expect(texts(buffer, row: 0) == [" ", "-", "-", "-", " ", "b"])
    #expect(buffer[1, 0].style == bold)
    #expect(buffer[4, 0].style == .plain)
  }

  /// Text written keeping backgrounds takes the style's colours and attributes but leaves each
  /// cell's background as it was: both halves of a wide character, and ASCII.
  @Test func writingKeepingTheBackgroundLeavesEachCellsBackground() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.fill(CellRect(x: 0, y: 0, width: 2, height: 1), with: Cell(" ", style: TextStyle(background: .blue)))
    buffer.fill(CellRect(x: 2, y: 0, width: 2, height: 1), with: Cell(" ", style: TextStyle(background: .green)))
    let red = TextStyle(foreground: .red, background: .yellow, attributes: .bold)
    buffer.write("a你b", x: 0, y: 0, style: red, keepingBackground: true)
    #expect(texts(buffer, row: 0) == ["a", "你", "", "b", " "])
    #expect((0..<5).map { buffer[$0, 0].style.background } == [.blue, .blue, .green, .green, .default])
    #expect((0..<4).allSatisfy { buffer[$0, 0].style.foreground == .red && buffer[$0, 0].style.attributes == .bold })
    buffer.write("xy", x: 3, y: 0, style: red, keepingBackground: true)
    #expect((3..<5).map { buffer[$0, 0].style.background } == [.green, .default])
    buffer.write("xy", x: 3, y: 0, style: red)
    #expect(buffer[3, 0].style == red)
  }

  @Test func setStyleKeepsText() {
    var buffer = CellBuffer(lines: ["abcd"])
    buffer.setStyle(bold, in: CellRect(x: 1, y: 0, width: 2, height: 5))
    #expect(buffer.lines() == ["abcd"])
    #expect(buffer[0, 0].style == .plain)
    #expect(buffer[1, 0] == Cell("b", style: bold))
    #expect(buffer[2, 0] == Cell("c", style: bold))
    #expect(buffer[3, 0].style == .plain)
  }

  @Test func modifyStyleRestylesWideCharactersWhole() {
    var buffer = CellBuffer(lines: ["你a好"])
    buffer.modifyStyle(in: CellRect(x: 1, y: 0, width: 3, height: 1)) {
      $0.attributes.insert(.underline)
      $0.foreground = .red
    }
    let underlined = TextStyle(foreground: .red, attributes: .underline)
    #expect(buffer.lines() == ["你a好"])
    #expect((0..<5).map { buffer[$0, 0].style } == Array(repeating: underlined, count: 5))
  }

  @Test func resizeKeepsTheOverlap() {
    var buffer = CellBuffer(lines: ["abcd", "efgh"])
    buffer.resize(width: 3, height: 3)
    #expect(buffer.width == 3)
    #expect(buffer.height == 3)
    #expect(buffer.lines() == ["abc", "efg", "   "])
    buffer.resize(width: 5, height: 1)
    #expect(buffer.lines() == ["abc  "])
    buffer.resize(width: -2, height: 1)
    #expect(buffer.width == 0)
    #expect(buffer.lines() == [""])
  }

  @Test func resizeThroughAWideCharacterLeavesASpace() {
    var buffer = CellBuffer(lines: ["a你"], style: bold)
    buffer.resize(width: 2, height: 1)
    #expect(texts(buffer, row: 0) == ["a", " "])
    #expect(buffer[1, 0] == Cell(" ", style: bold))
  }
}
