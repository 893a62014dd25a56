import GraftGraphics
import Testing

@Suite struct RasterGradientTests {
  let redToBlue = [Color.red, .blue]

  @Test func aLinearGradientHitsItsStopsAtItsEnds() {
    let gradient = RasterGradient(
      colors: redToBlue, kind: .linear(start: PathPoint(x: 0, y: 0), end: PathPoint(x: 10, y: 0)))
    #expect(gradient.color(at: PathPoint(x: 0, y: 3)) == .red)
    #expect(gradient.color(at: PathPoint(x: 10, y: -3)) == .blue)
    #expect(gradient.color(at: PathPoint(x: 5, y: 0)) == .rgb(128, 0, 128))
    // Past the ends the end colours extend.
    #expect(gradient.color(at: PathPoint(x: -4, y: 0)) == .red)
    #expect(gradient.color(at: PathPoint(x: 40, y: 0)) == .blue)
  }

  @Test func stopsAtLocationsAreSortedAndInterpolated() {
    let gradient = RasterGradient(
      stops: [
        .init(color: .white, location: 1), .init(color: .black, location: 0),
        .init(color: .red, location: 0.25),
      ],
      kind: .linear(start: .zero, end: PathPoint(x: 1, y: 0)))
    #expect(gradient.stops.map(\.color) == [.black, .red, .white])
    #expect(gradient.color(atLocation: 0.125) == .rgb(128, 0, 0))
    #expect(gradient.color(atLocation: 0.625) == .rgb(255, 128, 128))
  }

  @Test func radialAndAngularGradientsMeasureFromTheirCentre() {
    let radial = RasterGradient(
      colors: redToBlue, kind: .radial(center: PathPoint(x: 5, y: 5), startRadius: 1, endRadius: 3))
    #expect(radial.color(at: PathPoint(x: 5, y: 5.5)) == .red)
    #expect(radial.color(at: PathPoint(x: 7, y: 5)) == .rgb(128, 0, 128))
    #expect(radial.color(at: PathPoint(x: 5, y: 9)) == .blue)
    let angular = RasterGradient(
      colors: redToBlue, kind: .angular(center: .zero, startAngle: 0, endAngle: 2 * .pi))
    #expect(angular.color(at: PathPoint(x: 1, y: 0)) == .red)
    // A quarter turn clockwise on screen is straight down, a quarter of the way round.
    #expect(angular.color(at: PathPoint(x: 0, y: 1)) == .rgb(191, 0, 64))
  }

  @Test func halfBlocksShowTwoGradientColoursPerCell() {
    let gradient = RasterGradient(
      colors: [.black, .white], kind: .linear(start: .zero, end: PathPoint(x: 0, y: 2)))
    var buffer = CellBuffer(width: 1, height: 2)
    buffer.fill(
      path { $0.addRect(PathRect(x: 0, y: 0, width: 1, height: 2)) }, with: .gradient(gradient),
      technique: .forGradients(unicode: true))
    // Dot centres at y = 0.25, 0.75, 1.25 and 1.75: an eighth, three eighths, ...
    #expect(
      buffer[0, 0] == Cell("▀", style: TextStyle(foreground: .rgb(32, 32, 32), background: .rgb(96, 96, 96))))
    #expect(
      buffer[0, 1]
        == Cell("▀", style: TextStyle(foreground: .rgb(159, 159, 159), background: .rgb(223, 223, 223))))
  }

  @Test func quadrantsAverageEachSideOfAGradientCell() {
    let gradient = RasterGradient(
      colors: [.black, .white], kind: .linear(start: .zero, end: PathPoint(x: 1, y: 0)))
    var buffer = CellBuffer(width: 1, height: 1)
    buffer.fill(
      path { $0.addRect(PathRect(x: 0, y: 0, width: 1, height: 1)) }, with: .gradient(gradient),
      technique: .quadrants)
    #expect(
      buffer[0, 0]
        == Cell("▌", style: TextStyle(foreground: .rgb(64, 64, 64), background: .rgb(191, 191, 191))))
  }

  @Test func aGradientStrokeIsColouredAlongTheLine() {
    let gradient = RasterGradient(colors: redToBlue, kind: .linear(start: .zero, end: PathPoint(x: 4, y: 0)))
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.stroke(
      polyline([(0, 0.5), (4, 0.5)]), style: hairline, with: .gradient(gradient), technique: .braille)
    // Two dots a cell, each its own colour: the tie goes to the earlier (left) dot.
    #expect(buffer[0, 0].style.foreground == .rgb(239, 0, 16))
    #expect(buffer[3, 0].style.foreground == .rgb(48, 0, 207))
  }
}
