import GraftGraphics
import Testing

@Suite struct RasterColorTests {
  let wholeCell = path { $0.addRect(PathRect(x: 0, y: 0, width: 1, height: 1)) }

  @Test func aSolidCellBecomesASpaceOnItsColour() {
    let buffer = draw(3, 1) {
      $0.fill(
        path { $0.addRect(PathRect(x: 1, y: 0, width: 1, height: 1)) }, with: .color(.red),
        technique: .quadrants)
    }
    #expect(buffer[1, 0] == Cell(" ", style: TextStyle(background: .red)))
    #expect(buffer[0, 0] == .blank)
    #expect(buffer[2, 0] == .blank)
  }

  @Test func quadrantsShowTwoColoursInOneCell() {
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 1, height: 1), technique: .quadrants)
    canvas.fill(wholeCell, with: .color(.blue))
    canvas.fill(path { $0.addRect(PathRect(x: 0, y: 0, width: 0.5, height: 1)) }, with: .color(.red))
    var buffer = CellBuffer(width: 1, height: 1)
    canvas.render(into: &buffer)
    // Two dots each: the earlier dot's colour (red, top left) leads.
    #expect(buffer[0, 0] == Cell("▌", style: TextStyle(foreground: .red, background: .blue)))
  }

  @Test func aPartlyCoveredBlockCellKeepsTheCellsBackground() {
    var buffer = CellBuffer(width: 1, height: 1, filling: Cell(" ", style: TextStyle(background: .green)))
    buffer.fill(
      path { $0.addRect(PathRect(x: 0, y: 0.5, width: 1, height: 0.5)) }, with: .color(.red),
      technique: .halfBlocks)
    #expect(buffer[0, 0] == Cell("▄", style: TextStyle(foreground: .red, background: .green)))
  }

  @Test func brailleKeepsTheColourCoveringMostDots() {
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 1, height: 1), technique: .braille)
    canvas.stroke(polyline([(0, 0.1), (1, 0.1)]), style: hairline, with: .color(.red))
    canvas.stroke(polyline([(0, 0.6), (1, 0.6)]), style: hairline, with: .color(.blue))
    canvas.stroke(polyline([(0, 0.9), (1, 0.9)]), style: hairline, with: .color(.blue))
    var buffer = CellBuffer(width: 1, height: 1)
    canvas.render(into: &buffer)
    // Rows 0, 2 and 3 lit; blue covers four dots, red two.
    #expect(buffer[0, 0] == Cell(RasterPicture.brailleRows023, style: TextStyle(foreground: .blue)))
  }

  @Test func brailleAddsItsDotsToAPatternAlreadyInTheCell() {
    var buffer = CellBuffer(width: 1, height: 1)
    buffer.stroke(polyline([(0, 0.1), (1, 0.1)]), style: hairline, with: .color(.red), technique: .braille)
    #expect(buffer[0, 0].text == "⠉")
    buffer.stroke(polyline([(0, 0.9), (1, 0.9)]), style: hairline, with: .color(.blue), technique: .braille)
    #expect(buffer[0, 0] == Cell("⣉", style: TextStyle(foreground: .blue)))
  }

  @Test func strokesLeaveTextAndFillsColourItsBackground() {
    var buffer = CellBuffer(width: 5, height: 1)
    buffer.write("ab", x: 1, y: 0, style: TextStyle(foreground: .white))
    let bar = path { $0.addRect(PathRect(x: 0, y: 0, width: 5, height: 1)) }
    buffer.stroke(polyline([(0, 0.5), (5, 0.5)]), style: hairline, with: .color(.red), technique: .braille)
    #expect(buffer.lines() == ["⠤ab⠤⠤"])
    buffer.fill(bar, with: .color(.blue), technique: .quadrants)
    #expect(buffer.lines() == [" ab  "])
    #expect(buffer[1, 0] == Cell("a", style: TextStyle(foreground: .white, background: .blue)))
    #expect(buffer[0, 0].style.background == .blue)
    // A stroke over a filled area draws on the fill's colour.
    buffer.stroke(polyline([(0, 0.5), (5, 0.5)]), style: hairline, with: .color(.red), technique: .braille)
    #expect(buffer[4, 0] == Cell("⠤", style: TextStyle(foreground: .red, background: .blue)))
    // Text written later wins.
    buffer.write("Z", x: 4, y: 0)
    #expect(buffer[4, 0].text == "Z")
  }

  @Test func textKeepsItsBackgroundUnlessHalfItsCellIsCovered() {
    var buffer = CellBuffer(width: 2, height: 1)
    buffer.write("xy", x: 0, y: 0)
    buffer.fill(
      path { $0.addRect(PathRect(x: 0, y: 0, width: 1.5, height: 0.5)) }, with: .color(.red),
      technique: .quadrants)
    // Cell 0: two of four dots; cell 1: one of four.
    #expect(buffer[0, 0] == Cell("x", style: TextStyle(background: .red)))
    #expect(buffer[1, 0] == Cell("y"))
  }

  @Test func opacityBlendsWithAnRGBBackground() {
    var buffer = CellBuffer(width: 2, height: 1, filling: Cell(" ", style: TextStyle(background: .black)))
    buffer[1, 0] = .blank
    let bar = path { $0.addRect(PathRect(x: 0, y: 0, width: 2, height: 1)) }
    buffer.fill(bar, with: .color(.rgb(200, 100, 50)), opacity: 0.5, technique: .quadrants)
    #expect(buffer[0, 0].style.background == .rgb(100, 50, 25))
    // Over the default background half opacity still shows, unblended.
    #expect(buffer[1, 0].style.background == .rgb(200, 100, 50))
  }

  @Test func lowOpacityOverTheDefaultBackgroundShowsNothing() {
    var buffer = CellBuffer(width: 1, height: 1)
    buffer.fill(wholeCell, with: .color(.red), opacity: 0.4, technique: .quadrants)
    #expect(buffer[0, 0] == .blank)
  }

  @Test func theDefaultColourFillsWithFullBlocks() {
    let buffer = draw(1, 1) { $0.fill(wholeCell, with: .color(.default), technique: .quadrants) }
    #expect(buffer[0, 0] == Cell("█"))
  }
}

/// Pictures spelled out where a literal would be unreadable.
enum RasterPicture {
  /// Braille with the top row and the bottom two rows of dots lit, both columns: dots 1, 4,
  /// 3, 6, 7, 8.
  static let brailleRows023 = String(
    Character(Unicode.Scalar(0x2800 + 0x01 + 0x08 + 0x04 + 0x20 + 0x40 + 0x80)!))
}
