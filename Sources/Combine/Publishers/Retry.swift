extension Publishers {
  /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform; `nil` retries indefinitely.
    public let retries: Int?

    /// Creates a publisher that resubscribes to a failed upstream up to `retries` times.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Attaches the subscriber; each retry resubscribes and asks for the demand still unmet.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = RelayInner(downstream: subscriber)
      let upstream = upstream
      var remaining = retries
      func attempt() {
        relay.attach(upstream) { completion in
          guard case .failure = completion else { return .complete(completion) }
          if let left = remaining {
            guard left > 0 else { return .complete(completion) }
            remaining = left - 1
          }
          return .next(attempt)
        }
      }
      attempt()
    }
  }
}

extension Publisher {
  /// Attempts to recreate a failed subscription with the upstream publisher up to the number
  /// of times you specify.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
