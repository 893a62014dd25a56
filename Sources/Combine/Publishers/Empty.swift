/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// A Boolean value that indicates whether the publisher immediately sends a completion.
  public let completeImmediately: Bool

  /// Creates an empty publisher; with `completeImmediately: false` it never completes,
  /// which is useful as a placeholder that keeps a stream open.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with the given completion behavior and output and failure
  /// types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  /// Attaches the subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

extension Empty: Sendable {}
