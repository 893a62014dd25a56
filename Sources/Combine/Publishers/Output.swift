extension Publishers {
  /// A publisher that publishes elements specified by a range in the sequence of published
  /// elements.
  ///
  /// `prefix(_:)` and `output(at:)` both produce this publisher; it finishes, cancelling the
  /// upstream, as soon as the range has been published.
  public struct Output<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The range of elements to publish.
    public let range: CountableRange<Int>

    /// Creates a publisher that publishes elements specified by a range.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "lowerBound must not be negative")
      self.upstream = upstream
      self.range = range
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var index = 0
      let range = range
      upstream.subscribe(
        SameFailureFilteringInner<Upstream, S>(downstream: subscriber) { value in
          defer { index += 1 }
          if index < range.lowerBound { return .skip }
          if index >= range.upperBound { return .finish(nil) }
          return index == range.upperBound - 1 ? .finish(value) : .emit(value)
        })
    }
  }

  /// A publisher that republishes elements while a predicate closure indicates publishing
  /// should continue.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes elements while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        SameFailureFilteringInner<Upstream, S>(downstream: subscriber) {
          predicate($0) ? .emit($0) : .finish(nil)
        })
    }
  }

  /// A publisher that republishes elements while an error-throwing predicate closure
  /// indicates publishing should continue.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that republishes elements while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        ClosureFilteringInner<Upstream, S>(downstream: subscriber) {
          do { return try predicate($0) ? .emit($0) : .finish(nil) } catch { return .fail(error) }
        })
    }
  }
}

extension Publisher {
  /// Republishes elements up to the specified maximum count, then finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<maxLength)
  }

  /// Publishes a specific element, indicated by its index in the sequence of published
  /// elements, then finishes.
  public func output(at index: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: index..<(index + 1))
  }

  /// Publishes elements specified by their range in the sequence of published elements.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }

  /// Republishes elements while a predicate closure indicates publishing should continue.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Republishes elements while an error-throwing predicate closure indicates publishing
  /// should continue.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}
