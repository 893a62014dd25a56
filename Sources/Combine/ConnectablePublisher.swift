/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Use it to set up several subscribers before the upstream starts producing, so none of them
/// misses early values.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements.
  ///
  /// - Returns: A cancellable that disconnects the publisher.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  ///
  /// Connects when the first subscriber attaches, and disconnects when the last one cancels.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(self)
  }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher,
    @unchecked Sendable
  {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream

    private let lock = Lock()
    private var connection: (any Cancellable)?
    private var subscriberCount = 0

    /// Creates a publisher that automatically connects to an upstream connectable publisher.
    public init(_ upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber, connecting the upstream if it is the first one.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      lock.withLock { subscriberCount += 1 }
      upstream.receive(subscriber: AutoconnectInner(parent: self, downstream: subscriber))
      let needsConnect = lock.withLock { () -> Bool in
        connection == nil && subscriberCount > 0
      }
      if needsConnect {
        let c = upstream.connect()
        let keep = lock.withLock { () -> Bool in
          if connection == nil && subscriberCount > 0 {
            connection = c
            return true
          }
          return false
        }
        if !keep { c.cancel() }
      }
    }

    fileprivate func subscriberDidEnd() {
      var toCancel: (any Cancellable)?
      lock.withLock {
        subscriberCount -= 1
        if subscriberCount == 0 {
          toCancel = connection
          connection = nil
        }
      }
      toCancel?.cancel()
    }
  }
}

/// Counts the autoconnect's live subscribers so the last cancellation disconnects.
private final class AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>:
  Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let lock = Lock()
  private var parent: Publishers.Autoconnect<Upstream>?
  private let downstream: Downstream
  private var upstream: (any Subscription)?

  init(parent: Publishers.Autoconnect<Upstream>, downstream: Downstream) {
    self.parent = parent
    self.downstream = downstream
  }

  func receive(subscription: any Subscription) {
    lock.withLock { upstream = subscription }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    var p: Publishers.Autoconnect<Upstream>?
    lock.withLock { p = parent; parent = nil; upstream = nil }
    p?.subscriberDidEnd()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    up?.request(demand)
  }

  func cancel() {
    var up: (any Subscription)?
    var p: Publishers.Autoconnect<Upstream>?
    lock.withLock { up = upstream; upstream = nil; p = parent; parent = nil }
    up?.cancel()
    p?.subscriberDidEnd()
  }
}
