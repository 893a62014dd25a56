import Foundation

// Pinching and rotating need two touches; a terminal's pointer is one. These gestures keep
// Apple's API so code that attaches them compiles, and they never begin
// (docs/Divergences.md).

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
public struct MagnifyGesture: PrimitiveGesture {
  /// The value of a magnify gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has magnified by.
    public var magnification: CGFloat
    /// The current magnification velocity.
    public var velocity: CGFloat
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a gesture with a minimum scale delta.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  package func makeRecognizer() -> GestureRecognizer<Value> { GestureRecognizer() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
public struct RotateGesture: PrimitiveGesture {
  /// The value of a rotation gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has rotated by.
    public var rotation: Angle
    /// The current rotation velocity.
    public var velocity: Angle
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }

  /// The minimum delta required before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  package func makeRecognizer() -> GestureRecognizer<Value> { GestureRecognizer() }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// Deprecated on Apple platforms in favour of ``MagnifyGesture``.
public struct MagnificationGesture: PrimitiveGesture {
  public typealias Value = CGFloat
  /// The minimum required delta before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnification gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  package func makeRecognizer() -> GestureRecognizer<CGFloat> { GestureRecognizer() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// Deprecated on Apple platforms in favour of ``RotateGesture``.
public struct RotationGesture: PrimitiveGesture {
  public typealias Value = Angle
  /// The minimum delta required before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  package func makeRecognizer() -> GestureRecognizer<Angle> { GestureRecognizer() }
}
