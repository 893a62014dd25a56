import Foundation
import GraftKit
import Testing

@MainActor
private final class AnimationRecorder: CAAnimationDelegate {
  let trace: Trace
  init(_ trace: Trace) { self.trace = trace }
  func animationDidStart(_ anim: CAAnimation) { trace.record("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { trace.record("stop \(flag)") }
}

@Suite @MainActor struct CAAnimationTests {
  @Test func anAnimationEndsAtOnceAndLeavesTheLayersOwnValue() {
    let layer = CAShapeLayer()
    let trace = Trace()
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 2
    animation.delegate = AnimationRecorder(trace)
    layer.strokeEnd = 0.25
    layer.add(animation, forKey: "progress")
    #expect(trace.events == ["start", "stop true"])
    #expect(layer.strokeEnd == 0.25, "as on iOS once the animation is removed")
    #expect(layer.animation(forKey: "progress") == nil)
  }

  @Test func aKeptAnimationThatFillsForwardsLeavesItsFinalValue() {
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0.5
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    layer.add(fade, forKey: "fade")
    #expect(layer.opacity == 0.5)
    #expect(layer.animation(forKey: "fade") === fade)
    #expect(layer.animationKeys() == ["fade"])
    layer.removeAllAnimations()
    #expect(layer.animation(forKey: "fade") == nil)

    let group = CAAnimationGroup()
    let move = CAKeyframeAnimation(keyPath: "position.x")
    move.values = [0, 4, 9]
    let spring = CASpringAnimation(keyPath: "cornerRadius")
    spring.toValue = 3
    group.animations = [move, spring]
    group.fillMode = .both
    group.isRemovedOnCompletion = false
    layer.add(group, forKey: nil)
    #expect(layer.position.x == 9)
    #expect(layer.cornerRadius == 3)
  }

  @Test func aTransactionsCompletionBlockRunsWhenItCommits() {
    let trace = Trace()
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    #expect(CATransaction.animationDuration() == 1)
    CATransaction.setDisableActions(true)
    #expect(CATransaction.disableActions())
    CATransaction.setCompletionBlock { trace.record("done") }
    CALayer().add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
    #expect(trace.events.isEmpty)
    CATransaction.commit()
    #expect(trace.events == ["done"])
    #expect(CATransaction.animationDuration() == 0.25)

    CATransaction.setCompletionBlock { trace.record("at once") }
    #expect(trace.events == ["done", "at once"], "outside a transaction nothing is pending")
    _ = CAMediaTimingFunction(name: .easeInEaseOut)
  }

  @Test func valuesByKeyPathReachTheLayersProperties() {
    let layer = CALayer()
    layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
    layer.setValue(2, forKeyPath: "bounds.size.width")
    #expect(layer.position == CGPoint(x: 3, y: 4))
    #expect(layer.bounds.width == 2)
    layer.setValue("kept", forKey: "custom")
    #expect(layer.value(forKey: "custom") as? String == "kept")
    #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 3)
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    #expect(!CATransform3DIsIdentity(layer.transform))
    #expect(CACurrentMediaTime() <= CACurrentMediaTime())
  }
}
