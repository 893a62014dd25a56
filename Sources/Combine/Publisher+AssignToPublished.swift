extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property marked
  /// as a publisher.
  ///
  /// The subscription lives as long as the `@Published` property: it is cancelled when the
  /// property's storage is deinitialized, so there's no `AnyCancellable` to keep, and no
  /// retain cycle when assigning to a property of `self`.
  ///
  /// ```swift
  /// Timer.publish(every: 1, on: .main, in: .default).autoconnect()
  ///     .assign(to: &$lastUpdated)
  /// ```
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let subscriber = PublishedAssignSubscriber(storage: storage)
    subscribe(subscriber)
    storage.retain(AnyCancellable(subscriber))
  }
}

/// Holds the storage weakly: the storage owns this subscription, not the other way round.
final class PublishedAssignSubscriber<Value>: Subscriber, Cancellable, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Input = Value
  typealias Failure = Never

  private let lock = Lock()
  private weak var storage: PublishedStorage<Value>?
  private var subscription: (any Subscription)?
  private var ended = false

  init(storage: PublishedStorage<Value>) {
    self.storage = storage
  }

  var description: String { "Assign" }

  func receive(subscription: any Subscription) {
    let accepted = lock.withLock { () -> Bool in
      guard self.subscription == nil, !ended else { return false }
      self.subscription = subscription
      return true
    }
    guard accepted else {
      subscription.cancel()
      return
    }
    subscription.request(.unlimited)
  }

  func receive(_ input: Value) -> Subscribers.Demand {
    var target: PublishedStorage<Value>?
    lock.withLock { target = storage }
    target?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    lock.withLock {
      ended = true
      subscription = nil
    }
  }

  func cancel() {
    var sub: (any Subscription)?
    lock.withLock {
      ended = true
      sub = subscription
      subscription = nil
    }
    sub?.cancel()
  }
}
