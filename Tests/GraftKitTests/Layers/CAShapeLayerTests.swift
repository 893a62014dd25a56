import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct CAShapeLayerTests {
  /// The screen of a window with an oval ring drawn by a shape layer, trimmed.
  private func ring(strokeStart: CGFloat = 0, strokeEnd: CGFloat) -> String {
    let window = makeWindow(width: 12, height: 6)
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 5)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.green.cgColor
    ring.strokeStart = strokeStart
    ring.strokeEnd = strokeEnd
    ring.frame = CGRect(x: 1, y: 0, width: 10, height: 5)
    window.layer.addSublayer(ring)
    return window.screen()
  }

  @Test func aCircleWithAStrokeEndOfOneHalfDrawsHalfARing() {
    // NB: An oval starts at its rightmost point and runs clockwise on screen, so the first half
    // is the bottom half.
    // NB: The default one-point line is a one-dot hairline (docs/Drawing.md).
    let bottomHalf = """


       ⡄        ⢠
       ⢣        ⡜
        ⠓⠤⣀⣀⣀⣀⠤⠚

      """
    let topHalf = """
        ⡤⠒⠉⠉⠉⠉⠒⢤
       ⡜        ⢣
       ⠇        ⠘⠄



      """
    #expect(ring(strokeEnd: 0.5) == bottomHalf)
    #expect(ring(strokeStart: 0.5, strokeEnd: 1) == topHalf)
    #expect(
      ring(strokeEnd: 1) == """
          ⡤⠒⠉⠉⠉⠉⠒⢤
         ⡜        ⢣
         ⡇        ⢸
         ⢣        ⡜
          ⠓⠤⣀⣀⣀⣀⠤⠚

        """)
    #expect(ring(strokeStart: 0.6, strokeEnd: 0.4) == "\n\n\n\n\n")
  }

  @Test func theFillDefaultsToTheTerminalsForegroundAndANilFillDrawsNothing() {
    let window = makeWindow(width: 4, height: 2)
    let shape = CAShapeLayer()
    #expect(shape.fillColor == UIColor.label.cgColor)
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1)
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1), transform: nil)
    shape.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
    window.layer.addSublayer(shape)
    #expect(window.screen() == "██\n")
    shape.fillColor = nil
    #expect(window.screen() == "\n")
  }

  @Test func evenOddFillLeavesTheInnerSquareEmpty() {
    let window = makeWindow(width: 6, height: 3)
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 6, height: 3))
    path.addRect(CGRect(x: 2, y: 1, width: 2, height: 1))
    let shape = CAShapeLayer()
    shape.path = path
    shape.fillColor = UIColor.red.cgColor
    shape.fillRule = .evenOdd
    shape.frame = CGRect(x: 0, y: 0, width: 6, height: 3)
    window.layer.addSublayer(shape)
    let frame = window.render()
    #expect(frame[1, 1].style.background == .rgb(255, 0, 0))
    #expect(frame[2, 1].style.background == .default)
    shape.fillRule = .nonZero
    #expect(window.render()[2, 1].style.background == .rgb(255, 0, 0))
  }

  @Test func aDashPatternBreaksTheStroke() {
    let window = makeWindow(width: 10, height: 1)
    let line = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0.5))
    path.addLine(to: CGPoint(x: 10, y: 0.5))
    line.path = path
    line.strokeColor = UIColor.white.cgColor
    line.lineWidth = 0.25
    line.lineDashPattern = [2, 2]
    line.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
    window.layer.addSublayer(line)
    #expect(window.screen() == "⠤⠤  ⠤⠤  ⠤⠤")
  }
}
