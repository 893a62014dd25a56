import Foundation

/// A type-erased transition: how a view enters and leaves.
///
/// Graft applies insertions and removals at once, so a transition is kept on its view and
/// never animates (docs/Divergences.md).
public struct AnyTransition: Sendable {
  package let name: String

  private init(_ name: String) { self.name = name }

  /// Creates a type-erased transition from a transition.
  public init<T: Transition>(_ transition: T) { self.init(String(describing: T.self)) }

  /// A transition from transparent to opaque on insertion, and from opaque to transparent on
  /// removal.
  public static let opacity = AnyTransition("opacity")
  /// A transition that returns the input view, unmodified, as the output view.
  public static let identity = AnyTransition("identity")
  /// A transition that inserts by moving in from the leading edge, and removes by moving out
  /// towards the trailing edge.
  public static let slide = AnyTransition("slide")
  /// Returns a transition that scales the view.
  public static let scale = AnyTransition("scale")

  /// Returns a transition that scales the view by the specified amount.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
  /// Returns a transition that offsets the view by the specified amount.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
  /// Returns a transition that offsets the view by the specified x and y values.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
  /// Creates a transition that, when added to a view, animates the view's insertion by moving
  /// it in from the specified edge while fading it in.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
  /// Provides a composite transition that uses a different transition for insertion versus
  /// removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition("asymmetric(\(insertion.name), \(removal.name))")
  }

  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(name)+\(other.name)") }
  /// Attaches an animation to this transition.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
public protocol Transition {}

/// A transition from transparent to opaque on insertion.
public struct OpacityTransition: Transition {
  /// Creates the transition.
  public init() {}
}

/// A transition that inserts by moving in from the leading edge.
public struct SlideTransition: Transition {
  /// Creates the transition.
  public init() {}
}

/// A transition that scales the view.
public struct ScaleTransition: Transition {
  /// The scale to start from on insertion.
  public var scale: Double
  /// The anchor of the scale.
  public var anchor: UnitPoint
  /// Creates the transition.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
}

/// A transition that moves the view from or to an edge.
public struct MoveTransition: Transition {
  /// The edge to move from or to.
  public var edge: Edge
  /// Creates the transition.
  public init(edge: Edge) { self.edge = edge }
}

/// A transition that returns the view unmodified.
public struct IdentityTransition: Transition {
  /// Creates the transition.
  public init() {}
}

extension Transition where Self == OpacityTransition {
  /// A transition from transparent to opaque on insertion.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == SlideTransition {
  /// A transition that inserts by moving in from the leading edge.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == ScaleTransition {
  /// A transition that scales the view.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// A transition that scales the view by the given amount.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == MoveTransition {
  /// A transition that moves the view from or to an edge.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == IdentityTransition {
  /// A transition that returns the view unmodified.
  public static var identity: IdentityTransition { IdentityTransition() }
}

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view.
public struct ContentTransition: Equatable, Sendable {
  package let name: String
  /// The identity content transition.
  public static let identity = ContentTransition(name: "identity")
  /// A content transition that indicates content fades from transparent to opaque on insertion.
  public static let opacity = ContentTransition(name: "opacity")
  /// A content transition that indicates the views attempt to interpolate their contents.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// A content transition intended for numeric text.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// A content transition intended for numeric text that changes to `value`.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
  /// A content transition that applies the symbol replace effect.
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
}
