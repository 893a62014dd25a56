extension Publishers {
  /// A publisher that receives elements from an upstream publisher on a specific scheduler.
  ///
  /// Subscribing, requesting and cancelling are all performed on the scheduler; values are
  /// delivered wherever the upstream produces them.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher should use to receive elements.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that subscribes to the upstream on a specific scheduler.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber, subscribing upstream on the scheduler.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let inner = SubscribeOnInner(downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
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

  var description: String { "SubscribeOn" }

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
    var ds: Downstream?
    lock.withLock { ds = downstream }
    return ds?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    var ds: Downstream?
    lock.withLock { ds = downstream; downstream = nil; upstream = nil }
    ds?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    var up: (any Subscription)?
    lock.withLock { up = upstream }
    guard let up else { return }
    scheduler.schedule(options: options) { up.request(demand) }
  }

  func cancel() {
    var up: (any Subscription)?
    lock.withLock { up = upstream; upstream = nil; downstream = nil }
    guard let up else { return }
    scheduler.schedule(options: options) { up.cancel() }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}
