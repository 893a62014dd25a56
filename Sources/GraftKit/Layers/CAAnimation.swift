public import Foundation

/// The base class of Core Animation's animations.
///
/// A terminal has nothing to animate between, so an animation added to a layer with
/// `CALayer.add(_:forKey:)` is over as soon as it is added: its delegate hears
/// `animationDidStart(_:)` and then `animationDidStop(_:finished: true)`, and the layer shows
/// what it would show once the animation ended on iOS. That is the layer's own value, unless
/// the animation is kept (`isRemovedOnCompletion = false`) and fills forwards (`fillMode`
/// `.forwards` or `.both`), when its final value is set on the layer.
@MainActor @preconcurrency
open class CAAnimation: CAMediaTiming {
  /// Creates an animation.
  public init() {}

  /// The pacing of the animation; kept.
  open var timingFunction: CAMediaTimingFunction?

  /// The animation's delegate, which hears when it starts and stops. Held strongly, as Core
  /// Animation holds it.
  open var delegate: (any CAAnimationDelegate)?

  /// Whether the animation is removed from the layer when it ends; the default is `true`.
  open var isRemovedOnCompletion = true

  /// When the animation begins; kept.
  open var beginTime: CFTimeInterval = 0
  /// How long one cycle lasts; kept. Nothing waits for it.
  open var duration: CFTimeInterval = 0
  /// How fast time passes in the animation; kept.
  open var speed: Float = 1
  /// An offset into the animation's time; kept.
  open var timeOffset: CFTimeInterval = 0
  /// How many times the animation repeats; kept.
  open var repeatCount: Float = 0
  /// How long the animation repeats; kept.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the animation plays backwards after forwards; kept.
  open var autoreverses = false
  /// What the layer shows outside the animation's active time; with `.forwards` or `.both`
  /// and ``isRemovedOnCompletion`` `false`, the animation's final value stays.
  open var fillMode = CAMediaTimingFillMode.removed

  /// The value under each key path the animation leaves when it ends; none for a plain
  /// animation.
  var finalValues: [(keyPath: String, value: Any?)] { [] }

  /// Whether a kept animation holds its final value on the layer.
  var fillsForwards: Bool {
    !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both)
  }
}

/// Methods an animation's delegate implements to hear when it starts and stops.
@MainActor @preconcurrency
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped; `flag` is `true` when it ran to its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one property of a layer, named by key path.
@MainActor @preconcurrency
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the property animated (`"opacity"`, `"position.x"`, `"strokeEnd"`).
  open var keyPath: String?
  /// Whether the animation's values add to the layer's; kept.
  open var isAdditive = false
  /// Whether repeats build on the previous cycle's end; kept.
  open var isCumulative = false

  /// Creates an animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value of a property to another.
@MainActor @preconcurrency
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from.
  open var fromValue: Any?
  /// The value the animation ends at.
  open var toValue: Any?
  /// The amount the animation changes the value by.
  open var byValue: Any?

  override var finalValues: [(keyPath: String, value: Any?)] {
    guard let keyPath else { return [] }
    if let toValue { return [(keyPath, toValue)] }
    if let by = cgFloat(byValue), let from = cgFloat(fromValue) { return [(keyPath, from + by)] }
    return []
  }
}

/// An animation through a series of values of a property.
@MainActor @preconcurrency
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values the property passes through.
  open var values: [Any]?
  /// The path a point property follows; kept.
  open var path: CGPath?
  /// When each value is reached, from 0 to 1; kept.
  open var keyTimes: [NSNumber]?
  /// The pacing between values; kept.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are worked out; kept.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// How the layer turns along `path`; kept.
  open var rotationMode: CAAnimationRotationMode?

  override var finalValues: [(keyPath: String, value: Any?)] {
    guard let keyPath else { return [] }
    if let last = values?.last { return [(keyPath, last)] }
    if let path, !path.isEmpty { return [(keyPath, path.currentPoint)] }
    return []
  }
}

/// A basic animation driven by a spring; it ends at its `toValue` at once, as any other.
@MainActor @preconcurrency
open class CASpringAnimation: CABasicAnimation {
  /// The mass of the object on the spring; the default is 1.
  open var mass: CGFloat = 1
  /// The spring's stiffness; the default is 100.
  open var stiffness: CGFloat = 100
  /// The spring's damping; the default is 10.
  open var damping: CGFloat = 10
  /// The object's speed when the spring starts; the default is 0.
  open var initialVelocity: CGFloat = 0
  /// How long the spring would take to settle; Graft's springs settle at once.
  open var settlingDuration: CFTimeInterval { 0 }
}

/// Several animations run together.
@MainActor @preconcurrency
open class CAAnimationGroup: CAAnimation {
  /// The animations of the group.
  open var animations: [CAAnimation]?

  override var finalValues: [(keyPath: String, value: Any?)] {
    (animations ?? []).flatMap(\.finalValues)
  }
}

/// A transition of a layer's whole content; it ends at once.
@MainActor @preconcurrency
open class CATransition: CAAnimation {
  /// The kind of transition; the default is `.fade`.
  open var type = CATransitionType.fade
  /// The direction of a moving transition; kept.
  open var subtype: CATransitionSubtype?
  /// How far into the transition it starts; kept.
  open var startProgress: Float = 0
  /// How far into the transition it ends; kept.
  open var endProgress: Float = 1
}

/// The kinds of `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new content fades in.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content moves in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content moves away to reveal the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a moving `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// How a keyframe animation works out values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight between keyframes (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No values between keyframes.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Evenly paced.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the keyframes.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth, evenly paced curve.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a layer turns as it follows a keyframe animation's path.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Along the path's tangent, turned half round.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// The pacing of an animation as a cubic Bézier curve from (0, 0) to (1, 1); kept.
@MainActor @preconcurrency
open class CAMediaTimingFunction {
  private let controlPoints: [Float]

  /// Creates one of Core Animation's named timing functions.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// Creates a timing function from the curve's two inner control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
  }

  /// Reads control point `idx` (0 to 3) into `ptr` as two floats, x then y.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    guard (0..<4).contains(idx) else { return }
    ptr[0] = controlPoints[idx * 2]
    ptr[1] = controlPoints[idx * 2 + 1]
  }
}

/// The names of Core Animation's timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even pacing.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at first.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default pacing.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
