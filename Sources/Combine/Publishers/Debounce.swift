extension Publishers {
  /// A publisher that publishes elements only after a specified time interval elapses between
  /// events.
  ///
  /// Each element restarts the interval; when it elapses with no newer element, the latest
  /// one is delivered on the scheduler. If the upstream finishes while an element is still
  /// waiting, that element is delivered first, then the completion.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The amount of time the publisher should wait before publishing an element.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler on which this publisher delivers elements.
    public let scheduler: Context
    /// Scheduler options that customize this publisher's delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that publishes elements only after a quiet interval.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DebounceInner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: TimedInner<Downstream, Context>,
  @unchecked Sendable
{
  private let dueTime: Context.SchedulerTimeType.Stride
  private var pending: Downstream.Input?
  private var generation = 0

  init(
    downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.dueTime = dueTime
    super.init(downstream: downstream, scheduler: scheduler, options: options)
  }

  override var description: String { "Debounce" }

  override func didSubscribe(_ subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    let gen = lock.withLock { () -> Int in
      generation += 1
      pending = input
      return generation
    }
    scheduler.schedule(
      after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
      options: options
    ) { [self] in
      var value: Downstream.Input?
      lock.withLock {
        guard gen == generation else { return }
        value = pending
        pending = nil
      }
      if let value { deliver(value) }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    scheduler.schedule(options: options) { [self] in
      var value: Downstream.Input?
      lock.withLock {
        value = pending
        pending = nil
        generation += 1
      }
      if case .finished = completion, let value { deliver(value) }
      finish(completion)
    }
  }
}

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}
