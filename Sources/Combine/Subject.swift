/// A publisher that exposes a method for outside callers to publish elements.
///
/// Subjects bridge imperative code into Combine. Once a subject completes it ignores any
/// further values and completions.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)
  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Provides this subject with an upstream subscription; subjects request `.unlimited`.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() {
    send(())
  }
}
