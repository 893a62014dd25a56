/// What an operator does with one upstream element.
enum OperatorStep<Output, Failure: Error> {
  /// Send this value downstream.
  case emit(Output)
  /// Drop the element; the upstream is asked for one more to make up for it.
  case skip
  /// Send the value if there is one, then finish and cancel the upstream.
  case finish(Output?)
  /// Cancel the upstream and fail with this error.
  case fail(Failure)
}

/// The inner subscriber of operators that can end a stream early (`tryMap`, `prefix`,
/// `first(where:)`…): it owns the upstream subscription so that, once it has ended the
/// stream, neither late upstream values nor downstream requests get through.
///
/// Subclasses override `step(_:)` and `map(completion:)`. Per-element state lives in the
/// subclass and needs no lock, because a publisher never calls `receive(_:)` concurrently.
class FilteringInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure

  let lock = Lock()
  private var upstream: (any Subscription)?
  // NB: `let` plus `terminated`, not an optional: an optional of the generic downstream type
  // costs a run-time metadata lookup per value. Once terminated it's never called again.
  private let downstream: Downstream
  @exclusivity(unchecked) private var terminated = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "\(type(of: self))" }

  func step(_ input: Input) -> OperatorStep<Downstream.Input, Downstream.Failure> {
    fatalError("abstract")
  }

  func map(completion: Subscribers.Completion<UpstreamFailure>)
    -> Subscribers.Completion<Downstream.Failure>
  {
    fatalError("abstract")
  }

  final func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard upstream == nil, !terminated else { return false }
      upstream = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    downstream.receive(subscription: self)
  }

  final func receive(_ input: Input) -> Subscribers.Demand {
    let active = lock.withLock { !terminated }
    guard active else { return .none }
    let ds = downstream
    switch step(input) {
    case .emit(let value):
      return ds.receive(value)
    case .skip:
      return .max(1)
    case .finish(let value):
      guard terminate() else { return .none }
      if let value { _ = ds.receive(value) }
      ds.receive(completion: .finished)
      return .none
    case .fail(let error):
      guard terminate() else { return .none }
      ds.receive(completion: .failure(error))
      return .none
    }
  }

  final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let first = lock.withLock { () -> Bool in
      guard !terminated else { return false }
      terminated = true
      upstream = nil
      return true
    }
    if first { downstream.receive(completion: map(completion: completion)) }
  }

  final func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    up?.request(demand)
  }

  final func cancel() {
    var up: (any Subscription)?
    lock.withLock {
      terminated = true
      up = upstream
      upstream = nil
    }
    up?.cancel()
  }

  /// Ends the stream from inside; false if it had already ended.
  private func terminate() -> Bool {
    var up: (any Subscription)?
    let first = lock.withLock { () -> Bool in
      if terminated { return false }
      terminated = true
      up = upstream
      upstream = nil
      return true
    }
    up?.cancel()
    return first
  }
}
