extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that publishes the first element of a stream.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var first: Output?
      upstream.subscribeReducing(
        subscriber, reduce: { first = $0; return .finish }, result: { first })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate
  /// closure.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that publishes the first element satisfying `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var first: Output?
      let predicate = predicate
      upstream.subscribeReducing(
        subscriber,
        reduce: {
          guard predicate($0) else { return .continue }
          first = $0
          return .finish
        },
        result: { first })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a throwing
  /// predicate closure.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that publishes the first element satisfying `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var first: Output?
      let predicate = predicate
      upstream.subscribeTryReducing(
        subscriber,
        reduce: {
          do {
            guard try predicate($0) else { return .continue }
            first = $0
            return .finish
          } catch {
            return .fail(error)
          }
        },
        result: { first })
    }
  }
}

extension Publisher {
  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first element of a stream to satisfy a throwing predicate closure.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}
