public import Foundation

/// The states of an animator.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started or paused.
  case active = 1
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At its end.
  case end = 0
  /// At its start.
  case start = 1
  /// Where it was when stopped.
  case current = 2
}

/// How an animation's progress follows time.
@MainActor @preconcurrency
public protocol UITimingCurveProvider {}

/// A timing curve made of a cubic Bézier curve.
public final class UICubicTimingParameters: UITimingCurveProvider {
  /// The named curve, `.easeInOut` for custom control points.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint

  /// The default curve, ease in and out.
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// A named curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    controlPoint1 = .zero
    controlPoint2 = CGPoint(x: 1, y: 1)
  }

  /// A curve through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }
}

/// A timing curve that follows a spring.
public final class UISpringTimingParameters: UITimingCurveProvider {
  /// How quickly the spring settles, from 0 to 1.
  public let dampingRatio: CGFloat
  /// A critically damped spring.
  public convenience init() { self.init(dampingRatio: 1) }

  /// A spring with a damping ratio.
  public init(dampingRatio ratio: CGFloat) {
    dampingRatio = ratio
  }
}

/// An object whose animation can be started, paused, scrubbed, stopped and finished.
@MainActor @preconcurrency
public protocol UIViewAnimating: AnyObject {
  /// Whether the animation is inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is running rather than paused.
  var isRunning: Bool { get }
  /// Whether the animation runs backwards.
  var isReversed: Bool { get set }
  /// How far the animation has come, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts the animation.
  func startAnimation()
  /// Starts the animation after a delay.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation.
  func pauseAnimation()
  /// Stops the animation, finishing it (calling the completions) when `withoutFinishing` is
  /// `true`; otherwise it waits for ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at a position.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that start part-way through.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds animations.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a closure to call when the animation ends.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// An object that animates changes to views and can be paused, scrubbed and reversed.
///
/// A terminal shows the end of an animation at once, as `UIView.animate` does here: starting
/// the animator makes its changes immediately and, unless it ``pausesOnCompletion``, finishes
/// it, calling its completions with `.end` (`.start` when reversed; the changes stay made).
/// Pausing an animator that has not started makes its changes and leaves it active at
/// ``fractionComplete`` 0, for code that scrubs it.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// animator.addCompletion { position in if position == .end { card.removeFromSuperview() } }
/// animator.startAnimation()
/// ```
@MainActor @preconcurrency
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  /// The animation's duration. A terminal does not wait for it.
  open private(set) var duration: TimeInterval
  /// The delay before the animation starts. A terminal does not wait for it.
  open private(set) var delay: TimeInterval = 0
  /// The animation's timing curve.
  open private(set) var timingParameters: (any UITimingCurveProvider)?

  /// Whether the animator is inactive, active or stopped.
  open private(set) var state: UIViewAnimatingState = .inactive
  /// Whether the animation is running rather than paused.
  open private(set) var isRunning = false
  /// Whether the animation runs backwards, ending at its start.
  open var isReversed = false
  /// Whether the animator stays active at its end instead of finishing. The default is `false`.
  open var pausesOnCompletion = false
  /// Whether the animation can be paused and stopped. The default is `true`.
  open var isInterruptible = true
  /// Whether the animated views take touches while animating. The default is `true`.
  open var isUserInteractionEnabled = true
  /// Whether the animated views do their own hit-testing. The default is `false`.
  open var isManualHitTestingEnabled = false
  /// Whether scrubbing a paused animation is linear. The default is `true`.
  open var scrubsLinearly = true

  private var storedFraction: CGFloat = 0
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// How far the animation has come, from 0 to 1. Setting it scrubs a paused animation; other
  /// values are pinned to 0...1 and `NaN` is ignored.
  open var fractionComplete: CGFloat {
    get { storedFraction }
    set {
      guard !newValue.isNaN else { return }
      storedFraction = min(1, max(0, newValue))
    }
  }

  /// Creates an animator with a timing curve.
  public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
  }

  /// Creates an animator with a named curve and animations.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a cubic Bézier curve and animations.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a spring and animations.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator and starts it: the changes are made, then the completion runs with
  /// `.end`.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
    animator.delay = delay
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  // MARK: - Adding

  /// Adds animations. An active animator makes their changes at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds animations that start part-way through; the delay does not apply.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a closure to call, with where the animation ended, when it finishes.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: - Running

  /// Starts the animation: its changes are made and, unless it pauses on completion, it
  /// finishes at once.
  open func startAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = true
    storedFraction = isReversed ? 0 : 1
    if pausesOnCompletion {
      isRunning = false
    } else {
      finish(at: isReversed ? .start : .end)
    }
  }

  /// Starts the animation; the delay does not apply.
  open func startAnimation(afterDelay delay: TimeInterval) {
    startAnimation()
  }

  /// Pauses the animation. An inactive animator makes its changes and becomes active.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = false
  }

  /// Resumes a paused animation; the new timing does not apply.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    if let parameters { timingParameters = parameters }
    startAnimation()
  }

  /// Stops an active animation. Without finishing, it becomes inactive and calls no
  /// completion; otherwise it is stopped until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    if withoutFinishing {
      state = .inactive
      animations = []
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animation, calling the completions with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      RuntimeIssues.report(
        "finishAnimation(at:) is only valid on a stopped animator; this one is \(state).")
      return
    }
    finish(at: finalPosition)
  }

  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let pending = animations
    animations = []
    for animation in pending { animation() }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    if position == .end { storedFraction = 1 } else if position == .start { storedFraction = 0 }
    let pending = completions
    completions = []
    for completion in pending { completion(position) }
  }
}
