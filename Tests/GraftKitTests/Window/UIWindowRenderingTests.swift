import Foundation
import GraftKit
import Testing

/// A view that counts how often it draws and fills its bounds with a letter.
@MainActor
private final class CountingView: UIView {
  var draws = 0
  var letter = "x"

  override func draw(_ rect: CGRect) {
    draws += 1
    let row = String(repeating: letter, count: Int(bounds.width))
    for y in 0..<Int(bounds.height) {
      row.draw(at: CGPoint(x: 0, y: y))
    }
  }
}

@Suite @MainActor struct UIWindowRenderingTests {
  @Test func aHiddenWindowDrawsNothing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 6, height: 2))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    label.text = "Hidden"
    window.addSubview(label)
    #expect(window.screen() == "\n")
    window.makeKeyAndVisible()
    #expect(window.screen() == "Hidden\n")
  }

  @Test func subviewsDrawBackToFrontClippedToTheirBounds() {
    let window = makeWindow(width: 12, height: 3)
    let back = CountingView(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
    back.letter = "a"
    let front = CountingView(frame: CGRect(x: 4, y: 1, width: 8, height: 1))
    front.letter = "b"
    window.addSubview(back)
    window.addSubview(front)
    #expect(
      window.screen() == """
        aaaaaaaa
        aaaabbbbbbbb
        aaaaaaaa
        """)
  }

  @Test func clipsToBoundsClipsSubviews() {
    let window = makeWindow(width: 10, height: 2)
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    label.text = "overflowing"
    label.lineBreakMode = .byClipping
    parent.addSubview(label)
    window.addSubview(parent)
    #expect(window.screen() == "overflowin\n")
    parent.clipsToBounds = true
    #expect(window.screen() == "over\n")
  }

  @Test func aSubviewAddedOutsideAViewWithNoneBeforeIsDrawn() {
    let window = makeWindow(width: 10, height: 3)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    let leaf = CountingView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    container.addSubview(leaf)
    window.addSubview(container)
    #expect(window.screen() == "xx\n\n")
    // NB: The container's extent was computed from the leaf's bounds: adding to the leaf must
    // reach it, though the leaf itself never kept an extent of its own.
    let overflow = CountingView(frame: CGRect(x: 4, y: 2, width: 3, height: 1))
    overflow.letter = "z"
    leaf.addSubview(overflow)
    #expect(window.screen() == "xx\n\n    zzz")
    overflow.removeFromSuperview()
    #expect(window.screen() == "xx\n\n")
  }

  @Test func onlyDamagedViewsRedraw() {
    let window = makeWindow(width: 20, height: 4)
    let top = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    let bottom = CountingView(frame: CGRect(x: 0, y: 2, width: 20, height: 1))
    window.addSubview(top)
    window.addSubview(bottom)
    window.render()
    #expect((top.draws, bottom.draws) == (1, 1))

    window.render()
    #expect((top.draws, bottom.draws) == (1, 1), "an idle frame draws nothing")

    bottom.letter = "y"
    bottom.setNeedsDisplay()
    window.render()
    #expect((top.draws, bottom.draws) == (1, 2))

    top.frame.origin.y = 1
    window.render()
    #expect((top.draws, bottom.draws) == (2, 2))
    #expect(
      window.screen() == """

        xxxxxxxxxxxxxxxxxxxx
        yyyyyyyyyyyyyyyyyyyy

        """)
  }

  @Test func removingAViewRepaintsWhatWasBeneath() {
    let window = makeWindow(width: 6, height: 1)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    label.text = "below"
    let cover = UILabel(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    cover.text = "ABOVE!"
    window.addSubview(label)
    window.addSubview(cover)
    #expect(window.screen() == "ABOVE!")
    cover.removeFromSuperview()
    #expect(window.screen() == "below")
    label.isHidden = true
    #expect(window.screen() == "")
  }

  @Test func backgroundColorsPaintCellsAndTextKeepsThem() {
    let window = makeWindow(width: 6, height: 1)
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    panel.backgroundColor = .blue
    let label = UILabel(frame: CGRect(x: 1, y: 0, width: 4, height: 1))
    label.text = "Hi"
    panel.addSubview(label)
    window.addSubview(panel)
    let frame = window.render()
    #expect(frame[1, 0].text == "H")
    #expect(frame[1, 0].style.background == .rgb(0, 0, 255))
    #expect(frame[5, 0].style.background == .rgb(0, 0, 255))
  }

  @Test func resizingTheWindowRedrawsEverything() {
    let window = makeWindow(width: 4, height: 1)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
    label.text = "resized!"
    window.addSubview(label)
    #expect(window.screen() == "resi")
    window.frame.size = CGSize(width: 8, height: 1)
    #expect(window.screen() == "resized!")
  }

  @Test func aCustomViewDrawsWithUIKitsDrawingFunctions() {
    final class Swatch: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
        NSAttributedString(string: "ok", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
          .draw(at: CGPoint(x: 3, y: 0))
        #expect(UIGraphicsGetCurrentContext()?.clipBoundingBox == CGRect(x: 0, y: 0, width: 5, height: 1))
      }
    }
    let window = makeWindow(width: 5, height: 1)
    window.addSubview(Swatch(frame: CGRect(x: 0, y: 0, width: 5, height: 1)))
    let frame = window.render()
    #expect(frame.plainText == "   ok")
    #expect(frame[0, 0].style.background == .rgb(255, 0, 0))
    #expect(frame[3, 0].style.attributes.contains(.underline))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
