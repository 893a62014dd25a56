/// A type-erasing subscriber.
///
/// Use it to hide a subscriber's type, or to build one from closures without declaring a
/// type. Its identity is the wrapped subscriber's.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  @usableFromInline let receiveSubscriptionBody: ((any Subscription) -> Void)?
  @usableFromInline let receiveValueBody: ((Input) -> Subscribers.Demand)?
  @usableFromInline let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

  /// A unique identifier; the wrapped subscriber's when there is one.
  public let combineIdentifier: CombineIdentifier

  /// A textual representation of the subscriber.
  public var description: String { "AnySubscriber" }

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    if let erased = s as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    receiveSubscriptionBody = s.receive(subscription:)
    receiveValueBody = s.receive(_:)
    receiveCompletionBody = s.receive(completion:)
    combineIdentifier = s.combineIdentifier
  }

  /// Creates a type-erasing subscriber that forwards to a subject.
  ///
  /// The subject requests `.unlimited` from its upstream, as subjects do.
  public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
    receiveSubscriptionBody = { s.send(subscription: $0) }
    receiveValueBody = { s.send($0); return .none }
    receiveCompletionBody = { s.send(completion: $0) }
    combineIdentifier = CombineIdentifier()
  }

  /// Creates a type-erasing subscriber that executes the provided closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
    combineIdentifier = CombineIdentifier()
  }

  /// Forwards the subscription to the wrapped subscriber or closure.
  @inlinable
  public func receive(subscription: any Subscription) {
    receiveSubscriptionBody?(subscription)
  }

  /// Forwards the value; without a value closure, asks for nothing more.
  @inlinable
  public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValueBody?(value) ?? .none
  }

  /// Forwards the completion to the wrapped subscriber or closure.
  @inlinable
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody?(completion)
  }
}
