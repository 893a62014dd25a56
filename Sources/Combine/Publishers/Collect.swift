extension Publishers {
  /// A publisher that buffers items.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = [Upstream.Output]
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that collects all received elements into one array.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var buffer: [Upstream.Output] = []
      upstream.subscribeReducing(
        subscriber, reduce: { buffer.append($0); return .continue }, result: { buffer })
    }
  }

  /// A publisher that buffers a maximum number of items.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = [Upstream.Output]
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of received elements to buffer before publishing.
    public let count: Int

    /// Creates a publisher that buffers up to `count` elements before publishing them.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches the subscriber; each downstream demand asks the upstream for `count` times
    /// as many elements.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(CollectByCountInner(downstream: subscriber, count: count))
    }
  }
}

final class CollectByCountInner<Element, Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == [Element] {
  typealias Input = Element
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var buffer: [Element] = []
  private let count: Int

  init(downstream: Downstream, count: Int) {
    self.downstream = downstream
    self.count = Swift.max(count, 1)
  }

  var description: String { "CollectByCount" }

  func receive(subscription: any Subscription) {
    var ds: Downstream?
    lock.withLock {
      if upstream == nil { upstream = subscription; ds = downstream }
    }
    guard let ds else { subscription.cancel(); return }
    ds.receive(subscription: self)
  }

  func receive(_ input: Element) -> Subscribers.Demand {
    var ds: Downstream?
    var full: [Element]?
    lock.withLock {
      guard let d = downstream else { return }
      buffer.append(input)
      if buffer.count == count {
        full = buffer
        buffer = []
        ds = d
      }
    }
    guard let ds, let full else { return .none }
    return ds.receive(full) * count
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    var ds: Downstream?
    var rest: [Element] = []
    lock.withLock {
      ds = downstream
      downstream = nil
      upstream = nil
      rest = buffer
      buffer = []
    }
    guard let ds else { return }
    if case .finished = completion, !rest.isEmpty { _ = ds.receive(rest) }
    ds.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    up?.request(demand * count)
  }

  func cancel() {
    var up: (any Subscription)?
    lock.withLock { up = upstream; upstream = nil; downstream = nil; buffer = [] }
    up?.cancel()
  }
}

extension Publisher {
  /// Collects all received elements, and emits a single array of the collection when the
  /// upstream publisher finishes.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Collects up to the specified number of elements, and then emits a single array of the
  /// collection; a partial array is emitted when the upstream finishes.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
