import Foundation
import GraftGraphics
import GraftKit
import Testing

/// A view that draws with `body` in its `draw(_:)`.
@MainActor
private final class DrawingView: UIView {
  var body: (CGContext, CGRect) -> Void = { _, _ in }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    body(context, bounds)
  }
}

@Suite @MainActor struct CGContextDrawingTests {
  private func draw(width: Int, height: Int, _ body: @escaping (CGContext, CGRect) -> Void) -> CellBuffer {
    let window = makeWindow(width: width, height: height)
    let view = DrawingView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.body = body
    window.addSubview(view)
    return window.render()
  }

  @Test func aStrokedBezierRectangleDrawsItsOutlineInBraille() {
    let frame = draw(width: 6, height: 3) { _, bounds in
      UIColor.green.setStroke()
      let path = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 0.25
      path.stroke()
    }
    // NB: A hairline lights the dot holding the line: x = 0.5 is a cell's right column, and
    // y = 0.5 its third row of dots.
    #expect(frame.plainText == "⢠⠤⠤⠤⠤⢤\n⢸    ⢸\n⠸⠤⠤⠤⠤⠜")
    #expect(frame[0, 0].style.foreground == .rgb(0, 255, 0))
  }

  @Test func aFilledBezierOvalDrawsInBlocksAndEvenOddLeavesAHole() {
    let frame = draw(width: 6, height: 3) { _, bounds in
      UIColor.red.setFill()
      UIBezierPath(ovalIn: bounds).fill()
    }
    #expect(frame[3, 1].style.background == .rgb(255, 0, 0))
    #expect(frame[0, 0].style.background == .default, "the corner cell is mostly outside the oval")
    #expect(frame[0, 0].text != " ")
    let holed = draw(width: 6, height: 3) { context, bounds in
      context.setFillColor(UIColor.blue.cgColor)
      context.addRect(bounds)
      context.addRect(CGRect(x: 2, y: 1, width: 2, height: 1))
      context.fillPath(using: .evenOdd)
    }
    #expect(holed[1, 1].style.background == .rgb(0, 0, 255))
    #expect(holed[2, 1] == .blank)
  }

  @Test func saveAndRestoreBringBackTheColourAndTranslateMovesTheDrawing() {
    let frame = draw(width: 6, height: 1) { context, _ in
      context.setFillColor(UIColor.red.cgColor)
      context.saveGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.translateBy(x: 3, y: 0)
      context.fillEllipse(in: CGRect(x: 0, y: 0, width: 0, height: 0))
      context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
      context.fillPath()
      context.restoreGState()
      context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
      context.fillPath()
    }
    #expect(frame[0, 0].style.background == .rgb(255, 0, 0))
    #expect(frame[3, 0].style.background == .rgb(0, 0, 255))
    #expect(frame[1, 0] == .blank)
  }

  @Test func aClipLimitsAStrokeAndADashedLineHasGaps() {
    let frame = draw(width: 8, height: 1) { context, _ in
      context.setStrokeColor(UIColor.white.cgColor)
      context.setLineWidth(0.25)
      context.setLineDash(phase: 0, lengths: [1, 1])
      context.clip(to: CGRect(x: 0, y: 0, width: 6, height: 1))
      context.move(to: CGPoint(x: 0, y: 0.5))
      context.addLine(to: CGPoint(x: 8, y: 0.5))
      context.strokePath()
    }
    #expect(frame.plainText == "⠤ ⠤ ⠤")
  }

  @Test func aRectangleFillFollowsTheTransformAndTheClip() {
    let frame = draw(width: 8, height: 1) { context, _ in
      UIColor.red.setFill()
      context.translateBy(x: 2, y: 0)
      UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
      context.clip(to: CGRect(x: 4, y: 0, width: 1, height: 1))
      UIRectFill(CGRect(x: 3, y: 0, width: 3, height: 1))
    }
    #expect(frame[1, 0].style.background == .default)
    #expect(frame[2, 0].style.background == .rgb(255, 0, 0))
    #expect(frame[3, 0].style.background == .rgb(255, 0, 0))
    #expect(frame[4, 0].style.background == .default)
    #expect(frame[6, 0].style.background == .rgb(255, 0, 0), "the clip is translated as well")
    #expect(frame[5, 0].style.background == .default)
    #expect(frame[7, 0].style.background == .default)
  }
}
