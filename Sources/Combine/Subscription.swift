/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class-like: they have identity, and cancelling one frees the resources
/// the publisher holds for its subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  ///
  /// Demand accumulates: requesting `.max(2)` twice allows four values.
  func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
  /// Returns the "empty" subscription, which ignores requests and cancellation.
  ///
  /// Publishers that complete without producing values hand this to their subscribers.
  public static var empty: any Subscription { EmptySubscription.shared }
}

final class EmptySubscription: Subscription, Sendable {
  static let shared = EmptySubscription()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
