/// A subject that wraps a single value and publishes a new element whenever the value
/// changes.
///
/// A new subscriber receives the current value as soon as it has demand. A subscriber with no
/// demand doesn't miss changes: it receives the latest value when it next asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let lock = Lock()
  private var conduits: [ConduitBase] = []
  private var completion: Subscribers.Completion<Failure>?
  // NB: `send` tests this rather than `completion`, whose optional type generic code would
  // look up at run time on every value.
  private var isComplete = false
  private var currentValue: Output

  /// The value wrapped by this subject, published as a new element whenever it changes.
  public var value: Output {
    get {
      var v: Output?
      lock.withLock { v = currentValue }
      return v.unsafelyUnwrapped
    }
    set { send(newValue) }
  }

  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) {
    currentValue = value
  }

  /// Sends a value to the subscribers and makes it the current value.
  public func send(_ input: Output) {
    var targets: [ConduitBase] = []
    lock.withLock {
      guard !isComplete else { return }
      currentValue = input
      targets = conduits
    }
    for conduit in targets {
      unsafeDowncast(conduit, to: SubjectConduit<Output, Failure>.self).offer(input)
    }
  }

  /// Sends a completion to every subscriber; later values and completions are ignored.
  public func send(completion: Subscribers.Completion<Failure>) {
    var targets: [ConduitBase] = []
    lock.withLock {
      guard self.completion == nil else { return }
      self.completion = completion
      isComplete = true
      targets = conduits
      conduits = []
    }
    for conduit in targets {
      unsafeDowncast(conduit, to: SubjectConduit<Output, Failure>.self).finish(completion)
    }
  }

  /// Accepts an upstream subscription and requests `.unlimited` from it.
  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  /// Attaches the subscriber; it receives the current value once it requests anything.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    var conduit: DownstreamConduit<Output, Failure, S>?
    let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
      if let completion { return completion }
      let c = DownstreamConduit(
        downstream: subscriber, pending: currentValue, replaysLatest: true,
        onCancel: { [weak self] in self?.remove($0) })
      conduits.append(c)
      conduit = c
      return nil
    }
    if let finished {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: finished)
      return
    }
    if let conduit { subscriber.receive(subscription: conduit) }
  }

  private func remove(_ conduit: SubjectConduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}
