extension Publishers {
  /// A publisher that provides explicit connectability to another publisher.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher, attached to the provided upstream publisher.
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    /// Attaches the subscriber; it receives elements only once connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      multicast.receive(subscriber: subscriber)
    }

    /// Connects to the upstream publisher.
    public func connect() -> any Cancellable {
      multicast.connect()
    }
  }

  /// A publisher that shares the output of an upstream publisher with multiple subscribers.
  ///
  /// It subscribes to the upstream when the first subscriber attaches and delivers to all of
  /// them through a `PassthroughSubject`: subscribers that attach later miss the elements
  /// already sent, and get the completion if the upstream has finished.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates a publisher that shares the output of an upstream publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }

    /// Attaches the subscriber to the shared stream.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    /// Two shares are equal only if they are the same instance.
    public static func == (lhs: Share, rhs: Share) -> Bool {
      lhs === rhs
    }
  }
}

extension Publisher {
  /// Creates a connectable wrapper around the publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> where Failure == Never {
    Publishers.MakeConnectable(upstream: self)
  }

  /// Shares the output of an upstream publisher with multiple subscribers.
  ///
  /// The result is a class, so every copy of it refers to the one shared subscription.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
