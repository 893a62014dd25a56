import Foundation

/// A gesture that recognizes one or more taps.
///
/// ```swift
/// Text("Tap me twice")
///   .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
///
/// A press and release with the mouse is a tap; the press must not move farther than a cell
/// from where it began. For a count above one, the terminal's click count must reach it.
public struct TapGesture: PrimitiveGesture {
  public typealias Value = Void
  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  public init(count: Int = 1) {
    self.count = count
  }

  package func makeRecognizer() -> GestureRecognizer<Void> {
    TapRecognizer(count: count) { _ in () }
  }
}

/// A gesture that recognizes one or more taps and reports their location.
public struct SpatialTapGesture: PrimitiveGesture {
  /// The attributes of a tap gesture.
  public struct Value: Equatable, Sendable {
    /// The location of the tap gesture's current event.
    public var location: CGPoint
  }

  /// The required number of tap events.
  public var count: Int
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a tap gesture with the number of required taps and the coordinate space of the
  /// gesture's location.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    let global = coordinateSpace == .global
    return TapRecognizer(count: count) { sample in
      Value(location: global ? sample.globalLocation : sample.location)
    }
  }
}

/// Recognises a press and release that stays within a cell of where it began.
private final class TapRecognizer<Value>: GestureRecognizer<Value> {
  private let count: Int
  private let value: (PointerSample) -> Value
  private var start = CGPoint.zero

  init(count: Int, value: @escaping (PointerSample) -> Value) {
    self.count = max(1, count)
    self.value = value
  }

  override func began(_ sample: PointerSample) { start = sample.location }

  override func moved(_ sample: PointerSample) {
    if hypot(sample.location.x - start.x, sample.location.y - start.y) > 1 { fail() }
  }

  override func ended(_ sample: PointerSample) {
    guard sample.tapCount >= count, sample.tapCount % count == 0 else { return fail() }
    end(value(sample))
  }
}
