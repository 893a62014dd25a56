import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// ```swift
/// Text("Drag me")
///   .offset(offset)
///   .gesture(DragGesture().onChanged { offset = $0.translation })
/// ```
///
/// The mouse drags: the gesture begins once the pointer has moved `minimumDistance` from where
/// it was pressed (one point is one cell), and ends at the release.
public struct DragGesture: PrimitiveGesture {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The total translation from the start of the drag gesture to the current event.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// The current drag velocity, in points per second.
    public var velocity: CGSize
    /// A prediction, based on the current drag velocity, of where the final location will be
    /// if dragging stopped now.
    public var predictedEndLocation: CGPoint
    /// A prediction, based on the current drag velocity, of what the final translation will be
    /// if dragging stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
  /// and the coordinate space of the gesture's location.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    DragRecognizer(minimumDistance: minimumDistance, global: coordinateSpace == .global)
  }
}

private final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  private let minimumDistance: CGFloat
  private let global: Bool
  private var start: PointerSample?
  private var previous: PointerSample?
  private var velocity = CGSize.zero

  init(minimumDistance: CGFloat, global: Bool) {
    self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 0
    self.global = global
  }

  private func point(_ sample: PointerSample) -> CGPoint { global ? sample.globalLocation : sample.location }

  private func value(at sample: PointerSample) -> DragGesture.Value {
    let location = point(sample)
    // NB: SwiftUI predicts where a flick would come to rest; a quarter second of the current
    // velocity is a fair stand-in with no deceleration to model.
    let predicted = CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
    return DragGesture.Value(
      time: Date(), location: location, startLocation: point(start ?? sample), velocity: velocity,
      predictedEndLocation: predicted)
  }

  override func began(_ sample: PointerSample) {
    start = sample
    previous = sample
    if minimumDistance == 0 { change(value(at: sample)) }
  }

  override func moved(_ sample: PointerSample) {
    guard let start else { return }
    if let previous, sample.time > previous.time {
      let elapsed = sample.time - previous.time
      velocity = CGSize(
        width: (sample.location.x - previous.location.x) / elapsed,
        height: (sample.location.y - previous.location.y) / elapsed)
    }
    previous = sample
    let distance = hypot(sample.location.x - start.location.x, sample.location.y - start.location.y)
    if phase == .active || distance >= minimumDistance { change(value(at: sample)) }
  }

  override func ended(_ sample: PointerSample) {
    guard phase == .active else { return fail() }
    end(value(at: sample))
  }
}
