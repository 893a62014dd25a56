/// What a reducing operator does with one upstream element.
enum ReduceStep<Failure: Error> {
  /// Keep accumulating.
  case `continue`
  /// The result is known: cancel the upstream and deliver it.
  case finish
  /// Cancel the upstream and fail.
  case fail(Failure)
}

/// The inner subscriber of operators that emit one value when the upstream ends (`reduce`,
/// `count`, `last`, `contains`…).
///
/// It asks the upstream for `.unlimited` once the downstream asks for anything, and holds the
/// result back until the downstream has demand, as Combine's reducers do.
class ReducingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure

  private let lock = Lock()
  private var upstream: (any Subscription)?
  private var downstream: Downstream?
  private var upstreamDone = false
  private var requested = false
  private var cancelled = false
  private var delivered = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "\(type(of: self))" }

  /// Accumulates one element.
  func reduce(_ input: Input) -> ReduceStep<Downstream.Failure> { fatalError("abstract") }

  /// The value to emit once the upstream finished, if any.
  func result() -> Downstream.Input? { fatalError("abstract") }

  /// Converts an upstream failure.
  func map(failure: UpstreamFailure) -> Downstream.Failure { fatalError("abstract") }

  final func receive(subscription: any Subscription) {
    var ds: Downstream?
    lock.withLock {
      if upstream == nil && !upstreamDone && !cancelled {
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
    let active = lock.withLock { !upstreamDone && !cancelled }
    guard active else { return .none }
    switch reduce(input) {
    case .continue:
      return .none
    case .finish:
      var up: (any Subscription)?
      lock.withLock { up = upstream; upstream = nil }
      up?.cancel()
      upstreamFinished()
    case .fail(let error):
      var up: (any Subscription)?
      var ds: Downstream?
      lock.withLock {
        up = upstream
        upstream = nil
        upstreamDone = true
        ds = downstream
        downstream = nil
      }
      up?.cancel()
      ds?.receive(completion: .failure(error))
    }
    return .none
  }

  final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    switch completion {
    case .finished:
      lock.withLock { upstream = nil }
      upstreamFinished()
    case .failure(let error):
      var ds: Downstream?
      lock.withLock {
        if !upstreamDone && !cancelled {
          ds = downstream
          downstream = nil
        }
        upstreamDone = true
        upstream = nil
      }
      ds?.receive(completion: .failure(map(failure: error)))
    }
  }

  final func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    var up: (any Subscription)?
    let deliverNow = lock.withLock { () -> Bool in
      if requested || cancelled { return false }
      requested = true
      up = upstream
      return upstreamDone
    }
    up?.request(.unlimited)
    if deliverNow { deliver() }
  }

  final func cancel() {
    var up: (any Subscription)?
    lock.withLock {
      cancelled = true
      up = upstream
      upstream = nil
      downstream = nil
    }
    up?.cancel()
  }

  private func upstreamFinished() {
    let deliverNow = lock.withLock { () -> Bool in
      if upstreamDone || cancelled { return false }
      upstreamDone = true
      return requested
    }
    if deliverNow { deliver() }
  }

  private func deliver() {
    var ds: Downstream?
    lock.withLock {
      if !delivered && !cancelled {
        delivered = true
        ds = downstream
        downstream = nil
      }
    }
    guard let ds else { return }
    if let value = result() { _ = ds.receive(value) }
    ds.receive(completion: .finished)
  }
}
