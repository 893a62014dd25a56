/// What a relay does when its current publisher completes.
enum RelayNext<Failure: Error> {
  /// Pass this completion downstream; the stream is over.
  case complete(Subscribers.Completion<Failure>)
  /// Carry on with another publisher: the closure attaches it.
  case next(() -> Void)
}

/// The subscription of operators that chain publishers one after another (`catch`, `retry`,
/// `append`, `prepend`, `replaceError`…): the downstream sees one subscription for the whole
/// chain, and demand it granted but did not receive moves on to the next publisher.
final class RelayInner<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = Lock()
  private var downstream: Downstream?
  private var current: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var sentSubscription = false
  private var generation = 0
  private var terminated = false
  private(set) var sawValue = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "Relay" }

  /// Subscribes to `publisher`; `onCompletion` decides what happens when it completes.
  func attach<P: Publisher>(
    _ publisher: P,
    onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> RelayNext<Downstream.Failure>
  ) where P.Output == Downstream.Input {
    let gen = lock.withLock { () -> Int in
      generation += 1
      current = nil
      return generation
    }
    publisher.subscribe(RelayProxy<P.Failure, Downstream>(parent: self, generation: gen, onCompletion: onCompletion))
  }

  fileprivate func proxyReceive(subscription: any Subscription, generation gen: Int) {
    var ds: Downstream?
    var pending = Subscribers.Demand.none
    var first = false
    let accepted = lock.withLock { () -> Bool in
      guard gen == generation, !terminated, current == nil else { return false }
      current = subscription
      first = !sentSubscription
      sentSubscription = true
      pending = demand
      ds = downstream
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    if first, let ds { ds.receive(subscription: self) }
    if pending > 0 { subscription.request(pending) }
  }

  fileprivate func proxyReceive(_ input: Downstream.Input, generation gen: Int) -> Subscribers.Demand {
    var ds: Downstream?
    lock.withLock {
      guard gen == generation, !terminated else { return }
      if demand != .unlimited { demand -= 1 }
      sawValue = true
      ds = downstream
    }
    guard let ds else { return .none }
    let more = ds.receive(input)
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  fileprivate func proxyReceive(completion next: RelayNext<Downstream.Failure>, generation gen: Int) {
    switch next {
    case .next(let attachNext):
      let active = lock.withLock { () -> Bool in
        guard gen == generation, !terminated else { return false }
        current = nil
        return true
      }
      if active { attachNext() }
    case .complete(let completion):
      var ds: Downstream?
      lock.withLock {
        guard gen == generation, !terminated else { return }
        terminated = true
        current = nil
        ds = downstream
        downstream = nil
      }
      ds?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    var sub: (any Subscription)?
    lock.withLock {
      guard !terminated else { return }
      self.demand += demand
      sub = current
    }
    sub?.request(demand)
  }

  func cancel() {
    var sub: (any Subscription)?
    lock.withLock {
      terminated = true
      sub = current
      current = nil
      downstream = nil
    }
    sub?.cancel()
  }
}

private final class RelayProxy<Failure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
{
  typealias Input = Downstream.Input
  let parent: RelayInner<Downstream>
  let generation: Int
  let onCompletion: (Subscribers.Completion<Failure>) -> RelayNext<Downstream.Failure>

  init(
    parent: RelayInner<Downstream>, generation: Int,
    onCompletion: @escaping (Subscribers.Completion<Failure>) -> RelayNext<Downstream.Failure>
  ) {
    self.parent = parent
    self.generation = generation
    self.onCompletion = onCompletion
  }

  var description: String { parent.description }

  func receive(subscription: any Subscription) {
    parent.proxyReceive(subscription: subscription, generation: generation)
  }

  func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    parent.proxyReceive(input, generation: generation)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.proxyReceive(completion: onCompletion(completion), generation: generation)
  }
}
