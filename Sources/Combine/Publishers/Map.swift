extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that transforms all elements from the upstream publisher.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber; demand and cancellation go straight to the upstream.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(MapInner(downstream: subscriber, transform: transform))
    }
  }

  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// error-throwing closure.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that transforms elements with an error-throwing closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber; a thrown error cancels the upstream and fails downstream.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TryMapInner<Upstream, S>(downstream: subscriber, transform: transform))
    }
  }
}

/// Stateless, so it hands the upstream subscription straight to the downstream.
final class MapInner<Input, Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  typealias Failure = Downstream.Failure
  let downstream: Downstream
  let transform: (Input) -> Downstream.Input

  init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
    self.downstream = downstream
    self.transform = transform
  }

  var description: String { "Map" }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inline(__always)
  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(transform(input))
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    downstream.receive(completion: completion)
  }
}

final class TryMapInner<Upstream: Publisher, Downstream: Subscriber>:
  FilteringInner<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Failure == any Error {
  let transform: (Upstream.Output) throws -> Downstream.Input

  init(downstream: Downstream, transform: @escaping (Upstream.Output) throws -> Downstream.Input) {
    self.transform = transform
    super.init(downstream: downstream)
  }

  override func step(_ input: Upstream.Output) -> OperatorStep<Downstream.Input, any Error> {
    do { return .emit(try transform(input)) } catch { return .fail(error) }
  }

  override func map(completion: Subscribers.Completion<Upstream.Failure>)
    -> Subscribers.Completion<any Error>
  {
    completion.mapError { $0 }
  }
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms all elements from the upstream publisher with a provided error-throwing
  /// closure; a thrown error terminates the stream with that error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Replaces nil elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}
