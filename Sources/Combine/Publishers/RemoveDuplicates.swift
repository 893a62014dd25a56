extension Publishers {
  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
    public let predicate: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a publisher that publishes only elements that don't match the previous one.
    public init(
      upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      var previous: Output?
      upstream.subscribe(
        FilterInner(downstream: subscriber) { value in
          defer { previous = value }
          guard let last = previous else { return true }
          return !predicate(last, value)
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}
