extension Publishers {
  /// A publisher that applies a closure to all received elements and produces an accumulated
  /// value when the upstream publisher finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// A closure that takes the previously-accumulated value and the next element.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates all elements into one value.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var accumulated = initial
      let next = nextPartialResult
      upstream.subscribeReducing(
        subscriber,
        reduce: { accumulated = next(accumulated, $0); return .continue },
        result: { accumulated })
    }
  }

  /// A publisher that applies an error-throwing closure to all received elements and
  /// produces an accumulated value when the upstream publisher finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// An error-throwing closure that takes the accumulated value and the next element.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates all elements with an error-throwing closure.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var accumulated = initial
      let next = nextPartialResult
      upstream.subscribeTryReducing(
        subscriber,
        reduce: {
          do {
            accumulated = try next(accumulated, $0)
            return .continue
          } catch {
            return .fail(error)
          }
        },
        result: { accumulated })
    }
  }
}

extension Publisher {
  /// Applies a closure that collects each element of a stream and publishes a final result
  /// upon completion.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Applies an error-throwing closure that collects each element of a stream and publishes
  /// a final result upon completion.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}
