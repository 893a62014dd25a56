extension Publishers {
  /// A publisher that republishes all elements that match a provided closure.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes all elements that match a provided closure.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches the subscriber; each dropped element is made up for by asking for one more.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(FilterInner(downstream: subscriber, isIncluded: isIncluded))
    }
  }

  /// A publisher that republishes all elements that match a provided error-throwing closure.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = any Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Creates a publisher that republishes elements matching an error-throwing closure.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribe(
        ClosureFilteringInner<Upstream, S>(downstream: subscriber) { input in
          do { return try isIncluded(input) ? .emit(input) : .skip } catch { return .fail(error) }
        })
    }
  }
}

final class FilterInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  let downstream: Downstream
  let isIncluded: (Input) -> Bool

  init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
    self.downstream = downstream
    self.isIncluded = isIncluded
  }

  var description: String { "Filter" }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  @inline(__always)
  func receive(_ input: Input) -> Subscribers.Demand {
    isIncluded(input) ? downstream.receive(input) : .max(1)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// A `FilteringInner` for try-operators whose step is a closure; the failure becomes
/// `any Error`.
final class ClosureFilteringInner<Upstream: Publisher, Downstream: Subscriber>:
  FilteringInner<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Failure == any Error {
  let body: (Upstream.Output) -> OperatorStep<Downstream.Input, any Error>

  init(
    downstream: Downstream,
    body: @escaping (Upstream.Output) -> OperatorStep<Downstream.Input, any Error>
  ) {
    self.body = body
    super.init(downstream: downstream)
  }

  override func step(_ input: Upstream.Output) -> OperatorStep<Downstream.Input, any Error> {
    body(input)
  }

  override func map(completion: Subscribers.Completion<Upstream.Failure>)
    -> Subscribers.Completion<any Error>
  {
    completion.mapError { $0 }
  }
}

/// A `FilteringInner` for operators that keep the upstream's failure type.
final class SameFailureFilteringInner<Upstream: Publisher, Downstream: Subscriber>:
  FilteringInner<Upstream.Output, Upstream.Failure, Downstream>, @unchecked Sendable
where Downstream.Failure == Upstream.Failure {
  let body: (Upstream.Output) -> OperatorStep<Downstream.Input, Upstream.Failure>

  init(
    downstream: Downstream,
    body: @escaping (Upstream.Output) -> OperatorStep<Downstream.Input, Upstream.Failure>
  ) {
    self.body = body
    super.init(downstream: downstream)
  }

  override func step(_ input: Upstream.Output) -> OperatorStep<Downstream.Input, Upstream.Failure> {
    body(input)
  }

  override func map(completion: Subscribers.Completion<Upstream.Failure>)
    -> Subscribers.Completion<Upstream.Failure>
  {
    completion
  }
}

extension Publisher {
  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Republishes all elements that match a provided error-throwing closure.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Self>
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}
