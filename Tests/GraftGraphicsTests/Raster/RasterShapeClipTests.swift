import Foundation
import GraftGraphics
import Testing

@Suite struct RasterShapeClipTests {
  /// An ellipse filling a `width` × `height` area at the origin, as a clip.
  func ellipse(_ width: Double, _ height: Double, rule: RasterFillRule = .nonZero) -> RasterClip {
    RasterClip(paths: [RasterClip.Path(path { $0.addEllipse(in: PathRect(x: 0, y: 0, width: width, height: height)) }, rule: rule)])
  }

  /// `buffer` after `body` drew into it and what it drew was clipped to `clip`.
  func clipped(
    _ buffer: CellBuffer, to clip: RasterClip, unicode: Bool = true, _ body: (inout CellBuffer) -> Void
  ) -> CellBuffer {
    var buffer = buffer
    let snapshot = buffer.snapshot(of: buffer.bounds)
    body(&buffer)
    buffer.keep(inside: clip, since: snapshot, unicode: unicode)
    return buffer
  }

  @Test func aColourClippedToAnEllipseShowsAsTheEllipsesFill() {
    let blank = CellBuffer(width: 10, height: 4)
    let clippedColour = clipped(blank, to: ellipse(10, 4)) {
      $0.fill($0.bounds, with: Cell(" ", style: TextStyle(background: .red)))
    }
    let filled = draw(10, 4) {
      $0.fill(path { $0.addEllipse(in: PathRect(x: 0, y: 0, width: 10, height: 4)) }, with: .color(.red), technique: .quadrants)
    }
    #expect(
      picture(clippedColour) == """
         ▄▟████▙▄
        ▟████████▙
        ▜████████▛
         ▀▜████▛▀
        """)
    #expect(clippedColour == filled)
    #expect(clippedColour[0, 0] == .blank)
    #expect(clippedColour[1, 0].style.foreground == .red)
  }

  @Test func textIsKeptWhereItsCellsCentreIsInside() {
    let buffer = clipped(CellBuffer(width: 8, height: 3), to: ellipse(8, 3)) {
      for row in 0..<3 { _ = $0.write("abcdefgh", x: 0, y: row) }
    }
    #expect(
      buffer.lines() == [
        " bcdefg ",
        "abcdefgh",
        " bcdefg ",
      ])
  }

  @Test func whatWasBeneathShowsOutsideTheShape() {
    var beneath = CellBuffer(width: 8, height: 3)
    for row in 0..<3 { _ = beneath.write("........", x: 0, y: row) }
    let buffer = clipped(beneath, to: ellipse(8, 3)) {
      for row in 0..<3 { _ = $0.write("ABCDEFGH", x: 0, y: row) }
    }
    #expect(buffer.lines() == [".BCDEFG.", "ABCDEFGH", ".BCDEFG."])
  }

  @Test func brailleKeepsOnlyTheDotsInside() {
    let full = Cell("⣿", style: TextStyle(foreground: .blue))
    let buffer = clipped(CellBuffer(width: 4, height: 2), to: RasterClip(paths: [RasterClip.Path(polyline([(0, 0), (4, 0), (0, 2)], closed: true))])) {
      $0.fill($0.bounds, with: full)
    }
    // NB: The triangle's edge runs from the top right corner to the bottom left one; a dot
    // stays where its centre is above it.
    #expect(buffer.lines() == ["⣿⣿⠟⠁", "⠟⠁  "])
    #expect(buffer[0, 1].style.foreground == .blue)
  }

  @Test func theEvenOddRuleLeavesAHole() {
    let rings = RasterClip(paths: [
      RasterClip.Path(
        path {
          $0.addRect(PathRect(x: 0, y: 0, width: 6, height: 3))
          $0.addRect(PathRect(x: 2, y: 1, width: 2, height: 1))
        }, rule: .evenOdd)
    ])
    let buffer = clipped(CellBuffer(width: 6, height: 3), to: rings) {
      for row in 0..<3 { _ = $0.write("xxxxxx", x: 0, y: row) }
    }
    #expect(buffer.lines() == ["xxxxxx", "xx  xx", "xxxxxx"])
  }

  @Test func withoutUnicodeEveryCellGoesByItsCentre() {
    let buffer = clipped(CellBuffer(width: 10, height: 4), to: ellipse(10, 4), unicode: false) {
      $0.fill($0.bounds, with: Cell(" ", style: TextStyle(background: .red)))
    }
    let rows = (0..<4).map { y in String((0..<10).map { buffer[$0, y].style.background == .red ? "#" : "." }) }
    #expect(rows == ["..######..", "##########", "##########", "..######.."])
    #expect(buffer.lines().allSatisfy { $0.allSatisfy { $0 == " " } })
  }

  @Test func cellsDrawnOutsideTheSnapshotAreLeftAlone() {
    var buffer = CellBuffer(width: 6, height: 1)
    let snapshot = buffer.snapshot(of: CellRect(x: 0, y: 0, width: 3, height: 1))
    _ = buffer.write("abcdef", x: 0, y: 0)
    buffer.keep(inside: RasterClip(paths: [RasterClip.Path(path { $0.addRect(PathRect(x: 0, y: 0, width: 1, height: 1)) })]), since: snapshot, unicode: true)
    #expect(buffer.lines() == ["a  def"])
  }

  @Test func aWideCharacterGoesByItsFirstCell() {
    let clip = RasterClip(paths: [RasterClip.Path(path { $0.addRect(PathRect(x: 0, y: 0, width: 1, height: 1)) })])
    let buffer = clipped(CellBuffer(width: 4, height: 1), to: clip) { _ = $0.write("日本", x: 0, y: 0) }
    #expect(buffer.lines() == ["日  "])
  }
}
