import Synchronization

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  ///
  /// Cancelling it, or its completing, releases the subscription and the closures, which
  /// breaks the cycles closures capturing their owner would otherwise create.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, @unchecked Sendable
  {
    /// The closure to execute on receipt of a value; a no-op once the sink has ended.
    public var receiveValue: (Input) -> Void { valueBody }
    /// The closure to execute on completion; a no-op once the sink has ended.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      var body: (Subscribers.Completion<Failure>) -> Void = { _ in }
      lock.withLock { body = completionBody }
      return body
    }

    private let lock = Lock()
    // NB: the value closure is read without the lock: values and the completion never arrive
    // concurrently, and only the completion replaces it (with a no-op, releasing whatever it
    // captured). `cancel()` may come from any thread, so it only raises `cancelled`, an atomic
    // checked before each value. Not an optional, which would cost a run-time metadata lookup
    // per value in generic code.
    @exclusivity(unchecked) private var valueBody: (Input) -> Void
    private var completionBody: (Subscribers.Completion<Failure>) -> Void
    private let cancelled = Atomic<Bool>(false)
    private var subscription: (any Subscription)?
    private var status = Status.awaiting

    private enum Status { case awaiting, subscribed, terminal }

    /// Initializes a sink with the provided closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      valueBody = receiveValue
      completionBody = receiveCompletion
    }

    /// A textual representation of the sink.
    public var description: String { "Sink" }

    /// Requests `.unlimited` from the subscription.
    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock { () -> Bool in
        guard status == .awaiting else { return false }
        status = .subscribed
        self.subscription = subscription
        return true
      }
      guard accepted else {
        subscription.cancel()
        return
      }
      subscription.request(.unlimited)
    }

    /// Calls the value closure.
    public func receive(_ value: Input) -> Subscribers.Demand {
      guard !cancelled.load(ordering: .acquiring) else { return .none }
      valueBody(value)
      return .none
    }

    /// Calls the completion closure, then releases the closures and the subscription.
    public func receive(completion: Subscribers.Completion<Failure>) {
      var body: ((Subscribers.Completion<Failure>) -> Void)?
      lock.withLock {
        guard status != .terminal else { return }
        status = .terminal
        body = completionBody
        completionBody = { _ in }
        subscription = nil
      }
      valueBody = { _ in }
      body?(completion)
    }

    /// Cancels the subscription and releases the closures.
    public func cancel() {
      cancelled.store(true, ordering: .releasing)
      var sub: (any Subscription)?
      lock.withLock {
        guard status != .terminal else { return }
        status = .terminal
        sub = subscription
        subscription = nil
        completionBody = { _ in }
      }
      sub?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior.
  ///
  /// The returned `AnyCancellable` cancels the subscription when it's deinitialized, so keep
  /// it for as long as you want values.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
