import GraftGraphics
import Testing

@Suite struct PathGeometryTests {
  @Test func elementsKeepTheirOrderAndPoints() {
    let geometry = path {
      $0.move(to: PathPoint(x: 0, y: 0))
      $0.addLine(to: PathPoint(x: 1, y: 0))
      $0.addQuadCurve(to: PathPoint(x: 2, y: 2), control: PathPoint(x: 2, y: 0))
      $0.addCurve(to: PathPoint(x: 0, y: 2), control1: PathPoint(x: 1, y: 3), control2: PathPoint(x: 0, y: 3))
      $0.closeSubpath()
    }
    #expect(
      geometry.elements == [
        .move(to: PathPoint(x: 0, y: 0)), .line(to: PathPoint(x: 1, y: 0)),
        .quadCurve(to: PathPoint(x: 2, y: 2), control: PathPoint(x: 2, y: 0)),
        .curve(to: PathPoint(x: 0, y: 2), control1: PathPoint(x: 1, y: 3), control2: PathPoint(x: 0, y: 3)),
        .close,
      ])
    #expect(geometry.currentPoint == PathPoint(x: 0, y: 0))
  }

  @Test func aLineAfterACloseStartsAtTheClosedSubpathsStart() {
    var geometry = polyline([(1, 1), (3, 1), (3, 3)], closed: true)
    geometry.addLine(to: PathPoint(x: 5, y: 5))
    #expect(
      geometry.elements.suffix(2) == [.move(to: PathPoint(x: 1, y: 1)), .line(to: PathPoint(x: 5, y: 5))])
  }

  @Test func boundsHoldControlPointsAndSkipNonFinitePoints() {
    let geometry = path {
      $0.move(to: PathPoint(x: 1, y: 2))
      $0.addQuadCurve(to: PathPoint(x: 3, y: 2), control: PathPoint(x: 2, y: -4))
      $0.addLine(to: PathPoint(x: .nan, y: 100))
    }
    #expect(geometry.bounds == PathRect(x: 1, y: -4, width: 2, height: 6))
    #expect(PathGeometry().bounds == nil)
  }

  @Test func transformedMapsEveryPoint() {
    let geometry = polyline([(1, 0), (0, 1)])
    let moved = geometry.transformed(
      by: AffineTransform2D(scaleX: 2, y: 3).concatenating(AffineTransform2D(translationX: 10, y: 20)))
    #expect(moved.points == [PathPoint(x: 12, y: 20), PathPoint(x: 10, y: 23)])
    let turned = geometry.transformed(by: AffineTransform2D(rotationAngle: .pi / 2))
    // A quarter turn with y down takes +x to +y: clockwise on screen.
    #expect(abs(turned.points[0].x) < 1e-12)
    #expect(abs(turned.points[0].y - 1) < 1e-12)
  }

  @Test func containsFollowsTheFillRule() {
    var squares = PathGeometry()
    squares.addRect(PathRect(x: 0, y: 0, width: 4, height: 4))
    squares.addRect(PathRect(x: 1, y: 1, width: 2, height: 2))
    let middle = PathPoint(x: 2, y: 2)
    #expect(squares.contains(middle))
    #expect(!squares.contains(middle, evenOdd: true))
    #expect(squares.contains(PathPoint(x: 0.5, y: 0.5), evenOdd: true))
    #expect(!squares.contains(PathPoint(x: 5, y: 2)))
    #expect(!squares.contains(PathPoint(x: .nan, y: 2)))
  }

  @Test func containsFollowsCurves() {
    var ellipse = PathGeometry()
    ellipse.addEllipse(in: PathRect(x: 0, y: 0, width: 10, height: 4))
    #expect(ellipse.contains(PathPoint(x: 5, y: 2)))
    #expect(ellipse.contains(PathPoint(x: 5, y: 0.05)))
    // Inside the bounding box, outside the curve.
    #expect(!ellipse.contains(PathPoint(x: 0.3, y: 0.3)))
  }

  @Test func arcsSweepClockwiseOnScreenWithGrowingAngles() {
    var arc = PathGeometry()
    arc.addArc(center: PathPoint(x: 0, y: 0), radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // From +x to +y, which is down: a quarter turn clockwise on screen.
    #expect(arc.points.first == PathPoint(x: 1, y: 0))
    let end = arc.points.last!
    #expect(abs(end.x) < 1e-12 && abs(end.y - 1) < 1e-12)
    #expect(arc.bounds!.minY > -1e-9)

    var other = PathGeometry()
    other.addArc(center: PathPoint(x: 0, y: 0), radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    // The long way round, through the top (negative y).
    #expect(other.bounds!.minY < -0.99)
  }

  @Test func roundedRectRadiiThatDoNotFitAreScaledDown() {
    var rect = PathGeometry()
    rect.addRoundedRect(PathRect(x: 0, y: 0, width: 4, height: 2), radii: CornerRadii(uniform: 3))
    // Scaled so the two corners of each side meet: a stadium, still 4 × 2.
    #expect(rect.bounds == PathRect(x: 0, y: 0, width: 4, height: 2))
    #expect(!rect.contains(PathPoint(x: 0.05, y: 0.05)))
    #expect(rect.contains(PathPoint(x: 2, y: 1)))
  }
}
