import GraftGraphics
import Testing

@Suite struct TextStyleTests {
  @Test func plainIsTheTerminalDefault() {
    #expect(TextStyle.plain.foreground == .default)
    #expect(TextStyle.plain.background == .default)
    #expect(TextStyle.plain.attributes == [])
    #expect(TextStyle() == .plain)
  }

  @Test func attributesAreDistinctBits() {
    let all: [TextStyle.Attributes] = [
      .bold, .dim, .italic, .underline, .inverse, .strikethrough,
    ]
    let combined = all.reduce(into: TextStyle.Attributes()) { $0.formUnion($1) }
    #expect(combined.rawValue == 0b11_1111)
  }

  @Test func stylesCompareByValue() {
    let style = TextStyle(foreground: .red, attributes: [.bold, .underline])
    let reordered = TextStyle(
      foreground: .red, background: .default, attributes: [.underline, .bold])
    #expect(style == reordered)
    #expect(style != TextStyle(foreground: .red, attributes: .bold))
  }
}
