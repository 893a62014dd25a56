extension Publishers {
  /// A publisher that converts any failure from the upstream publisher into a new error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that converts the upstream failure into a new error.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts any upstream failure into a new error.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts any upstream failure, taking the closure unlabeled.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(MapFailureInner(downstream: subscriber, transform: transform))
    }
  }

  /// A publisher that appears to send a specified failure type.
  ///
  /// The upstream can't fail, so no error ever reaches the subscriber; this only changes the
  /// type, to combine the publisher with ones that can fail.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that appears to send a specified failure type.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(MapFailureInner<Never, S>(downstream: subscriber) { never in never })
    }

    /// Changes the failure type again.
    public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
      Publishers.SetFailureType<Upstream, E>(upstream: upstream)
    }
  }
}

/// Passes values straight through and converts the failure.
final class MapFailureInner<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure
  let downstream: Downstream
  let transform: (UpstreamFailure) -> Downstream.Failure

  init(downstream: Downstream, transform: @escaping (UpstreamFailure) -> Downstream.Failure) {
    self.downstream = downstream
    self.transform = transform
  }

  var description: String { "MapError" }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    downstream.receive(completion: completion.mapError(transform))
  }
}

extension Publisher {
  /// Converts any failure from the upstream publisher into a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    Publishers.SetFailureType(upstream: self)
  }
}
