import Foundation

/// One pointer event as a recognizer sees it: where, in the gesture host view's coordinates
/// and the window's, and when.
package struct PointerSample {
  package var location: CGPoint
  package var globalLocation: CGPoint
  package var time: TimeInterval
  package var tapCount: Int
}

/// Where a recognizer is in one sequence of events.
package enum GesturePhase: Equatable {
  /// Watching events, not yet recognised.
  case possible
  /// Recognised and changing: its value has been reported.
  case active
  /// Ended successfully.
  case ended
  /// Failed or cancelled.
  case failed
}

/// What turns pointer events into a gesture's values: made fresh from a gesture value for each
/// press, so a recognizer never carries state from one sequence of events to the next.
///
/// Subclasses override the event methods and call ``change(_:)``, ``end(_:)`` and ``fail()``;
/// the callbacks that `onChanged`, `onEnded` and `updating` add run in the order they were
/// added, innermost first, as SwiftUI runs them.
@MainActor
package class GestureRecognizer<Value> {
  package private(set) var phase = GesturePhase.possible
  private var changeObservers: [(Value) -> Void] = []
  private var endObservers: [(Value) -> Void] = []
  private var resetObservers: [() -> Void] = []

  package init() {}

  package var isFinished: Bool { phase == .ended || phase == .failed }

  func observeChanges(_ observer: @escaping (Value) -> Void) { changeObservers.append(observer) }
  func observeEnd(_ observer: @escaping (Value) -> Void) { endObservers.append(observer) }
  func observeReset(_ observer: @escaping () -> Void) { resetObservers.append(observer) }

  // MARK: Events, overridden by each kind of gesture

  package func began(_ sample: PointerSample) {}
  package func moved(_ sample: PointerSample) {}
  package func ended(_ sample: PointerSample) {}
  /// The sequence was interrupted, or another gesture won: the gesture fails.
  package func cancelled() { fail() }

  // MARK: Outcomes

  /// Reports a new value while the gesture is in progress.
  package func change(_ value: Value) {
    guard !isFinished else { return }
    phase = .active
    for observer in changeObservers { observer(value) }
  }

  /// Ends the gesture successfully with its final value.
  package func end(_ value: Value) {
    guard !isFinished else { return }
    phase = .ended
    for observer in endObservers { observer(value) }
    reset()
  }

  /// Ends the gesture without success.
  package func fail() {
    guard !isFinished else { return }
    phase = .failed
    reset()
  }

  private func reset() {
    for observer in resetObservers { observer() }
  }
}

/// A recognizer that reports another's values through a function.
package final class MappedRecognizer<Base, Value>: GestureRecognizer<Value> {
  private let base: GestureRecognizer<Base>

  package init(_ base: GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
    self.base = base
    super.init()
    base.observeChanges { [unowned self] in change(transform($0)) }
    base.observeEnd { [unowned self] in end(transform($0)) }
    base.observeReset { [unowned self] in if base.phase == .failed { fail() } }
  }

  package override func began(_ sample: PointerSample) { base.began(sample) }
  package override func moved(_ sample: PointerSample) { base.moved(sample) }
  package override func ended(_ sample: PointerSample) { base.ended(sample) }
  package override func cancelled() { base.cancelled() }
}
