extension Publishers {
  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never
    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that replaces an upstream error with `output`, then finishes.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches the subscriber; the replacement waits for demand like any other element.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = RelayInner(downstream: subscriber)
      let output = output
      relay.attach(upstream) { [unowned relay] completion in
        guard case .failure = completion else { return .complete(.finished) }
        return .next { relay.attach(Just(output)) { .complete($0) } }
      }
    }
  }

  /// A publisher that replaces an empty stream with a provided element.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The element to deliver when the upstream publisher finishes without delivering any
    /// elements.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that emits `output` if the upstream finishes without elements.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = RelayInner(downstream: subscriber)
      let output = output
      relay.attach(upstream) { [unowned relay] completion in
        guard case .finished = completion, !relay.sawValue else { return .complete(completion) }
        return .next {
          relay.attach(Publishers.Sequence<[Output], Failure>(sequence: [output])) { .complete($0) }
        }
      }
    }
  }
}

extension Publisher {
  /// Replaces any errors in the stream with the provided element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Replaces an empty stream with the provided element.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}
