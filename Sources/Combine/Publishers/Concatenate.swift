extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The kind of values published by this publisher.
    public typealias Output = Suffix.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Suffix.Failure
    /// The publisher to republish, in its entirety, before republishing elements from suffix.
    public let prefix: Prefix
    /// The publisher to republish only after prefix finishes.
    public let suffix: Suffix

    /// Creates a publisher that emits all of `prefix`'s elements, then `suffix`'s.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches the subscriber; the suffix is subscribed only once the prefix finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let relay = RelayInner(downstream: subscriber)
      let suffix = suffix
      relay.attach(prefix) { [unowned relay] completion in
        guard case .finished = completion else { return .complete(completion) }
        return .next { relay.attach(suffix) { .complete($0) } }
      }
    }
  }
}

extension Publisher {
  /// Prefixes a publisher's output with the specified values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
  {
    prepend(elements)
  }

  /// Prefixes a publisher's output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
  where S.Element == Output {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes the output of this publisher with the elements emitted by the given publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends a publisher's output with the specified elements.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>>
  {
    append(elements)
  }

  /// Appends a publisher's output with the specified sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
  where S.Element == Output {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of this publisher with the elements emitted by the given publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}
