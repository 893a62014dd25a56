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
  private var downstream: Downstream?
  private var terminated = false

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
    var ds: Downstream?
    lock.withLock {
      if upstream == nil && !terminated {
        upstream = subscription
        ds = downstream
      }
    }
    guard let ds else {
      subscription.cancel()
      return
    }
    ds.receive(subscription: self)
  }

  final func receive(_ input: Input) -> Subscribers.Demand {
    var ds: Downstream?
    lock.withLock { if !terminated { ds = downstream } }
    guard let ds else { return .none }
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
    var ds: Downstream?
    lock.withLock {
      if !terminated {
        terminated = true
        ds = downstream
        downstream = nil
        upstream = nil
      }
    }
    ds?.receive(completion: map(completion: completion))
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
      downstream = nil
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
      downstream = nil
      return true
    }
    up?.cancel()
    return first
  }
}
