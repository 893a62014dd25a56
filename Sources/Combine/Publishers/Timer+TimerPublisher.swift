public import Foundation

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  ///
  /// The publisher is connectable: call `connect()`, or use `autoconnect()` to start the
  /// timer with the first subscriber. It fires only while `runLoop` runs in `mode`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Date
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The interval between emissions, in seconds.
    public let interval: TimeInterval
    /// The tolerance the timer may use, if any.
    public let tolerance: TimeInterval?
    /// The run loop on which the timer runs.
    public let runLoop: RunLoop
    /// The run loop mode in which the timer runs.
    public let mode: RunLoop.Mode
    /// Scheduler options passed to the timer.
    public let options: RunLoop.SchedulerOptions?

    private let subject = PassthroughSubject<Date, Never>()
    private let lock = Lock()
    private var timer: Timer?

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches the subscriber; it receives dates only while the publisher is connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the timer; cancelling the result invalidates it.
    public func connect() -> any Cancellable {
      let subject = UncheckedSendable(self.subject)
      let made = Timer(timeInterval: interval, repeats: true) { _ in subject.value.send(Date()) }
      if let tolerance { made.tolerance = tolerance }
      let installed = lock.withLock { () -> Bool in
        guard timer == nil else { return false }
        timer = made
        return true
      }
      if installed { runLoop.add(made, forMode: mode) }
      // NB: the timer is invalidated even if this publisher is gone by then: the run loop,
      // not the publisher, keeps a scheduled timer alive.
      return AnyCancellable { [weak self] in
        self?.forget(made)
        made.invalidate()
      }
    }

    private func forget(_ made: Timer) {
      lock.withLock { if timer === made { timer = nil } }
    }
  }
}
