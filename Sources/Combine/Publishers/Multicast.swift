extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers.
  ///
  /// Subscribers attach to the subject; nothing flows from the upstream until `connect()`,
  /// so several subscribers can be set up first and none misses the first elements.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public final let upstream: Upstream
    /// A closure to create a new Subject.
    public final let createSubject: () -> SubjectType

    private let lock = Lock()
    private var subject: SubjectType?
    private var connection: AnyCancellable?

    /// Creates a multicast publisher that applies a closure to create a subject that delivers
    /// elements to subscribers.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// The subject, created on first use and then shared by every subscriber.
    private var sharedSubject: SubjectType {
      var existing: SubjectType?
      lock.withLock { existing = subject }
      if let existing { return existing }
      let made = createSubject()
      var chosen: SubjectType?
      lock.withLock {
        if subject == nil { subject = made }
        chosen = subject
      }
      return chosen.unsafelyUnwrapped
    }

    /// Attaches the subscriber to the subject.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      sharedSubject.subscribe(subscriber)
    }

    /// Connects the subject to the upstream; while connected, further calls return the same
    /// connection.
    public func connect() -> any Cancellable {
      let subject = sharedSubject
      var existing: AnyCancellable?
      lock.withLock { existing = connection }
      if let existing { return existing }
      let made = upstream.subscribe(subject)
      var chosen: AnyCancellable?
      let keep = lock.withLock { () -> Bool in
        if connection == nil {
          connection = made
          return true
        }
        return false
      }
      lock.withLock { chosen = connection }
      if !keep { made.cancel() }
      return MulticastConnection(parent: self, connection: chosen.unsafelyUnwrapped)
    }

    fileprivate func disconnect(_ connection: AnyCancellable) {
      let matches = lock.withLock { () -> Bool in
        guard self.connection === connection else { return false }
        self.connection = nil
        return true
      }
      if matches { connection.cancel() }
    }
  }
}

/// Cancelling the connection lets a later `connect()` subscribe to the upstream again.
private struct MulticastConnection<Upstream: Publisher, SubjectType: Subject>: Cancellable
where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
  let parent: Publishers.Multicast<Upstream, SubjectType>
  let connection: AnyCancellable
  func cancel() { parent.disconnect(connection) }
}

extension Publisher {
  /// Applies a closure to create a subject that delivers elements to subscribers.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }
}
