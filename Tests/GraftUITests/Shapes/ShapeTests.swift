import Foundation
import GraftUI
import Testing

@Suite @MainActor struct ShapeTests {
  @Test func aStrokedCircleIsDrawnInBrailleDots() {
    let (window, _) = host(Circle().stroke(.blue, lineWidth: 1).frame(width: 12, height: 6), width: 12, height: 6)
    #expect(
      window.screen() == """
           ⢀⠔⠉⠉⠢⡀
           ⡜    ⢣
           ⡇    ⢸
           ⡇    ⢸
           ⢣    ⡜
           ⠈⠢⣀⣀⠔⠁
        """)
  }

  @Test func aStrokeBorderLiesInsideTheFrame() {
    let (window, _) = host(Capsule().strokeBorder(.green).frame(width: 12, height: 3), width: 12, height: 3)
    #expect(
      window.screen() == """
        ⢠⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⡄
        ⢸          ⡇
        ⠘⠢⠤⠤⠤⠤⠤⠤⠤⠤⠔⠃
        """)
  }

  @Test func trimmingACircleToHalfDrawsItsLowerHalfAsSwiftUIStartsAtThreeOClock() {
    let (window, _) = host(
      Circle().trim(from: 0, to: 0.5).stroke(.blue).frame(width: 12, height: 6), width: 12, height: 6)
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(3).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    #expect(lines.last == "   ⠈⢦⣀⣀⡴⠁")
  }

  @Test func aCustomShapeDrawsItsPath() {
    struct Triangle: Shape {
      func path(in rect: CGRect) -> Path {
        Path { path in
          path.move(to: CGPoint(x: rect.midX, y: rect.minY))
          path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
          path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
          path.closeSubpath()
        }
      }
    }
    let (window, _) = host(Triangle().stroke(.primary).frame(width: 8, height: 4), width: 8, height: 4)
    let screen = window.screen()
    #expect(screen.split(separator: "\n").count == 4)
    #expect(screen.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || (0x2800...0x28FF).contains($0.value) })
    #expect(screen.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces).count ?? 0 <= 2)
  }

  @Test func aShapeAsABackgroundTakesTheContentsSize() {
    let (window, _) = host(
      Text("Hi").padding(1).background(RoundedRectangle(cornerRadius: 1).stroke(.gray)), width: 6, height: 3)
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[1].contains("Hi"))
  }

  @Test func pathGeometryAnswersAsSwiftUIDoes() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
    #expect(Rectangle().path(in: rect).boundingRect == rect)
    #expect(Circle().path(in: rect).boundingRect == CGRect(x: 3, y: 0, width: 4, height: 4))
    #expect(Path(rect).trimmedPath(from: 0, to: 0.5).currentPoint == CGPoint(x: 10, y: 4))
    #expect(Rectangle().inset(by: 1).path(in: rect).boundingRect == CGRect(x: 1, y: 1, width: 8, height: 2))
  }
}

@Suite @MainActor struct UnevenRoundedRectangleTests {
  @Test func onlyTheRoundedCornersAreCurved() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 2, bottomTrailingRadius: 2)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 6))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 6))
    // NB: The rounded corners start two points in; the square ones are reached by straight
    // lines to the corner points themselves.
    #expect(path.elements.first == .move(to: CGPoint(x: 2, y: 0)))
    #expect(path.elements.contains(.line(to: CGPoint(x: 10, y: 0))))
    #expect(path.elements.contains(.line(to: CGPoint(x: 0, y: 6))))
    #expect(!path.elements.contains(.line(to: CGPoint(x: 10, y: 6))))
    let (window, _) = host(shape.stroke(.primary).frame(width: 10, height: 4), width: 10, height: 4)
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    // NB: The square corners are drawn as corners: the top right and the bottom left are full.
    #expect(lines[0].last != " ")
  }
}

@Suite @MainActor struct CanvasTests {
  @Test func aCanvasStrokesFillsAndDrawsTextInItsSize() {
    var sizes: [CGSize] = []
    let canvas = Canvas { context, size in
      sizes.append(size)
      context.stroke(
        Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 0.25, dy: 0.25)), with: .color(.green))
      context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    let (window, _) = host(canvas.frame(width: 10, height: 4), width: 10, height: 4)
    let screen = window.screen()
    #expect(sizes.last == CGSize(width: 10, height: 4))
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[2].contains("Hi"))
    #expect(screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count >= 10)
  }

  @Test func aTransformedContextDrawsWhereTheTransformSays() {
    let canvas = Canvas { context, _ in
      context.translateBy(x: 5, y: 1)
      context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), with: .color(.red))
      context.draw(Text("X"), at: CGPoint(x: 0, y: 2), anchor: .topLeading)
    }
    let (window, _) = host(canvas.frame(width: 10, height: 4), width: 10, height: 4)
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == "     X")
  }
}
