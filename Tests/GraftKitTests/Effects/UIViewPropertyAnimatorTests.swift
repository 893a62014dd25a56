import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UIViewPropertyAnimatorTests {
  @Test func startingMakesTheChangesAndFinishesAtTheEnd() {
    let view = UIView()
    let trace = Trace()
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
      trace.record("animations")
      view.alpha = 0.5
    }
    animator.addAnimations { trace.record("more animations") }
    animator.addCompletion { position in
      trace.record("completion \(position) state \(animator.state) running \(animator.isRunning)")
    }
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 0)
    #expect(view.alpha == 1)
    animator.startAnimation()
    #expect(view.alpha == 0.5)
    #expect(
      trace.events == [
        "animations", "more animations", "completion end state inactive running false",
      ])
    #expect(animator.state == .inactive)
    #expect(animator.fractionComplete == 1)
  }

  @Test func runningPropertyAnimatorRunsAtOnce() {
    let trace = Trace()
    let label = UILabel()
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.25, delay: 0.1, options: [.curveEaseInOut],
      animations: {
        trace.record("animations")
        label.text = "Done"
      },
      completion: { trace.record("completion \($0)") })
    #expect(trace.events == ["animations", "completion end"])
    #expect(label.text == "Done")
    #expect(animator.state == .inactive)
    #expect(animator.delay == 0.1)
    #expect(animator.duration == 0.25)
  }

  @Test func aPausedAnimatorScrubsAndFinishesWhenStarted() {
    let trace = Trace()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) {
      trace.record("animations")
    }
    animator.addCompletion { trace.record("completion \($0)") }
    animator.pauseAnimation()
    #expect(trace.events == ["animations"])
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    animator.fractionComplete = 0.4
    #expect(animator.fractionComplete == 0.4)
    animator.fractionComplete = 3
    #expect(animator.fractionComplete == 1)
    animator.fractionComplete = -1
    #expect(animator.fractionComplete == 0)
    animator.fractionComplete = .nan
    #expect(animator.fractionComplete == 0)
    // Animations added to an active animator run at once.
    animator.addAnimations { trace.record("added") }
    #expect(trace.events == ["animations", "added"])
    animator.startAnimation()
    #expect(trace.events == ["animations", "added", "completion end"])
  }

  @Test func reversedAnimatorsEndAtTheStart() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
    animator.addCompletion { positions.append($0) }
    animator.isReversed = true
    animator.startAnimation(afterDelay: 2)
    #expect(positions == [.start])
    #expect(animator.fractionComplete == 0)
  }

  @Test func pausesOnCompletionKeepsTheAnimatorActive() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.pausesOnCompletion = true
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(positions.isEmpty)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
  }

  @Test func stoppingWithoutFinishingCallsNoCompletion() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(positions.isEmpty)
  }

  @Test func stoppingThenFinishingCallsTheCompletionWithThePosition() {
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.startAnimation()
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(animator.state == .inactive)
    #expect(animator.fractionComplete == 0.5)
  }

  @Test func blockAnimationsShowTheirEndAtOnce() {
    let view = UIView(frame: .zero)
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3) { view.frame.size.width = 10 }
    #expect(view.frame.width == 10)
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
      animations: { view.alpha = 0 }, completion: { finished.append($0) })
    #expect(view.alpha == 0)
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
      options: [], animations: { view.alpha = 1 }) { finished.append($0) }
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.tag = 3 }
    } completion: { finished.append($0) }
    #expect(view.tag == 3)
    #expect(finished == [true, true, true])
  }
}
