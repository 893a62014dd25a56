import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// ```swift
/// Text("Hold")
///   .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in showDetails = true })
/// ```
///
/// Its value becomes `true` when the press begins, and it ends successfully once the press has
/// been held for `minimumDuration` without moving farther than `maximumDistance`: while the
/// button is still down, on the main queue, or at the release if that comes later.
public struct LongPressGesture: PrimitiveGesture {
  public typealias Value = Bool
  /// The minimum duration of the long press that must elapse before the gesture succeeds.
  public var minimumDuration: Double
  /// The maximum distance that the long press can move before the gesture fails.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture with a minimum duration and a maximum distance that the
  /// interaction can move before the gesture fails.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  package func makeRecognizer() -> GestureRecognizer<Bool> {
    LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
  }
}

private final class LongPressRecognizer: GestureRecognizer<Bool> {
  private let minimumDuration: Double
  private let maximumDistance: CGFloat
  private var start: PointerSample?

  init(minimumDuration: Double, maximumDistance: CGFloat) {
    // NB: NaN and negative durations are treated as zero, so the press succeeds at once.
    self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0
    self.maximumDistance = maximumDistance
  }

  override func began(_ sample: PointerSample) {
    start = sample
    change(true)
    guard minimumDuration > 0 else { return end(true) }
    DispatchQueue.main.asyncAfter(deadline: .now() + minimumDuration) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.phase == .active else { return }
        self.end(true)
      }
    }
  }

  override func moved(_ sample: PointerSample) {
    guard let start else { return }
    let distance = hypot(sample.location.x - start.location.x, sample.location.y - start.location.y)
    if distance > maximumDistance { fail() }
  }

  override func ended(_ sample: PointerSample) {
    guard let start, sample.time - start.time >= minimumDuration else { return fail() }
    end(true)
  }
}
