import GraftGraphics
import Testing

@Suite struct RasterRobustnessTests {
  @Test func nonFinitePointsAreSkipped() {
    let broken = path {
      $0.move(to: PathPoint(x: 0, y: 0.5))
      $0.addLine(to: PathPoint(x: .nan, y: 0.5))
      $0.addLine(to: PathPoint(x: .infinity, y: -.infinity))
      $0.addCurve(to: PathPoint(x: 4, y: 0.5), control1: PathPoint(x: .nan, y: 0), control2: .zero)
      $0.addLine(to: PathPoint(x: 4, y: 0.5))
    }
    let buffer = draw(4, 1) {
      $0.stroke(broken, style: hairline, with: .color(.default), technique: .braille)
    }
    #expect(picture(buffer) == "⠤⠤⠤⠤")
    let filled = draw(4, 1) { $0.fill(broken, with: .color(.default), technique: .quadrants) }
    #expect(picture(filled) == "")
  }

  @Test func hugeCoordinatesCostNoMoreThanSmallOnes() {
    let huge = polyline([(-1e308, 0.5), (1e308, 0.5)])
    let buffer = draw(4, 1) { $0.stroke(huge, style: hairline, with: .color(.default), technique: .braille) }
    #expect(picture(buffer) == "⠤⠤⠤⠤")
    let dashed = draw(4, 1) {
      $0.stroke(
        huge, style: RasterStrokeStyle(lineWidth: 0, dashPattern: [0.5, 0.5]), with: .color(.default),
        technique: .braille)
    }
    #expect(picture(dashed).count == 4)
    let wedge = polyline([(-1e300, -1e300), (1e300, 0), (-1e300, 1e300)], closed: true)
    let filled = draw(4, 2) { $0.fill(wedge, with: .color(.default), technique: .quadrants) }
    #expect(picture(filled) == "████\n████")
  }

  @Test func enormousWidthsAreClampedToTheCanvas() {
    let dot = polyline([(2, 1), (2.1, 1)])
    let buffer = draw(4, 2) {
      $0.stroke(
        dot, style: RasterStrokeStyle(lineWidth: 1e300, lineCap: .round, lineJoin: .round),
        with: .color(.default), technique: .quadrants)
    }
    #expect(picture(buffer) == "████\n████")
    let nothing = draw(4, 2) {
      $0.stroke(
        dot, style: RasterStrokeStyle(lineWidth: .infinity), with: .color(.default), technique: .quadrants)
    }
    #expect(picture(nothing) == "")
  }

  @Test func aMillionPointsFinish() {
    var zigzag = PathGeometry()
    zigzag.reserveCapacity(points: 1_000_000)
    zigzag.move(to: .zero)
    for index in 1..<1_000_000 {
      zigzag.addLine(to: PathPoint(x: Double(index % 997) / 50, y: Double(index % 13) / 3))
    }
    var buffer = CellBuffer(width: 20, height: 5)
    buffer.stroke(zigzag, style: RasterStrokeStyle(lineWidth: 0), with: .color(.default), technique: .braille)
    buffer.fill(zigzag, with: .color(.red), rule: .evenOdd, technique: .quadrants)
    #expect(buffer.lines().joined().contains { $0 != " " })
  }

  @Test func aMillionPointsFarOutsideAreCulledCheaply() {
    var far = PathGeometry()
    far.move(to: PathPoint(x: 1e9, y: 1e9))
    for index in 1..<1_000_000 {
      far.addCurve(
        to: PathPoint(x: 1e9 + Double(index), y: 1e9), control1: PathPoint(x: 1e9, y: 2e9),
        control2: PathPoint(x: 2e9, y: 1e9))
    }
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 10, height: 5), technique: .braille)
    canvas.stroke(far, style: RasterStrokeStyle(lineWidth: 3, dashPattern: [1, 1]), with: .color(.default))
    canvas.fill(far, with: .color(.default))
    #expect(!canvas.dotPicture.contains("#"))
  }

  @Test func emptyAndDegenerateInputDrawsNothing() {
    var buffer = CellBuffer(width: 3, height: 1)
    buffer.fill(PathGeometry(), with: .color(.red), technique: .quadrants)
    buffer.stroke(
      polyline([(1, 0.5)]), style: RasterStrokeStyle(lineWidth: 1), with: .color(.red), technique: .braille)
    buffer.fill(
      path { $0.addRect(PathRect(x: 0, y: 0, width: 3, height: 1)) }, with: .color(.red), opacity: .nan,
      technique: .quadrants)
    var empty = DotCanvas(area: CellRect(x: 0, y: 0, width: -3, height: 2), technique: .braille)
    empty.fill(path { $0.addRect(PathRect(x: 0, y: 0, width: 3, height: 1)) }, with: .color(.red))
    empty.render(into: &buffer)
    #expect(buffer == CellBuffer(width: 3, height: 1))
    #expect(empty.dotsWide == 0)
  }

  @Test func aZeroLengthSegmentWithRoundCapsIsADot() {
    let dot = polyline([(1, 1), (1, 1)])
    var canvas = DotCanvas(area: CellRect(x: 0, y: 0, width: 2, height: 2), technique: .quadrants)
    canvas.stroke(dot, style: RasterStrokeStyle(lineWidth: 1, lineCap: .round), with: .color(.default))
    #expect(canvas.dotPicture == "....\n.##.\n.##.\n....")
    var butt = DotCanvas(area: CellRect(x: 0, y: 0, width: 2, height: 2), technique: .quadrants)
    butt.stroke(dot, style: RasterStrokeStyle(lineWidth: 1), with: .color(.default))
    #expect(!butt.dotPicture.contains("#"))
  }
}
