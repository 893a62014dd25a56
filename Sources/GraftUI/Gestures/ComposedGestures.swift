import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of a simultaneous gesture that indicates which of its two gestures receives
  /// events.
  public struct Value {
    /// The value of the first gesture.
    public var first: First.Value?
    /// The value of the second gesture.
    public var second: Second.Value?
  }

  /// The first of two gestures that can happen simultaneously.
  public var first: First
  /// The second of two gestures that can happen simultaneously.
  public var second: Second

  /// Creates a gesture with two gestures that can receive updates or succeed independently of
  /// each other.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    SimultaneousRecognizer(first.recognizer(), second.recognizer())
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that's a sequence of two gestures: the second receives events only after the
/// first succeeds.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
  /// so the second gesture can start.
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture in a sequence of two gestures.
  public var first: First
  /// The second gesture in a sequence of two gestures.
  public var second: Second

  /// Creates a sequence gesture with two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    SequenceRecognizer(first.recognizer(), second.recognizer())
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed, the first
/// taking precedence.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of an exclusive gesture that indicates which of two gestures succeeded.
  public enum Value {
    /// The first of two gestures succeeded.
    case first(First.Value)
    /// The second of two gestures succeeded.
    case second(Second.Value)
  }

  /// The first of two gestures.
  public var first: First
  /// The second of two gestures.
  public var second: Second

  /// Creates a gesture from two gestures where only one of them succeeds.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    ExclusiveRecognizer(first.recognizer(), second.recognizer())
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

// MARK: - Recognizers

/// Feeds both recognizers every event; ends when both have finished and one succeeded.
private final class SimultaneousRecognizer<A, B>: GestureRecognizer<SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  private let first: GestureRecognizer<A.Value>
  private let second: GestureRecognizer<B.Value>
  private var current = SimultaneousGesture<A, B>.Value()

  init(_ first: GestureRecognizer<A.Value>, _ second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
    super.init()
    first.observeChanges { [unowned self] in current.first = $0; change(current) }
    second.observeChanges { [unowned self] in current.second = $0; change(current) }
    first.observeEnd { [unowned self] in current.first = $0 }
    second.observeEnd { [unowned self] in current.second = $0 }
    first.observeReset { [unowned self] in settle() }
    second.observeReset { [unowned self] in settle() }
  }

  private func settle() {
    guard first.isFinished, second.isFinished else { return }
    if first.phase == .ended || second.phase == .ended { end(current) } else { fail() }
  }

  override func began(_ sample: PointerSample) { first.receiveBegan(sample); second.receiveBegan(sample) }
  override func moved(_ sample: PointerSample) { first.receiveMoved(sample); second.receiveMoved(sample) }
  override func ended(_ sample: PointerSample) { first.receiveEnded(sample); second.receiveEnded(sample) }
  override func cancelled() { first.cancelled(); second.cancelled() }
}

/// Feeds the first recognizer until it ends, then the second.
private final class SequenceRecognizer<A, B>: GestureRecognizer<SequenceGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  private let first: GestureRecognizer<A.Value>
  private let second: GestureRecognizer<B.Value>
  private var firstValue: A.Value?
  private var lastSample: PointerSample?

  init(_ first: GestureRecognizer<A.Value>, _ second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
    super.init()
    first.observeChanges { [unowned self] in change(.first($0)) }
    first.observeEnd { [unowned self] in
      firstValue = $0
      change(.second($0, nil))
      // NB: The second gesture starts where the press is when the first succeeds.
      if let lastSample { second.began(lastSample) }
    }
    first.observeReset { [unowned self] in if first.phase == .failed { fail() } }
    second.observeChanges { [unowned self] in if let firstValue { change(.second(firstValue, $0)) } }
    second.observeEnd { [unowned self] in if let firstValue { end(.second(firstValue, $0)) } }
    second.observeReset { [unowned self] in if second.phase == .failed { fail() } }
  }

  private var active: any SampleReceiving { first.phase == .ended ? second : first }

  override func began(_ sample: PointerSample) {
    lastSample = sample
    active.receiveBegan(sample)
  }
  override func moved(_ sample: PointerSample) {
    lastSample = sample
    active.receiveMoved(sample)
  }
  override func ended(_ sample: PointerSample) {
    lastSample = nil
    let wasFirst = first.phase != .ended
    active.receiveEnded(sample)
    // NB: A first gesture that ends at the release leaves the second nothing to recognise in
    // this press: the second begins with the next one, which this recognizer never sees.
    if wasFirst, first.phase == .ended, let firstValue { end(.second(firstValue, nil)) }
  }
  override func cancelled() { first.cancelled(); second.cancelled() }
}

/// Feeds both recognizers; the first wins when it succeeds, the second only once the first
/// has failed.
private final class ExclusiveRecognizer<A, B>: GestureRecognizer<ExclusiveGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  private let first: GestureRecognizer<A.Value>
  private let second: GestureRecognizer<B.Value>
  private var secondResult: B.Value?

  init(_ first: GestureRecognizer<A.Value>, _ second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
    super.init()
    first.observeChanges { [unowned self] in change(.first($0)) }
    first.observeEnd { [unowned self] in second.cancelled(); end(.first($0)) }
    first.observeReset { [unowned self] in if first.phase == .failed { settle() } }
    second.observeChanges { [unowned self] in if first.phase == .failed { change(.second($0)) } }
    second.observeEnd { [unowned self] in secondResult = $0; settle() }
    second.observeReset { [unowned self] in if second.phase == .failed, first.phase == .failed { fail() } }
  }

  private func settle() {
    guard first.phase == .failed else { return }
    if let secondResult { end(.second(secondResult)) } else if second.phase == .failed { fail() }
  }

  override func began(_ sample: PointerSample) { first.receiveBegan(sample); second.receiveBegan(sample) }
  override func moved(_ sample: PointerSample) { first.receiveMoved(sample); second.receiveMoved(sample) }
  override func ended(_ sample: PointerSample) { first.receiveEnded(sample); second.receiveEnded(sample) }
  override func cancelled() { first.cancelled(); second.cancelled() }
}

/// What a host sends a recognizer, whatever its value type.
@MainActor
package protocol SampleReceiving: AnyObject {
  func receiveBegan(_ sample: PointerSample)
  func receiveMoved(_ sample: PointerSample)
  func receiveEnded(_ sample: PointerSample)
  func receiveCancelled()
  var gesturePhase: GesturePhase { get }
}

extension GestureRecognizer: SampleReceiving {
  package func receiveBegan(_ sample: PointerSample) { began(sample) }
  package func receiveMoved(_ sample: PointerSample) { moved(sample) }
  package func receiveEnded(_ sample: PointerSample) {
    ended(sample)
    // NB: A gesture still undecided when the press ends (one that never began) fails.
    if phase == .possible || phase == .active { fail() }
  }
  package func receiveCancelled() { cancelled() }
  package var gesturePhase: GesturePhase { phase }
}
