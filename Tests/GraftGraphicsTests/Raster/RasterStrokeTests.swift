import GraftGraphics
import Testing

@Suite struct RasterStrokeTests {
  @Test func aHairlineEllipseOutlineInBraille() {
    let ellipse = path { $0.addEllipse(in: PathRect(x: 0, y: 0, width: 10, height: 3)) }
    let buffer = draw(10, 3) { $0.stroke(ellipse, style: hairline, with: .color(.red), technique: .braille) }
    #expect(
      picture(buffer) == """
        ⣀⠖⠊⠉⠉⠉⠉⠑⠲⣀
        ⡇        ⢸
        ⠉⠦⢄⣀⣀⣀⣀⡠⠴⠉
        """)
  }

  @Test func aDiagonalLightsOneDotPerColumn() {
    let line = polyline([(0, 0), (8, 3)])
    let buffer = draw(8, 3) {
      $0.stroke(line, style: hairline, with: .color(.green), technique: .forStrokes(unicode: true))
    }
    #expect(
      picture(buffer) == """
        ⠑⠢⡀
          ⠈⠑⢄⡀
             ⠈⠢⢄
        """)
  }

  @Test func dashesFollowThePatternAndPhase() {
    let line = polyline([(0, 0.5), (10, 0.5)])
    // 1.5 cells on (three dots), 1 cell off (two dots).
    let dashed = draw(10, 1) {
      $0.stroke(
        line, style: RasterStrokeStyle(lineWidth: 0, dashPattern: [1.5, 1]), with: .color(.green),
        technique: .braille)
    }
    #expect(picture(dashed) == "⠤⠄⠠⠤ ⠤⠄⠠⠤")
    let shifted = draw(10, 1) {
      $0.stroke(
        line, style: RasterStrokeStyle(lineWidth: 0, dashPattern: [1.5, 1], dashPhase: 1),
        with: .color(.green),
        technique: .braille)
    }
    #expect(picture(shifted) == "⠄⠠⠤ ⠤⠄⠠⠤ ⠤")
  }

  @Test func dashesOnAWideLineAreCutAcrossTheLine() {
    let line = polyline([(0, 1), (6, 1)])
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 6, height: 2), technique: .quadrants)
    canvas.stroke(line, style: RasterStrokeStyle(lineWidth: 1, dashPattern: [1, 2]), with: .color(.default))
    #expect(
      canvas.dotPicture == """
        ............
        ##....##....
        ##....##....
        ............
        """)
  }

  @Test func capsDifferPastTheEnds() {
    let segment = polyline([(2, 2), (4, 2)])
    func dots(_ cap: RasterLineCap) -> String {
      var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 6, height: 4), technique: .quadrants)
      canvas.stroke(segment, style: RasterStrokeStyle(lineWidth: 2, lineCap: cap), with: .color(.default))
      return canvas.dotPicture
    }
    #expect(
      dots(.butt) == """
        ............
        ............
        ....####....
        ....####....
        ....####....
        ....####....
        ............
        ............
        """)
    #expect(
      dots(.round) == """
        ............
        ............
        ...######...
        ..########..
        ..########..
        ...######...
        ............
        ............
        """)
    #expect(
      dots(.square) == """
        ............
        ............
        ..########..
        ..########..
        ..########..
        ..########..
        ............
        ............
        """)
  }

  @Test func aButtLineOfOneCellFillsWholeCells() {
    let line = polyline([(2, 1.5), (8, 1.5)])
    let buffer = draw(10, 3) {
      $0.stroke(line, style: RasterStrokeStyle(lineWidth: 1), with: .color(.default), technique: .braille)
    }
    #expect(picture(buffer) == "\n  ⣿⣿⣿⣿⣿⣿")
  }

  @Test func joinsDifferAtTheCorner() {
    let corner = polyline([(1, 1), (4, 2.5), (1, 4)])
    func dots(_ join: RasterLineJoin, miterLimit: Double = 10) -> String {
      var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 7, height: 5), technique: .quadrants)
      canvas.stroke(
        corner, style: RasterStrokeStyle(lineWidth: 1, lineJoin: join, miterLimit: miterLimit),
        with: .color(.default))
      return canvas.dotPicture
    }
    #expect(
      dots(.miter) == """
        ..............
        ..#...........
        ..###.........
        ...####.......
        .....####.....
        .....####.....
        ...####.......
        ..###.........
        ..#...........
        ..............
        """)
    #expect(
      dots(.bevel) == """
        ..............
        ..#...........
        ..###.........
        ...####.......
        .....###......
        .....###......
        ...####.......
        ..###.........
        ..#...........
        ..............
        """)
    // A miter longer than its limit bevels.
    #expect(dots(.miter, miterLimit: 1) == dots(.bevel))
  }

  @Test func aRoundJoinCoversWhatABevelCutsOff() {
    // A right angle: the miter's tip lies √2 half-widths above the corner, the arc's top one.
    let corner = polyline([(1, 6), (5, 2), (9, 6)])
    func count(_ join: RasterLineJoin) -> Int {
      var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 10, height: 8), technique: .braille)
      canvas.stroke(corner, style: RasterStrokeStyle(lineWidth: 2, lineJoin: join), with: .color(.default))
      return canvas.dotPicture.filter { $0 == "#" }.count
    }
    #expect(count(.bevel) < count(.round))
    #expect(count(.round) < count(.miter))
  }

  @Test func aRoundedRectangleOutline() {
    // Inset by half a dot (a quarter cell across, an eighth down): a hairline lights the dot
    // holding each point, so an edge at x = 12 would fall in the thirteenth column.
    let rect = path {
      $0.addRoundedRect(
        PathRect(x: 0.25, y: 0.125, width: 11.5, height: 3.75), radii: CornerRadii(uniform: 1.5))
    }
    let buffer = draw(12, 4) { $0.stroke(rect, style: hairline, with: .color(.default), technique: .braille) }
    #expect(
      picture(buffer) == """
        ⡰⠊⠉⠉⠉⠉⠉⠉⠉⠉⠑⢆
        ⡇          ⢸
        ⡇          ⢸
        ⠱⢄⣀⣀⣀⣀⣀⣀⣀⣀⡠⠎
        """)
  }

  @Test func aClockwiseArcFromZeroToPiIsTheLowerHalf() {
    let arc = path {
      $0.addArc(center: PathPoint(x: 5, y: 2), radius: 2, startAngle: 0, endAngle: .pi, clockwise: true)
    }
    let buffer = draw(10, 5) { $0.stroke(arc, style: hairline, with: .color(.default), technique: .braille) }
    #expect(picture(buffer) == "\n\n   ⡇  ⢸\n   ⠱⣀⣀⠎")
  }

  @Test func hairlinesWithoutUnicodeMarkCells() {
    let line = polyline([(0, 0.5), (5, 0.5), (5, 2.5)])
    let buffer = draw(6, 3) {
      $0.stroke(line, style: hairline, with: .color(.default), technique: .forStrokes(unicode: false))
    }
    #expect(picture(buffer) == "######\n     #\n     #")
  }

  @Test func aStrokeInAFarCornerOfTheBufferOnlyTouchesItsCells() {
    var buffer = CellBuffer(width: 40, height: 20)
    buffer.stroke(
      polyline([(38, 19.5), (40, 19.5)]), style: hairline, with: .color(.default), technique: .braille)
    #expect(buffer[38, 19].text == "⠤")
    #expect(buffer[39, 19].text == "⠤")
    #expect(buffer.plainText.filter { $0 != " " && $0 != "\n" } == "⠤⠤")
  }

  @Test func aWideEllipseRingInQuadrants() {
    let ellipse = path { $0.addEllipse(in: PathRect(x: 1, y: 1, width: 14, height: 6)) }
    let buffer = draw(16, 8) {
      $0.stroke(ellipse, style: RasterStrokeStyle(lineWidth: 1), with: .color(.default), technique: .quadrants)
    }
    #expect(
      picture(buffer) == """
             ▗▄▄▄▄▖
          ▄▟█▛▀▀▀▀▜█▙▄
         ▟▛▘        ▝▜▙
        ▐▛            ▜▌
        ▐▙            ▟▌
         ▜▙▖        ▗▟▛
          ▀▜█▙▄▄▄▄▟█▛▀
             ▝▀▀▀▀▘
        """)
  }

  @Test func aClearedCanvasDrawsAfreshWithItsClip() {
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 3, height: 1), technique: .cells)
    canvas.clip(to: PathRect(x: 0, y: 0, width: 2, height: 1))
    canvas.stroke(polyline([(0, 0.5), (3, 0.5)]), style: hairline, with: .color(.default))
    #expect(canvas.dotPicture == "##.")
    canvas.clear()
    #expect(canvas.dotPicture == "...")
    canvas.stroke(polyline([(1, 0.5), (3, 0.5)]), style: hairline, with: .color(.default))
    #expect(canvas.dotPicture == ".#.")
  }
}
