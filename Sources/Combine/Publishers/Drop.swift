extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later
  /// elements.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    /// Creates a publisher that omits the first `count` elements.
    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "count must not be negative")
      self.upstream = upstream
      self.count = count
    }

    /// Attaches the subscriber; each dropped element is made up for by asking for one more.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribe(
        FilterInner(downstream: subscriber) { _ in
          guard remaining > 0 else { return true }
          remaining -= 1
          return false
        })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given closure
  /// returns false.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that drops elements while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var dropping = true
      let predicate = predicate
      upstream.subscribe(
        FilterInner(downstream: subscriber) { value in
          if dropping { dropping = predicate(value) }
          return !dropping
        })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given
  /// error-throwing closure returns false.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that drops elements while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var dropping = true
      let predicate = predicate
      upstream.subscribe(
        ClosureFilteringInner<Upstream, S>(downstream: subscriber) { value in
          do {
            if dropping { dropping = try predicate(value) }
            return dropping ? .skip : .emit(value)
          } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Omits elements from the upstream publisher until a given closure returns false, before
  /// republishing all remaining elements.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Omits elements until an error-throwing closure returns false.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}
