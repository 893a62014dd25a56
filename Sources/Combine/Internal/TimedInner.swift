/// The shared bookkeeping of the time-based operators (`debounce`, `throttle`, `delay`,
/// `timeout`): the upstream subscription, the downstream, and the downstream's demand, since
/// these operators decide themselves when a value goes out.
class TimedInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let lock = Lock()
  let scheduler: Context
  let options: Context.SchedulerOptions?
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var terminal = false

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "\(type(of: self))" }

  /// The upstream subscription, until the stream ends.
  final var currentUpstream: (any Subscription)? {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    return up
  }

  /// Called once the downstream has the subscription.
  func didSubscribe(_ subscription: any Subscription) {}

  /// Called for each downstream request, after it has been counted.
  func didRequest(_ demand: Subscribers.Demand) {}

  final func receive(subscription: any Subscription) {
    var ds: Downstream?
    lock.withLock {
      guard upstream == nil, !terminal else { return }
      upstream = subscription
      ds = downstream
    }
    guard let ds else { subscription.cancel(); return }
    ds.receive(subscription: self)
    didSubscribe(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand { fatalError("abstract") }

  func receive(completion: Subscribers.Completion<Failure>) { fatalError("abstract") }

  /// Sends a value if the downstream has demand for it, dropping it otherwise.
  /// - Returns: The further demand the downstream asked for.
  @discardableResult
  final func deliver(_ value: Input) -> Subscribers.Demand {
    var ds: Downstream?
    lock.withLock {
      guard !terminal, demand > 0 else { return }
      if demand != .unlimited { demand -= 1 }
      ds = downstream
    }
    guard let ds else { return .none }
    let more = ds.receive(value)
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  /// Sends the completion, once.
  final func finish(_ completion: Subscribers.Completion<Failure>) {
    var ds: Downstream?
    lock.withLock {
      guard !terminal else { return }
      terminal = true
      ds = downstream
      downstream = nil
      upstream = nil
    }
    ds?.receive(completion: completion)
  }

  /// Ends the stream from inside: cancels the upstream and sends the completion.
  final func terminate(with completion: Subscribers.Completion<Failure>) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    up?.cancel()
    finish(completion)
  }

  final func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.withLock { self.demand += demand }
    didRequest(demand)
  }

  final func cancel() {
    var up: (any Subscription)?
    lock.withLock {
      terminal = true
      up = upstream
      upstream = nil
      downstream = nil
    }
    up?.cancel()
  }
}
