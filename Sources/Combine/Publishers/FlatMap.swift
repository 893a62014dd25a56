extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher.
  ///
  /// At most `maxPublishers` inner publishers run at once: the upstream is asked for that
  /// many elements, and for one more each time an inner publisher finishes.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = NewPublisher.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of concurrent publisher subscriptions.
    public let maxPublishers: Subscribers.Demand
    /// A closure that takes an element as a parameter and returns a publisher that produces
    /// elements of that type.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher that transforms elements from an upstream publisher into a new
    /// publisher.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        FlatMapInner<Upstream.Output, NewPublisher, S>(
          downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
    }
  }
}

final class FlatMapInner<Input, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
  typealias Failure = NewPublisher.Failure

  private let lock = Lock()
  private let output: OutputSerializer<Downstream>
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> NewPublisher
  private var outer: (any Subscription)?
  private var inners: [Int: any Subscription] = [:]
  private var nextIndex = 0
  private var active = 0
  private var outerFinished = false
  private var terminated = false

  init(
    downstream: Downstream, maxPublishers: Subscribers.Demand,
    transform: @escaping (Input) -> NewPublisher
  ) {
    output = OutputSerializer(downstream: downstream)
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  var description: String { "FlatMap" }

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
    subscription.request(maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let index = lock.withLock { () -> Int? in
      guard !terminated else { return nil }
      nextIndex += 1
      active += 1
      return nextIndex
    }
    guard let index else { return .none }
    transform(input).subscribe(FlatMapChild(parent: self, index: index))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished:
      let done = lock.withLock { () -> Bool in
        guard !terminated else { return false }
        outerFinished = true
        outer = nil
        if active == 0 { terminated = true }
        return active == 0
      }
      if done { output.finish(.finished) }
    case .failure(let error):
      fail(error)
    }
  }

  fileprivate func childReceive(subscription: any Subscription, index: Int) {
    let accepted = lock.withLock { () -> Bool in
      guard !terminated else { return false }
      inners[index] = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    let demand = output.outstandingDemand
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func childReceive(_ value: Downstream.Input) {
    output.send(value)
  }

  fileprivate func childFinished(index: Int) {
    var up: (any Subscription)?
    let done = lock.withLock { () -> Bool in
      guard !terminated else { return false }
      inners.removeValue(forKey: index)
      active -= 1
      if outerFinished && active == 0 {
        terminated = true
        return true
      }
      if maxPublishers != .unlimited { up = outer }
      return false
    }
    if done {
      output.finish(.finished)
    } else {
      up?.request(.max(1))
    }
  }

  fileprivate func fail(_ error: Failure) {
    var subs: [any Subscription] = []
    let first = lock.withLock { () -> Bool in
      guard !terminated else { return false }
      terminated = true
      subs = Array(inners.values)
      if let outer { subs.append(outer) }
      inners = [:]
      outer = nil
      return true
    }
    guard first else { return }
    for sub in subs { sub.cancel() }
    output.finish(.failure(error))
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    output.request(demand)
    var subs: [any Subscription] = []
    lock.withLock { subs = Array(inners.values) }
    for sub in subs { sub.request(demand) }
  }

  func cancel() {
    output.cancel()
    var subs: [any Subscription] = []
    lock.withLock {
      terminated = true
      subs = Array(inners.values)
      if let outer { subs.append(outer) }
      inners = [:]
      outer = nil
    }
    for sub in subs { sub.cancel() }
  }
}

private final class FlatMapChild<Input, NewPublisher: Publisher, Downstream: Subscriber>:
  Subscriber, CustomStringConvertible
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
  typealias Failure = NewPublisher.Failure
  let parent: FlatMapInner<Input, NewPublisher, Downstream>
  let index: Int

  init(parent: FlatMapInner<Input, NewPublisher, Downstream>, index: Int) {
    self.parent = parent
    self.index = index
  }

  var description: String { "FlatMap" }

  func receive(subscription: any Subscription) {
    parent.childReceive(subscription: subscription, index: index)
  }

  func receive(_ input: NewPublisher.Output) -> Subscribers.Demand {
    parent.childReceive(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: parent.childFinished(index: index)
    case .failure(let error): parent.fail(error)
    }
  }
}

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
  /// number of publishers you specify.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements into new publishers that can fail; this publisher's failure
  /// type is promoted to theirs.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// Transforms all elements into new publishers, when neither can fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Transforms all elements into new publishers that can't fail; their failure type is
  /// promoted to this publisher's.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}
