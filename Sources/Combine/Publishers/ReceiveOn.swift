extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  ///
  /// Values and the completion are delivered on the scheduler; the subscription itself is
  /// handed over synchronously, and requests and cancellation go straight to the upstream.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher is to use for element delivery.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers elements on a specific scheduler.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ReceiveOnInner(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

final class ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "ReceiveOn" }

  func receive(subscription: any Subscription) {
    var ds: Downstream?
    lock.withLock {
      guard upstream == nil else { return }
      upstream = subscription
      ds = downstream
    }
    guard let ds else { subscription.cancel(); return }
    ds.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule(options: options) { [self] in
      var ds: Downstream?
      var up: (any Subscription)?
      lock.withLock { ds = downstream; up = upstream }
      guard let ds else { return }
      let more = ds.receive(input)
      if more > 0 { up?.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { [self] in
      var ds: Downstream?
      lock.withLock { ds = downstream; downstream = nil; upstream = nil }
      ds?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    up?.request(demand)
  }

  func cancel() {
    var up: (any Subscription)?
    lock.withLock { up = upstream; upstream = nil; downstream = nil }
    up?.cancel()
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  ///
  /// Use it to hop to the main queue before touching UI state; the completion hops too.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}
