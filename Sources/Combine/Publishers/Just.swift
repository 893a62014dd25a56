/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// The value is delivered on the subscriber's first non-zero request.
public struct Just<Output>: Publisher {
  /// The kind of errors this publisher might publish; `Just` cannot fail.
  public typealias Failure = Never

  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) {
    self.output = output
  }

  /// Attaches the subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: OneValueSubscription(value: output, downstream: subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

/// Delivers one value and `.finished` once the subscriber asks for anything.
final class OneValueSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = Lock()
  private var value: Downstream.Input?
  private var downstream: Downstream?

  init(value: Downstream.Input, downstream: Downstream) {
    self.value = value
    self.downstream = downstream
  }

  var description: String { "Just" }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    var ds: Downstream?
    var v: Downstream.Input?
    lock.withLock {
      ds = downstream
      v = value
      downstream = nil
      value = nil
    }
    guard let ds, let v else { return }
    _ = ds.receive(v)
    ds.receive(completion: .finished)
  }

  func cancel() {
    lock.withLock { downstream = nil; value = nil }
  }
}
