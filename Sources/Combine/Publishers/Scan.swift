extension Publishers {
  /// A publisher that transforms elements from the upstream publisher by providing the
  /// current element to a closure along with the last value returned by the closure.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, or the initial one before the first element.
    public let initialResult: Output
    /// A closure that takes the previous result and the next element.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates elements with a closure.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var accumulated = initialResult
      let next = nextPartialResult
      upstream.subscribe(
        MapInner(downstream: subscriber) { value in
          accumulated = next(accumulated, value)
          return accumulated
        })
    }
  }

  /// A publisher that accumulates elements with an error-throwing closure.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, or the initial one before the first element.
    public let initialResult: Output
    /// An error-throwing closure that takes the previous result and the next element.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates elements with an error-throwing closure.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var accumulated = initialResult
      let next = nextPartialResult
      upstream.subscribe(
        ClosureFilteringInner<Upstream, S>(downstream: subscriber) { value in
          do {
            accumulated = try next(accumulated, value)
            return .emit(accumulated)
          } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher {
  /// Transforms elements by providing the current element to a closure along with the last
  /// value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Like `scan`, with an error-throwing closure; a thrown error fails the stream.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
