extension Publishers {
  /// A publisher that publishes the number of elements received from the upstream publisher.
  public struct Count<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Int
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that publishes the number of elements received.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var count = 0
      upstream.subscribeReducing(
        subscriber, reduce: { _ in count += 1; return .continue }, result: { count })
    }
  }
}

extension Publisher {
  /// Publishes the number of elements received from the upstream publisher, once it finishes.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }
}
