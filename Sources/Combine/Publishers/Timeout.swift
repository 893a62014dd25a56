extension Publishers {
  /// A publisher that terminates publishing if the upstream doesn't publish an element within
  /// a specified interval.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum time interval the publisher can go without emitting an element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to deliver events.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?
    /// A closure that executes if the publisher times out; without one it finishes normally.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a publisher that terminates if the upstream goes quiet for `interval`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimeoutInner(
          downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
          customError: customError))
    }
  }
}

final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: TimedInner<Downstream, Context>,
  @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let customError: (() -> Downstream.Failure)?
  private var generation = 0

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?, customError: (() -> Downstream.Failure)?
  ) {
    self.interval = interval
    self.customError = customError
    super.init(downstream: downstream, scheduler: scheduler, options: options)
  }

  override var description: String { "Timeout" }

  override func didSubscribe(_ subscription: any Subscription) {
    restartTimer()
  }

  override func didRequest(_ demand: Subscribers.Demand) {
    currentUpstream?.request(demand)
  }

  private func restartTimer() {
    let gen = lock.withLock { () -> Int in
      generation += 1
      return generation
    }
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
      options: options
    ) { [self] in
      let current = lock.withLock { gen == generation }
      guard current else { return }
      terminate(with: customError.map { .failure($0()) } ?? .finished)
    }
  }

  override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    restartTimer()
    scheduler.schedule(options: options) { [self] in
      let more = deliver(input)
      if more > 0 { currentUpstream?.request(more) }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.withLock { generation += 1 }
    scheduler.schedule(options: options) { [self] in finish(completion) }
  }
}

extension Publisher {
  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}
