import Foundation
import GraftGraphics
import Testing

@Suite struct RasterFillTests {
  let rect = path { $0.addRect(PathRect(x: 1.5, y: 0.5, width: 5, height: 2)) }
  let overlapping = path {
    $0.addRect(PathRect(x: 0, y: 0, width: 6, height: 2))
    $0.addRect(PathRect(x: 3, y: 1, width: 6, height: 2))
  }

  @Test func quadrantsGiveARectangleHalfCellEdges() {
    let buffer = draw(8, 3) { $0.fill(rect, with: .color(.blue), technique: .quadrants) }
    #expect(
      picture(buffer) == """
         ▗▄▄▄▄▖
         ▐████▌
         ▝▀▀▀▀▘
        """)
  }

  @Test func halfBlocksSampleCellCentresAcross() {
    let buffer = draw(8, 3) { $0.fill(rect, with: .color(.blue), technique: .halfBlocks) }
    #expect(
      picture(buffer) == """
         ▄▄▄▄▄
         █████
         ▀▀▀▀▀
        """)
  }

  @Test func withoutUnicodeCellsAreFilledWhereTheirCentreIsCovered() {
    let hashes = draw(8, 3) { $0.fill(rect, with: .color(.default), technique: .forFills(unicode: false)) }
    #expect(picture(hashes) == " #####\n #####")
    let colored = draw(8, 3) { $0.fill(rect, with: .color(.red), technique: .cells) }
    #expect(colored.lines() == ["        ", "        ", "        "])
    #expect(colored[1, 0].style.background == .red)
    #expect(colored[5, 1].style.background == .red)
    #expect(colored[6, 0].style.background == .default)
    #expect(colored[1, 2].style.background == .default)
  }

  @Test func nonZeroFillsWhereSquaresOverlap() {
    let buffer = draw(10, 3) { $0.fill(overlapping, with: .color(.default), technique: .quadrants) }
    #expect(
      picture(buffer) == """
        ██████
        █████████
           ██████
        """)
  }

  @Test func evenOddLeavesTheOverlapEmpty() {
    let buffer = draw(10, 3) {
      $0.fill(overlapping, with: .color(.default), rule: .evenOdd, technique: .quadrants)
    }
    #expect(
      picture(buffer) == """
        ██████
        ███   ███
           ██████
        """)
  }

  @Test func aPentagramsCentreIsInsideOnlyUnderNonZero() {
    let star = polyline(
      (0..<5).map { index in
        let angle = -Double.pi / 2 + Double(index) * 4 * .pi / 5
        return (10 + 9 * cos(angle), 5 + 5 * sin(angle))
      }, closed: true)
    let nonZero = draw(20, 10) { $0.fill(star, with: .color(.default), technique: .halfBlocks) }
    let evenOdd = draw(20, 10) {
      $0.fill(star, with: .color(.default), rule: .evenOdd, technique: .halfBlocks)
    }
    #expect(
      picture(nonZero) == """

                 ██
                ▄██▄
          ▄▄▄▄▄▄████▄▄▄▄▄▄
           ▀▀██████████▀▀
              ▀██████▀
              ████████
             ▄██▀  ▀██▄
             ▀▀      ▀▀
        """)
    #expect(
      picture(evenOdd) == """

                 ██
                ▄██▄
          ▄▄▄▄▄▄▀▀▀▀▄▄▄▄▄▄
           ▀▀██▀    ▀██▀▀
              ▀      ▀
              ██▄▄▄▄██
             ▄██▀  ▀██▄
             ▀▀      ▀▀
        """)
  }

  @Test func clippingToARectangleKeepsDotsWhoseCentresAreInside() {
    let big = path { $0.addRect(PathRect(x: 0, y: 0, width: 10, height: 4)) }
    let buffer = draw(10, 4) {
      $0.fill(
        big, with: .color(.default), technique: .quadrants,
        clip: RasterClip(rect: PathRect(x: 2.5, y: 1, width: 4, height: 2)))
    }
    #expect(picture(buffer) == "\n  ▐███▌\n  ▐███▌")
  }

  @Test func clippingToAPathMasksByItsCoverage() {
    let big = path { $0.addRect(PathRect(x: 0, y: 0, width: 10, height: 4)) }
    let circle = path { $0.addEllipse(in: PathRect(x: 0, y: 0, width: 10, height: 4)) }
    let buffer = draw(10, 4) {
      $0.fill(big, with: .color(.default), technique: .quadrants, clip: RasterClip(paths: [.init(circle)]))
    }
    #expect(
      picture(buffer) == """
         ▄▟████▙▄
        ▟████████▙
        ▜████████▛
         ▀▜████▛▀
        """)
  }

  @Test func aCanvasClipCombinesRectangleAndPath() {
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 4, height: 1), technique: .cells)
    canvas.clip(to: PathRect(x: 1, y: 0, width: 3, height: 1))
    canvas.clip(to: path { $0.addRect(PathRect(x: 0, y: 0, width: 3, height: 1)) })
    canvas.fill(path { $0.addRect(PathRect(x: 0, y: 0, width: 4, height: 1)) }, with: .color(.default))
    #expect(canvas.dotPicture == ".##.")
    canvas.resetClip()
    canvas.fill(path { $0.addRect(PathRect(x: 0, y: 0, width: 4, height: 1)) }, with: .color(.default))
    #expect(canvas.dotPicture == "####")
  }

  @Test func openSubpathsAreFilledAsIfClosed() {
    // The closing edge runs from (4, 2) back to (0, 0).
    let triangle = polyline([(0, 0), (4, 0), (4, 2)])
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 4, height: 2), technique: .cells)
    canvas.fill(triangle, with: .color(.default))
    #expect(canvas.dotPicture == ".###\n...#")
  }

  @Test func theCanvasOnlyCoversWhatTheDrawingCanTouch() {
    let area = DotCanvas.area(
      covering: PathRect(x: 2.5, y: 1.2, width: 3, height: 1), outset: 0.5,
      within: CellRect(x: 0, y: 0, width: 80, height: 24))
    #expect(area == CellRect(x: 2, y: 0, width: 4, height: 3))
    let clamped = DotCanvas.area(
      covering: PathRect(x: -1e300, y: -5, width: 2e300, height: 1e9), outset: 1,
      within: CellRect(x: 0, y: 0, width: 80, height: 24))
    #expect(clamped == CellRect(x: 0, y: 0, width: 80, height: 24))
  }
}
