/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike `CurrentValueSubject`, it has no initial value or buffer: a subscriber with no
/// outstanding demand misses the values sent meanwhile. Safe to use from several threads;
/// no lock is held while a subscriber runs, so a subscriber may call `send` re-entrantly.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let lock = Lock()
  private var conduits: [ConduitBase] = []
  private var completion: Subscribers.Completion<Failure>?
  // NB: `send` tests this rather than `completion`, whose optional type generic code would
  // look up at run time on every value.
  private var isComplete = false

  /// Creates a subject.
  public init() {}

  /// Sends a value to every subscriber that has demand for it.
  public func send(_ input: Output) {
    var targets: [ConduitBase] = []
    lock.withLock { if !isComplete { targets = conduits } }
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

  /// Attaches the subscriber; one that arrives after completion gets that completion at once.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = DownstreamConduit(
      downstream: subscriber, pending: nil, replaysLatest: false,
      onCancel: { [weak self] in self?.remove($0) })
    let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
      if completion == nil { conduits.append(conduit) }
      return completion
    }
    if let finished {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: finished)
      return
    }
    subscriber.receive(subscription: conduit)
  }

  private func remove(_ conduit: SubjectConduit<Output, Failure>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}
