extension Publishers {
  /// A publisher that republishes all non-nil results of calling a closure with each received
  /// element.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional values.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that republishes all non-nil results of a closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber; a nil result is made up for by asking for one more element.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(CompactMapInner(downstream: subscriber, transform: transform))
    }
  }

  /// A publisher that republishes all non-nil results of calling an error-throwing closure
  /// with each received element.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that returns optional values.
    public let transform: (Upstream.Output) throws -> Output?

    /// Creates a publisher that republishes non-nil results of an error-throwing closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        ClosureFilteringInner<Upstream, S>(downstream: subscriber) { input in
          do {
            if let value = try transform(input) { return .emit(value) }
            return .skip
          } catch {
            return .fail(error)
          }
        })
    }
  }
}

final class CompactMapInner<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  typealias Failure = Downstream.Failure
  let downstream: Downstream
  let transform: (Input) -> Downstream.Input?

  init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  var description: String { "CompactMap" }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if let value = transform(input) { return downstream.receive(value) }
    return .max(1)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publisher {
  /// Calls a closure with each received element and publishes any returned optional that has
  /// a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Calls an error-throwing closure with each received element and publishes any returned
  /// optional that has a value.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}
