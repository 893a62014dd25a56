extension Publishers {
  /// A publisher that publishes either the most-recent or first element published by the
  /// upstream publisher in a specified time interval.
  ///
  /// The first element is delivered at once; elements arriving during the interval that
  /// follows are held, and at its end the latest (or, with `latest: false`, the first) of
  /// them is delivered, which starts the next interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The interval in which to find and emit the most recent element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to publish elements.
    public let scheduler: Context
    /// A Boolean value indicating whether to publish the most recent element.
    public let latest: Bool

    /// Creates a publisher that publishes one element per interval.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ThrottleInner(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
    }
  }
}

final class ThrottleInner<Downstream: Subscriber, Context: Scheduler>: TimedInner<Downstream, Context>,
  @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let latest: Bool
  private var pending: Downstream.Input?
  private var windowOpen = false
  private var completed = false

  init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
    self.interval = interval
    self.latest = latest
    super.init(downstream: downstream, scheduler: scheduler, options: nil)
  }

  override var description: String { "Throttle" }

  override func didSubscribe(_ subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    let emitNow = lock.withLock { () -> Bool in
      if completed { return false }
      if !windowOpen {
        windowOpen = true
        return true
      }
      if latest || pending == nil { pending = input }
      return false
    }
    if emitNow {
      scheduler.schedule(options: nil) { [self] in deliver(input) }
      scheduleWindowEnd()
    }
    return .none
  }

  private func scheduleWindowEnd() {
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
      options: nil
    ) { [self] in
      var value: Downstream.Input?
      lock.withLock {
        value = pending
        pending = nil
        if value == nil { windowOpen = false }
      }
      if let value {
        deliver(value)
        scheduleWindowEnd()
      }
    }
  }

  override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.withLock { completed = true }
    scheduler.schedule(options: nil) { [self] in
      var value: Downstream.Input?
      lock.withLock { value = pending; pending = nil }
      if case .finished = completion, let value { deliver(value) }
      finish(completion)
    }
  }
}

extension Publisher {
  /// Publishes either the most-recent or first element published by the upstream publisher
  /// in the specified time interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
