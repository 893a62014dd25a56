/// A protocol that declares a type that can receive input from a publisher.
///
/// A subscriber receives exactly one subscription, then any number of values (never more
/// than it asked for), then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive; use `Never` if it can't.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher.
  ///
  /// Use the subscription to request values; the publisher sends nothing until then.
  func receive(subscription: any Subscription)

  /// Tells the subscriber that the publisher has produced an element.
  ///
  /// - Returns: How many more elements the subscriber wants, added to its outstanding demand.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher has completed, normally or with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of `Void` elements is ready to receive more.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}
