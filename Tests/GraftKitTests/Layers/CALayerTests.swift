import Foundation
import GraftGraphics
import GraftKit
import Testing

/// A view that counts how often it draws and fills its bounds with a letter.
@MainActor
private final class CountingView: UIView {
  var draws = 0

  override func draw(_ rect: CGRect) {
    draws += 1
    for y in 0..<Int(bounds.height) {
      String(repeating: "x", count: Int(bounds.width)).draw(at: CGPoint(x: 0, y: y))
    }
  }
}

@Suite @MainActor struct CALayerTests {
  @Test func aBorderWithACornerRadiusDrawsARoundedBoxInTheBorderColour() {
    let window = makeWindow(width: 8, height: 4)
    let view = UIView(frame: CGRect(x: 1, y: 0, width: 6, height: 3))
    view.layer.borderWidth = 1
    view.layer.borderColor = UIColor.red.cgColor
    view.layer.cornerRadius = 4
    window.addSubview(view)
    let frame = window.render()
    #expect(
      frame.plainText == """
         ╭────╮
         │    │
         ╰────╯

        """)
    for (x, y) in [(1, 0), (3, 0), (6, 0), (1, 1), (6, 1), (1, 2), (6, 2)] {
      #expect(frame[x, y].style.foreground == .rgb(255, 0, 0), "cell \(x), \(y)")
    }
    #expect(frame[3, 1].style.foreground == .default)
  }

  @Test func aWidthOfTwoDrawsHeavyLinesAndMaskedCornersChooseWhichAreRound() {
    let window = makeWindow(width: 6, height: 3)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
    view.layer.borderWidth = 2
    window.addSubview(view)
    #expect(window.screen() == "┏━━━━┓\n┃    ┃\n┗━━━━┛")
    view.layer.borderWidth = 1
    view.layer.cornerRadius = 1
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    #expect(window.screen() == "╭────┐\n│    │\n└────╯")
  }

  @Test func theBorderDrawsOverTheContentAndTheSubviews() {
    let window = makeWindow(width: 6, height: 3)
    let card = CountingView(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
    let label = UILabel(frame: CGRect(x: 0, y: 1, width: 6, height: 1))
    label.text = "labels"
    card.addSubview(label)
    card.layer.borderWidth = 1
    window.addSubview(card)
    #expect(window.screen() == "┌────┐\n│abel│\n└────┘")
  }

  @Test func aRoundedBackgroundWithoutABorderLeavesTheCornersOuterQuarters() {
    let window = makeWindow(width: 6, height: 3)
    window.backgroundColor = .white
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 3))
    view.backgroundColor = .blue
    view.layer.cornerRadius = 8
    window.addSubview(view)
    let frame = window.render()
    #expect(frame.plainText == "▟    ▙\n\n▜    ▛")
    #expect(frame[0, 0].style.foreground == .rgb(0, 0, 255))
    #expect(frame[0, 0].style.background == .rgb(255, 255, 255), "the corner shows what is beneath")
    #expect(frame[1, 0].style.background == .rgb(0, 0, 255))
    view.layer.cornerRadius = 0
    #expect(window.screen() == "\n\n")
  }

  @Test func theLayersBackgroundColourIsTheViewsBothWays() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    view.backgroundColor = .green
    #expect(view.layer.backgroundColor == UIColor.green.cgColor)
    view.layer.backgroundColor = UIColor.red.cgColor
    #expect(view.backgroundColor == .red)
    view.layer.backgroundColor = nil
    #expect(view.backgroundColor == nil)

    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.isHidden = true
    #expect(view.layer.isHidden)
    view.layer.frame = CGRect(x: 2, y: 1, width: 6, height: 2)
    #expect(view.frame == CGRect(x: 2, y: 1, width: 6, height: 2))
    #expect(view.layer.position == CGPoint(x: 5, y: 2))
    #expect(view.layer.delegate === view)
    #expect(view.layer === view.layer, "one layer per view")
  }

  @Test func aSublayerDrawsItsFrameInTheViewBeforeTheSubviews() {
    let window = makeWindow(width: 8, height: 3)
    let container = UIView(frame: CGRect(x: 1, y: 0, width: 7, height: 3))
    let badge = CALayer()
    badge.frame = CGRect(x: 2, y: 1, width: 3, height: 1)
    badge.backgroundColor = UIColor.red.cgColor
    container.layer.addSublayer(badge)
    let label = UILabel(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
    label.text = "abcd"
    container.addSubview(label)
    window.addSubview(container)
    let frame = window.render()
    #expect(badge.superlayer === container.layer)
    #expect(container.layer.sublayers?.count == 1)
    #expect(frame[3, 1].style.background == .rgb(255, 0, 0))
    #expect(frame[3, 1].text == "c", "the subview's text draws over the sublayer")
    #expect(frame[5, 1].style.background == .rgb(255, 0, 0))
    #expect(frame[6, 1].style.background == .default)

    badge.removeFromSuperlayer()
    #expect(window.render()[5, 1].style.background == .default)
  }

  @Test func changingASublayerRedrawsOnlyItsCells() {
    let window = makeWindow(width: 20, height: 4)
    let top = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let host = UIView(frame: CGRect(x: 0, y: 2, width: 20, height: 2))
    let dot = CALayer()
    dot.frame = CGRect(x: 3, y: 1, width: 2, height: 1)
    dot.backgroundColor = UIColor.red.cgColor
    host.layer.addSublayer(dot)
    window.addSubview(top)
    window.addSubview(host)
    window.render()
    #expect(top.draws == 1)

    dot.backgroundColor = UIColor.blue.cgColor
    let frame = window.render()
    #expect(frame[3, 3].style.background == .rgb(0, 0, 255))
    #expect(top.draws == 1, "a view the layer does not cover is not drawn again")

    window.render()
    dot.frame.origin.y = -2
    let moved = window.render()
    #expect(top.draws == 2, "moving the layer over another view draws that view again")
    #expect(moved[3, 0].style.background == .rgb(0, 0, 255), "an unclipped sublayer draws outside its view")
    #expect(moved[3, 3].style.background == .default, "what the layer left is repainted")
  }

  @Test func sublayersDrawInOrderOfZPositionThenOfAddition() {
    let window = makeWindow(width: 4, height: 1)
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    let red = CALayer()
    red.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
    red.backgroundColor = UIColor.red.cgColor
    let blue = CALayer()
    blue.frame = CGRect(x: 1, y: 0, width: 3, height: 1)
    blue.backgroundColor = UIColor.blue.cgColor
    host.layer.addSublayer(red)
    host.layer.addSublayer(blue)
    window.addSubview(host)
    #expect(window.render()[1, 0].style.background == .rgb(0, 0, 255))
    red.zPosition = 1
    #expect(window.render()[1, 0].style.background == .rgb(255, 0, 0))
    red.zPosition = 0
    host.layer.insertSublayer(blue, at: 0)
    #expect(host.layer.sublayers == [blue, red])
    #expect(window.render()[1, 0].style.background == .rgb(255, 0, 0))
    let green = CALayer()
    host.layer.replaceSublayer(blue, with: green)
    #expect(host.layer.sublayers == [green, red])
    #expect(blue.superlayer == nil)
  }

  @Test func aShadowShadesTheCellsBeyondTheLayerInItsDirection() {
    let window = makeWindow(width: 6, height: 4)
    let card = UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 1))
    card.backgroundColor = .white
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 2, height: 3)
    window.addSubview(card)
    #expect(window.screen() == "\n\n  ░░░\n")
    card.layer.shadowOffset = CGSize(width: 1, height: 0)
    #expect(window.screen() == "\n    ░\n\n")
    card.clipsToBounds = true
    #expect(window.screen() == "\n\n\n", "masksToBounds hides the shadow")
    card.clipsToBounds = false
    card.layer.shadowOpacity = 0
    #expect(window.screen() == "\n\n\n")
  }

  @Test func aShadowOverAColouredBackgroundDarkensItByItsOpacity() {
    let window = makeWindow(width: 4, height: 2)
    window.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    card.backgroundColor = .red
    card.layer.shadowOpacity = 0.5
    card.layer.shadowOffset = CGSize(width: 0, height: 1)
    window.addSubview(card)
    let frame = window.render()
    #expect(frame[0, 1].style.background == .rgb(128, 128, 128))
    #expect(frame[2, 1].style.background == .rgb(255, 255, 255))
  }

  @Test func aViewsLayerClassMakesItsLayerAndItsContentDrawsAsTheViews() {
    final class RingView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
      var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }
    let window = makeWindow(width: 4, height: 2)
    let view = RingView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    view.shapeLayer.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).cgPath
    view.shapeLayer.fillColor = UIColor.red.cgColor
    window.addSubview(view)
    let frame = window.render()
    #expect(view.layer is CAShapeLayer)
    #expect(frame[0, 0].style.background == .rgb(255, 0, 0))
    #expect(frame[1, 1].style.background == .rgb(255, 0, 0))
    #expect(frame[2, 0].style.background == .default)
  }

  @Test func layoutSublayersOfTheLayerRunsInTheViewsLayoutPass() {
    final class GradientView: UIView {
      let gradient = CAGradientLayer()
      override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradient.frame = bounds
      }
    }
    let window = makeWindow(width: 6, height: 2)
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
    window.addSubview(view)
    window.render()
    #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 6, height: 2))
    view.frame.size.width = 4
    window.render()
    #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
  }

  @Test func aLayerDelegateAndADrawInOverrideDrawTheLayersContent() {
    final class Stamp: CALayer {
      override func draw(in ctx: CGContext) {
        "hi".draw(at: CGPoint(x: 0, y: 0))
      }
    }
    final class Painter: CALayerDelegate {
      func draw(_ layer: CALayer, in ctx: CGContext) {
        UIColor.red.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      }
    }
    let window = makeWindow(width: 6, height: 1)
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    let stamp = Stamp()
    stamp.frame = CGRect(x: 1, y: 0, width: 2, height: 1)
    let painted = CALayer()
    let painter = Painter()
    painted.delegate = painter
    painted.frame = CGRect(x: 4, y: 0, width: 2, height: 1)
    host.layer.addSublayer(stamp)
    host.layer.addSublayer(painted)
    window.addSubview(host)
    let frame = window.render()
    #expect(frame.plainText == " hi")
    #expect(frame[4, 0].style.background == .rgb(255, 0, 0))
    #expect(frame[5, 0].style.background == .default, "drawing is clipped to the layer's bounds")
  }

  @Test func contentsDrawAnImagesCells() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in
      "ok".draw(at: .zero)
    }
    let window = makeWindow(width: 5, height: 1)
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    host.layer.contents = image.cgImage
    window.addSubview(host)
    #expect(window.screen() == "ok")
  }
}
