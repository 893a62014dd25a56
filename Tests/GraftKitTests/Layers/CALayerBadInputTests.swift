import Foundation
import GraftKit
import Testing

@Suite @MainActor struct CALayerBadInputTests {
  @Test func enormousBordersAndRadiiDrawOneCellThick() {
    let window = makeWindow(width: 4, height: 3)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
    view.layer.borderWidth = 1e300
    view.layer.cornerRadius = .infinity
    window.addSubview(view)
    #expect(window.screen() == "╭━━╮\n┃  ┃\n╰━━╯")
    view.layer.borderWidth = .nan
    view.layer.cornerRadius = .nan
    #expect(window.screen() == "\n\n")
  }

  @Test func nonFiniteGeometryIsKeptFiniteAndDrawsNothingWrong() {
    let window = makeWindow(width: 4, height: 2)
    let layer = CALayer()
    layer.backgroundColor = UIColor.red.cgColor
    layer.frame = CGRect(x: CGFloat.nan, y: .infinity, width: 1e300, height: -.infinity)
    #expect(layer.frame.minX.isFinite && layer.frame.minY.isFinite)
    layer.position = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    layer.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
    layer.zPosition = .nan
    window.layer.addSublayer(layer)
    window.render()
    layer.frame = CGRect(x: 1, y: 0, width: 2, height: 1)
    layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    layer.frame = CGRect(x: 1, y: 0, width: 2, height: 1)
    #expect(window.render()[1, 0].style.background == .rgb(255, 0, 0))
  }

  @Test func aLayerAddedToItselfOrToItsDescendantIsNotAdded() {
    let outer = CALayer()
    let inner = CALayer()
    outer.addSublayer(inner)
    outer.addSublayer(outer)
    inner.addSublayer(outer)
    #expect(outer.sublayers == [inner])
    #expect(inner.sublayers == nil)
    #expect(outer.superlayer == nil)
    let view = UIView()
    outer.addSublayer(view.layer)
    #expect(outer.sublayers == [inner], "a view's layer stays with its view")
  }

  @Test func aThousandSublayersDeepOrWideDrawWithoutHanging() {
    let window = makeWindow(width: 20, height: 5)
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    window.addSubview(host)
    var parent = host.layer
    for _ in 0..<1_000 {
      let child = CALayer()
      child.frame = CGRect(x: 0, y: 0, width: 20, height: 5)
      parent.addSublayer(child)
      parent = child
    }
    parent.backgroundColor = UIColor.blue.cgColor
    #expect(window.render()[19, 4].style.background == .rgb(0, 0, 255))
    for index in 0..<1_000 {
      let dot = CALayer()
      dot.frame = CGRect(x: index % 20, y: index / 200, width: 1, height: 1)
      dot.backgroundColor = UIColor.red.cgColor
      host.layer.addSublayer(dot)
    }
    let frame = window.render()
    #expect(frame[0, 0].style.background == .rgb(255, 0, 0))
    #expect(host.layer.sublayers?.count == 1_001)
  }

  @Test func aLayerThatOutlivesItsViewForgetsIt() {
    var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
    let layer = view!.layer
    view = nil
    #expect(layer.delegate == nil)
    layer.backgroundColor = UIColor.red.cgColor
    #expect(layer.backgroundColor == UIColor.red.cgColor)
  }
}
