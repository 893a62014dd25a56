extension Publisher where Failure == Never {
  /// The elements produced by the publisher, as an asynchronous sequence.
  ///
  /// ```swift
  /// for await value in subject.values { … }
  /// ```
  public var values: AsyncPublisher<Self> {
    AsyncPublisher(self)
  }
}

extension Publisher {
  /// The elements produced by the publisher, as a throwing asynchronous sequence.
  public var values: AsyncThrowingPublisher<Self> {
    AsyncThrowingPublisher(self)
  }
}

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// Each call to `next()` requests one element, so the publisher is never asked for more
/// than the loop consumes. Cancelling the task cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The type of element produced by this asynchronous sequence.
  public typealias Element = P.Output

  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as a
  /// throwing asynchronous sequence.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inner: AsyncPublisherInner<P.Output, Never>

    /// Produces the next element in the prefix sequence; `nil` once the publisher finished.
    public mutating func next() async -> P.Output? {
      await inner.next()
    }
  }

  /// Creates the asynchronous iterator that produces elements of this asynchronous sequence.
  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherInner<P.Output, Never>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The type of element produced by this asynchronous sequence.
  public typealias Element = P.Output

  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as a
  /// throwing asynchronous sequence.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let inner: AsyncPublisherInner<P.Output, P.Failure>

    /// Produces the next element; `nil` once the publisher finished, throws if it failed.
    public mutating func next() async throws -> P.Output? {
      try await inner.next()
    }
  }

  /// Creates the asynchronous iterator that produces elements of this asynchronous sequence.
  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncPublisherInner<P.Output, P.Failure>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }
}

/// Bridges one subscription to `next()` calls: one request per call, resumed by the value.
final class AsyncPublisherInner<Input, Failure: Error>: Subscriber, Cancellable,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Resumption = UncheckedSendable<Result<Input?, Failure>>

  private let lock = Lock()
  private var subscription: (any Subscription)?
  private var waiting: CheckedContinuation<Resumption, Never>?
  private var pendingRequest = false
  private var completion: Subscribers.Completion<Failure>?
  private var cancelled = false

  var description: String { "AsyncPublisher" }

  func receive(subscription: any Subscription) {
    let requestNow = lock.withLock { () -> Bool? in
      guard self.subscription == nil, !cancelled else { return nil }
      self.subscription = subscription
      return pendingRequest
    }
    guard let requestNow else {
      subscription.cancel()
      return
    }
    if requestNow { subscription.request(.max(1)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    var continuation: CheckedContinuation<Resumption, Never>?
    lock.withLock {
      continuation = waiting
      waiting = nil
      pendingRequest = false
    }
    continuation?.resume(returning: UncheckedSendable(.success(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    var continuation: CheckedContinuation<Resumption, Never>?
    lock.withLock {
      self.completion = completion
      subscription = nil
      continuation = waiting
      waiting = nil
    }
    continuation?.resume(returning: UncheckedSendable(Self.result(for: completion)))
  }

  func cancel() {
    var continuation: CheckedContinuation<Resumption, Never>?
    var sub: (any Subscription)?
    lock.withLock {
      cancelled = true
      sub = subscription
      subscription = nil
      continuation = waiting
      waiting = nil
    }
    sub?.cancel()
    continuation?.resume(returning: UncheckedSendable(.success(nil)))
  }

  private static func result(for completion: Subscribers.Completion<Failure>) -> Result<Input?, Failure> {
    switch completion {
    case .finished: .success(nil)
    case .failure(let error): .failure(error)
    }
  }

  func next() async throws(Failure) -> Input? {
    let resumption = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Resumption, Never>) in
        var sub: (any Subscription)?
        var immediate: Result<Input?, Failure>?
        lock.withLock {
          if let completion {
            immediate = Self.result(for: completion)
            self.completion = .finished
          } else if cancelled {
            immediate = .success(nil)
          } else {
            waiting = continuation
            pendingRequest = true
            sub = subscription
          }
        }
        if let immediate {
          continuation.resume(returning: UncheckedSendable(immediate))
        } else {
          sub?.request(.max(1))
        }
      }
    } onCancel: {
      self.cancel()
    }
    return try resumption.value.get()
  }
}
