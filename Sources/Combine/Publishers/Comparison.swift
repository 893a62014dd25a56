extension Publishers {
  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item.
  ///
  /// `max(by:)` uses the ordering as given and `min(by:)` reverses it, so either way the
  /// publisher keeps the element that sorts last and publishes it when the upstream finishes.
  public struct Comparison<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they are in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a publisher that keeps the greatest element under the given ordering.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var best: Output?
      let ordered = areInIncreasingOrder
      upstream.subscribeReducing(
        subscriber,
        reduce: { value in
          if let current = best {
            if ordered(current, value) { best = value }
          } else {
            best = value
          }
          return .continue
        },
        result: { best })
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item, and fails if the ordering logic
  /// throws an error.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that returns true if two elements are in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Creates a publisher that keeps the greatest element under a throwing ordering.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var best: Output?
      let ordered = areInIncreasingOrder
      upstream.subscribeTryReducing(
        subscriber,
        reduce: { value in
          do {
            if let current = best {
              if try ordered(current, value) { best = value }
            } else {
              best = value
            }
            return .continue
          } catch {
            return .fail(error)
          }
        },
        result: { best })
    }
  }
}

extension Publisher where Output: Comparable {
  /// Publishes the minimum value received from the upstream publisher, after it finishes.
  public func min() -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: >)
  }

  /// Publishes the maximum value received from the upstream publisher, after it finishes.
  public func max() -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: <)
  }
}

extension Publisher {
  /// Publishes the minimum value received, using the provided ordering closure.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Publishes the maximum value received, using the provided ordering closure.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the minimum value received, using a throwing ordering closure.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// Publishes the maximum value received, using a throwing ordering closure.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}
