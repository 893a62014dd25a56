import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UIViewGeometryTests {
  @Test func frameBoundsAndCenterStayInStep() {
    let view = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
    #expect(view.center == CGPoint(x: 7, y: 5))
    view.center = CGPoint(x: 10, y: 10)
    #expect(view.frame == CGRect(x: 5, y: 8, width: 10, height: 4))
    view.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
    #expect(view.frame == CGRect(x: 8, y: 9, width: 4, height: 2))
    #expect(view.center == CGPoint(x: 10, y: 10))
  }

  @Test func aZeroArgumentInitGivesAZeroFrame() {
    #expect(UIView().frame == .zero)
    #expect(UIView().bounds == .zero)
  }

  @Test func convertsPointsThroughFramesAndBoundsOrigins() {
    let window = makeWindow(width: 40, height: 20)
    let outer = UIView(frame: CGRect(x: 5, y: 2, width: 20, height: 10))
    let inner = UIView(frame: CGRect(x: 3, y: 4, width: 5, height: 5))
    window.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 9, y: 7))
    #expect(inner.convert(CGPoint(x: 9, y: 7), from: nil) == CGPoint(x: 1, y: 1))
    #expect(inner.convert(CGPoint(x: 0, y: 0), to: outer) == CGPoint(x: 3, y: 4))
    outer.bounds.origin = CGPoint(x: 0, y: 2)
    #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 9, y: 5))
    #expect(
      inner.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: outer)
        == CGRect(x: 3, y: 4, width: 2, height: 2))
  }

  @Test func hitTestFindsTheFrontmostDeepestView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let front = UIView(frame: CGRect(x: 5, y: 0, width: 10, height: 10))
    let nested = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(nested)
    #expect(root.hitTest(CGPoint(x: 2, y: 2), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 7, y: 2), with: nil) === nested)
    #expect(root.hitTest(CGPoint(x: 12, y: 8), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 30, y: 2), with: nil) == nil)
  }

  @Test func hitTestSkipsHiddenTransparentAndNonInteractiveViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let cover = UIView(frame: root.bounds)
    root.addSubview(cover)
    #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === cover)
    cover.isHidden = true
    #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === root)
    cover.isHidden = false
    cover.alpha = 0
    #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === root)
    cover.alpha = 1
    cover.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 1, y: 1), with: nil) === root)
  }

  @Test func pointInsideUsesBounds() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 4, height: 2))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(view.point(inside: CGPoint(x: 3.5, y: 1.5), with: nil))
    #expect(!view.point(inside: CGPoint(x: 4, y: 0), with: nil))
    #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
  }

  @Test func autoresizingFollowsTheSuperviewsSize() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let fill = UIView(frame: CGRect(x: 2, y: 2, width: 16, height: 6))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 15, y: 0, width: 5, height: 1))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let fixed = UIView(frame: CGRect(x: 1, y: 1, width: 3, height: 3))
    parent.addSubview(fill)
    parent.addSubview(pinnedRight)
    parent.addSubview(fixed)
    parent.frame.size = CGSize(width: 30, height: 12)
    #expect(fill.frame == CGRect(x: 2, y: 2, width: 26, height: 8))
    #expect(pinnedRight.frame == CGRect(x: 25, y: 0, width: 5, height: 1))
    #expect(fixed.frame == CGRect(x: 1, y: 1, width: 3, height: 3))
  }

  @Test func layoutRunsOnlyWhenNeeded() {
    final class Counting: UIView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let child = Counting(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    #expect(child.layouts == 1)
    parent.layoutIfNeeded()
    #expect(child.layouts == 1)
    child.frame.size = CGSize(width: 6, height: 5)
    parent.layoutIfNeeded()
    #expect(child.layouts == 2)
    child.frame.origin = CGPoint(x: 1, y: 1)
    parent.layoutIfNeeded()
    #expect(child.layouts == 2)
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(child.layouts == 3)
  }

  @Test func sizingDefaultsMatchUIKit() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 3))
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 7, height: 3))
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(.required, for: .vertical)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    let label = UILabel()
    label.text = "Graft"
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 5, height: 1))
  }
}
