/// A publisher that publishes changes from observable objects.
///
/// This is the default `objectWillChange` of an ``ObservableObject``: it emits, with no
/// value, just before any `@Published` property of the object changes. Thread-safe; the
/// subscribers are a small array walked without holding the lock.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  /// The kind of values published by this publisher.
  public typealias Output = Void
  /// The kind of errors this publisher might publish.
  public typealias Failure = Never

  private let lock = Lock()
  private var conduits: [ConduitBase] = []

  /// Creates an observable object publisher instance.
  public init() {}

  /// The number of live subscriptions; lets tests check that cancelling detaches.
  var subscriberCount: Int {
    lock.withLock { conduits.count }
  }

  /// Attaches the subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    let conduit = DownstreamConduit(
      downstream: subscriber, pending: nil, replaysLatest: false,
      onCancel: { [weak self] in self?.remove($0) })
    lock.withLock { conduits.append(conduit) }
    subscriber.receive(subscription: conduit)
  }

  /// Sends the changed value to the downstream subscribers.
  public func send() {
    var targets: [ConduitBase] = []
    lock.withLock { targets = conduits }
    for conduit in targets {
      unsafeDowncast(conduit, to: SubjectConduit<Void, Never>.self).offer(())
    }
  }

  private func remove(_ conduit: SubjectConduit<Void, Never>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}
