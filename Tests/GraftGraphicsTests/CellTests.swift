import GraftGraphics
import Testing

@Suite struct CellTests {
  @Test func blankIsAPlainSpace() {
    #expect(Cell.blank.text == " ")
    #expect(Cell.blank.style == .plain)
    #expect(Cell() == .blank)
  }

  @Test func widths() {
    #expect(Cell("a").width == 1)
    #expect(Cell("你").width == 2)
    #expect(Cell("👍").width == 2)
    #expect(Cell("e\u{301}").width == 1)
    #expect(Cell("").width == 0)
  }

  @Test func continuationIsEmptyText() {
    #expect(Cell("").isContinuation)
    #expect(!Cell(" ").isContinuation)
    #expect(!Cell("你").isContinuation)
  }
}
