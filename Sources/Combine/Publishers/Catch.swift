extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = NewPublisher.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to
    /// replace the upstream publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that replaces a failed upstream with another publisher.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches the subscriber; unmet demand carries over to the replacement publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = RelayInner(downstream: subscriber)
      let handler = handler
      relay.attach(upstream) { [unowned relay] completion in
        switch completion {
        case .finished:
          return .complete(.finished)
        case .failure(let error):
          return .next { relay.attach(handler(error)) { .complete($0) } }
        }
      }
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher or producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that returns a publisher to replace the upstream publisher.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates a publisher that replaces a failed upstream, or fails with a thrown error.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = RelayInner(downstream: subscriber)
      let handler = handler
      relay.attach(upstream) { [unowned relay] completion in
        switch completion {
        case .finished:
          return .complete(.finished)
        case .failure(let error):
          do {
            let replacement = try handler(error)
            return .next { relay.attach(replacement) { .complete($0.mapError { $0 }) } }
          } catch {
            return .complete(.failure(error))
          }
        }
      }
    }
  }
}

extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by either replacing it with another publisher
  /// or throwing a new error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P>
  where P.Output == Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
}
