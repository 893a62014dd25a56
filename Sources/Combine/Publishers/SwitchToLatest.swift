extension Publishers {
  /// A publisher that flattens nested publishers.
  ///
  /// Each new publisher from the upstream replaces the previous one, which is cancelled; the
  /// downstream's unmet demand moves over to the new publisher.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = P.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = P.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that "flattens" nested publishers.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber; it finishes when the upstream and the latest publisher have.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(SwitchToLatestInner<P, S>(downstream: subscriber))
    }
  }
}

final class SwitchToLatestInner<P: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
  typealias Input = P
  typealias Failure = P.Failure

  private let lock = Lock()
  private let output: OutputSerializer<Downstream>
  private var outer: (any Subscription)?
  private var inner: (any Subscription)?
  private var generation = 0
  private var innerActive = false
  private var outerFinished = false
  private var terminated = false

  init(downstream: Downstream) {
    output = OutputSerializer(downstream: downstream)
  }

  var description: String { "SwitchToLatest" }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard outer == nil, !terminated else { return false }
      outer = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    output.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: P) -> Subscribers.Demand {
    var previous: (any Subscription)?
    let gen = lock.withLock { () -> Int? in
      guard !terminated else { return nil }
      generation += 1
      previous = inner
      inner = nil
      innerActive = true
      return generation
    }
    previous?.cancel()
    guard let gen else { return .none }
    input.subscribe(SwitchToLatestChild(parent: self, generation: gen))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished:
      let done = lock.withLock { () -> Bool in
        guard !terminated else { return false }
        outerFinished = true
        outer = nil
        if !innerActive { terminated = true }
        return !innerActive
      }
      if done { output.finish(.finished) }
    case .failure(let error):
      fail(error)
    }
  }

  fileprivate func childReceive(subscription: any Subscription, generation gen: Int) {
    let accepted = lock.withLock { () -> Bool in
      guard !terminated, gen == generation else { return false }
      inner = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    let demand = output.outstandingDemand
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func childReceive(_ value: P.Output, generation gen: Int) {
    let current = lock.withLock { !terminated && gen == generation }
    if current { output.send(value) }
  }

  fileprivate func childFinished(generation gen: Int) {
    let done = lock.withLock { () -> Bool in
      guard !terminated, gen == generation else { return false }
      inner = nil
      innerActive = false
      if outerFinished { terminated = true }
      return outerFinished
    }
    if done { output.finish(.finished) }
  }

  fileprivate func childFailed(_ error: Failure, generation gen: Int) {
    let current = lock.withLock { gen == generation }
    if current { fail(error) }
  }

  private func fail(_ error: Failure) {
    var subs: [any Subscription] = []
    let first = lock.withLock { () -> Bool in
      guard !terminated else { return false }
      terminated = true
      if let outer { subs.append(outer) }
      if let inner { subs.append(inner) }
      outer = nil
      inner = nil
      return true
    }
    guard first else { return }
    for sub in subs { sub.cancel() }
    output.finish(.failure(error))
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    output.request(demand)
    var sub: (any Subscription)?
    lock.withLock { sub = inner }
    sub?.request(demand)
  }

  func cancel() {
    output.cancel()
    var subs: [any Subscription] = []
    lock.withLock {
      terminated = true
      if let outer { subs.append(outer) }
      if let inner { subs.append(inner) }
      outer = nil
      inner = nil
    }
    for sub in subs { sub.cancel() }
  }
}

private final class SwitchToLatestChild<P: Publisher, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
where Downstream.Input == P.Output, Downstream.Failure == P.Failure {
  typealias Input = P.Output
  typealias Failure = P.Failure
  let parent: SwitchToLatestInner<P, Downstream>
  let generation: Int

  init(parent: SwitchToLatestInner<P, Downstream>, generation: Int) {
    self.parent = parent
    self.generation = generation
  }

  var description: String { "SwitchToLatest" }

  func receive(subscription: any Subscription) {
    parent.childReceive(subscription: subscription, generation: generation)
  }

  func receive(_ input: P.Output) -> Subscribers.Demand {
    parent.childReceive(input, generation: generation)
    return .none
  }

  func receive(completion: Subscribers.Completion<P.Failure>) {
    switch completion {
    case .finished: parent.childFinished(generation: generation)
    case .failure(let error): parent.childFailed(error, generation: generation)
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher; this publisher's
  /// failure type is promoted to the inner publishers'.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>>
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, when neither fails.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher; the inner
  /// publishers' failure type is promoted to this publisher's.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
  }
}
