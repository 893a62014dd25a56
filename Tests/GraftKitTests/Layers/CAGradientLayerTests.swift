import Foundation
import GraftGraphics
import GraftKit
import Testing

@Suite @MainActor struct CAGradientLayerTests {
  /// The colours of a row of cells: a cell of one colour is a space on it.
  private func backgrounds(_ frame: CellBuffer, row: Int, columns: Range<Int>) -> [GraftGraphics.Color] {
    columns.map { frame[$0, row].style.background }
  }

  @Test func aHorizontalGradientRunsFromTheFirstColourToTheLast() {
    let window = makeWindow(width: 10, height: 1)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
    window.layer.addSublayer(gradient)
    let frame = window.render()
    // NB: Each cell shows the colour at its centre: 1/20 of the way in at the first cell.
    #expect(frame[0, 0].style.background == .rgb(242, 0, 13))
    #expect(frame[9, 0].style.background == .rgb(13, 0, 242))
    #expect(frame[0, 0].text == " ")
  }

  @Test func theDefaultGradientRunsTopToBottomInHalfBlocks() {
    let window = makeWindow(width: 2, height: 1)
    let gradient = CAGradientLayer()
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
    gradient.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
    window.layer.addSublayer(gradient)
    let cell = window.render()[0, 0]
    // NB: One row holds two colours, one above the other: the upper half near black, the lower
    // near white.
    #expect(cell.text == "▀" || cell.text == "▄")
    let (upper, lower) =
      cell.text == "▀" ? (cell.style.foreground, cell.style.background) : (cell.style.background, cell.style.foreground)
    #expect(upper == .rgb(64, 64, 64))
    #expect(lower == .rgb(191, 191, 191))
  }

  @Test func locationsPlaceTheStops() {
    let window = makeWindow(width: 4, height: 1)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 0.75, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
    window.layer.addSublayer(gradient)
    let frame = window.render()
    #expect(backgrounds(frame, row: 0, columns: 0..<3) == [.rgb(255, 0, 0), .rgb(255, 0, 0), .rgb(255, 0, 0)])
    #expect(frame[3, 0].style.background == .rgb(128, 0, 128))
  }

  @Test func aRadialGradientIsItsFirstColourAtTheCentre() {
    let window = makeWindow(width: 9, height: 3)
    let gradient = CAGradientLayer()
    gradient.type = .radial
    gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.frame = CGRect(x: 0, y: 0, width: 9, height: 3)
    window.layer.addSublayer(gradient)
    let frame = window.render()
    // NB: The ellipse reaches the bounds' edges, so the centre cell is near white and the
    // corners are past the last stop. Both halves of the centre cell lie as far from the
    // centre, so it is one colour: a space on it.
    #expect(frame[4, 1].text == " ")
    guard case .rgb(let red, _, _) = frame[4, 1].style.background else {
      Issue.record("the centre is not drawn in colour: \(frame[4, 1])")
      return
    }
    #expect(red > 200)
    #expect(frame[0, 0].style.background == .rgb(0, 0, 0))
  }

  @Test func colorsThatAreNotCGColorsDrawNothing() {
    let window = makeWindow(width: 2, height: 1)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red, UIColor.blue]
    gradient.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
    window.layer.addSublayer(gradient)
    #expect(window.render()[0, 0] == .blank)
  }
}
