/// A type that can transmit a sequence of values over time to one or more subscribers.
///
/// A publisher delivers elements only as fast as its subscribers ask for them: every value is
/// paid for by demand the subscriber granted through its ``Subscription``.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish; use `Never` if it cannot fail.
  associatedtype Failure: Error

  /// Attaches the specified subscriber to this publisher.
  ///
  /// Implementations must call the subscriber's `receive(subscription:)` exactly once.
  /// Callers use ``Publisher/subscribe(_:)-(Subscriber)`` rather than calling this directly.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches the specified subscriber to this publisher.
  @inlinable
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches the specified subject to this publisher, so the subject republishes its values.
  ///
  /// - Returns: A cancellable that detaches the subject from this publisher.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    receive(subscriber: subscriber)
    return AnyCancellable(subscriber)
  }
}

/// Feeds a subject from an upstream publisher; the cancellable returned by
/// `subscribe(_ subject:)`.
final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = S.Output
  typealias Failure = S.Failure

  private let lock = Lock()
  private var subject: S?
  private var upstream: (any Subscription)?

  init(_ subject: S) { self.subject = subject }

  func receive(subscription: any Subscription) {
    var target: S?
    lock.withLock {
      if upstream == nil, let s = subject {
        upstream = subscription
        target = s
      }
    }
    guard let target else {
      subscription.cancel()
      return
    }
    target.send(subscription: self)
  }

  func receive(_ input: S.Output) -> Subscribers.Demand {
    var target: S?
    lock.withLock { target = subject }
    target?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<S.Failure>) {
    var target: S?
    lock.withLock {
      target = subject
      subject = nil
      upstream = nil
    }
    target?.send(completion: completion)
  }

  func cancel() {
    var up: (any Subscription)?
    lock.withLock {
      up = upstream
      upstream = nil
      subject = nil
    }
    up?.cancel()
  }
}

// NB: the subject is handed this object as its subscription, so the subject's demand reaches
// the upstream without the subject holding the upstream's concrete type.
extension SubjectSubscriber: Subscription {
  func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    up?.request(demand)
  }
}
