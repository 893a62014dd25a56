extension Publishers {
  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that evaluates each received element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that emits whether every element satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber; the first failing element ends the stream with `false`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var satisfied = true
      let predicate = predicate
      upstream.subscribeReducing(
        subscriber,
        reduce: {
          if predicate($0) { return .continue }
          satisfied = false
          return .finish
        },
        result: { satisfied })
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given error-throwing predicate.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that evaluates each received element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that emits whether every element satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var satisfied = true
      let predicate = predicate
      upstream.subscribeTryReducing(
        subscriber,
        reduce: {
          do {
            if try predicate($0) { return .continue }
            satisfied = false
            return .finish
          } catch {
            return .fail(error)
          }
        },
        result: { satisfied })
    }
  }
}

extension Publisher {
  /// Publishes a single Boolean value that indicates whether all received elements pass a
  /// given predicate.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Publishes a single Boolean value that indicates whether all received elements pass a
  /// given error-throwing predicate.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}
