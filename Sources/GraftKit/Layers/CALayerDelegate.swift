import Foundation

/// Methods a layer's delegate implements to provide the layer's content, lay out its
/// sublayers and choose its actions.
///
/// Every view is its layer's delegate. The "optional" methods have defaults: `display(_:)`
/// draws through the layer's ``CALayer/draw(in:)``, and the others do nothing.
@MainActor @preconcurrency
public protocol CALayerDelegate: AnyObject {
  /// Tells the delegate to provide the layer's content, for example by setting its `contents`.
  func display(_ layer: CALayer)
  /// Tells the delegate to draw the layer's content in `ctx`, in the layer's coordinates.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Tells the delegate that the layer is about to draw.
  func layerWillDraw(_ layer: CALayer)
  /// Tells the delegate that the layer's bounds changed and its sublayers may need placing.
  func layoutSublayers(of layer: CALayer)
  /// The action to run for a change of the value under `event`.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  /// Draws the layer through its ``CALayer/draw(in:)``, as Core Animation does for a delegate
  /// that provides no `display(_:)`.
  public func display(_ layer: CALayer) { layer.drawInCurrentContext() }
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
  /// Returns `nil`: no action.
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// An object that runs when a layer's property changes; Graft's layers never run actions.
@MainActor @preconcurrency
public protocol CAAction {
  /// Called to run the action.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// Timing shared by layers and animations: when they begin, how long they last, how often
/// they repeat. Graft keeps the values; nothing runs over time.
@MainActor @preconcurrency
public protocol CAMediaTiming: AnyObject {
  /// When the object begins, relative to its parent's time.
  var beginTime: CFTimeInterval { get set }
  /// How long one cycle lasts.
  var duration: CFTimeInterval { get set }
  /// How fast time passes for the object.
  var speed: Float { get set }
  /// An offset into the object's time.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the timing repeats.
  var repeatCount: Float { get set }
  /// How long the timing repeats.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether the timing plays backwards after forwards.
  var autoreverses: Bool { get set }
  /// How the object behaves outside its active duration.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The final value stays after the animation ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value shows before the animation begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both `forwards` and `backwards`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// The animation's effect is removed when it ends (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The corners of a layer that ``CALayer/cornerRadius`` rounds.
///
/// Layers are y-down on iOS, so `MinY` corners are the top ones.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer places its contents in its bounds.
///
/// Graft draws contents unscaled, centred for `.center` and at the top-left corner otherwise.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Centred.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Against the top edge.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Against the bottom edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Against the left edge.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Against the right edge.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// The top-left corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// The top-right corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// The bottom-left corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// The bottom-right corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Resized to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Resized to fit, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Resized to fill, keeping the aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// A time interval in seconds, as Core Foundation declares it (Foundation on Linux does not).
public typealias CFTimeInterval = Double

/// Any Core Foundation object, as Core Foundation declares it (Foundation on Linux does not).
public typealias CFTypeRef = AnyObject

/// The current absolute time, in seconds, from a clock that never jumps.
///
/// Only differences between two readings mean anything, as with Core Animation's.
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
