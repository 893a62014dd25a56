public import Foundation

extension RunLoop: Scheduler {
  /// Scheduler time with a `Date` as its basis.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date this time represents.
    public var date: Date

    /// Creates a scheduler time from the given date.
    public init(_ date: Date) {
      self.date = date
    }

    /// Returns the distance to another scheduler time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// Returns a scheduler time calculated by advancing this instance's time by the given
    /// interval.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }

    /// The interval by which scheduler times advance, in seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      Hashable, SchedulerTimeIntervalConvertible, Sendable
    {
      /// The value of this time interval in seconds.
      public var magnitude: TimeInterval

      /// The value of this time interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// Creates a time interval from the given number of seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// Creates a time interval from an integer seconds literal.
      public init(integerLiteral value: TimeInterval) { magnitude = value }
      /// Creates a time interval from a floating-point seconds literal.
      public init(floatLiteral value: TimeInterval) { magnitude = value }
      /// Creates a time interval from a binary integer of seconds, if exact.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      /// Returns whether one interval is shorter than another.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// Multiplies two intervals.
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      /// Adds two intervals.
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      /// Subtracts one interval from another.
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      /// Subtracts and assigns.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies and assigns.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds and assigns.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      /// An interval of the given number of seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// An interval of the given number of seconds, as a floating-point value.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// An interval of the given number of milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      /// An interval of the given number of microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
      /// An interval of the given number of nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
  }

  /// Options that affect the operation of the run loop scheduler; there are none.
  public struct SchedulerOptions: Sendable {}

  /// This scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// The minimum tolerance allowed by the scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  // NB: every action goes through a `Timer` rather than `perform(_:)`: on Linux a performed
  // block doesn't wake a sleeping run loop, while adding a timer does.

  /// Performs the action on this run loop, in its common modes, at the next opportunity.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: options, action)
  }

  /// Performs the action on this run loop once the date has passed.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let box = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in box.value() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .common)
  }

  /// Performs the action on this run loop repeatedly, with a repeating `Timer`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let box = UncheckedSendable(action)
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
      box.value()
    }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .common)
    return AnyCancellable { timer.invalidate() }
  }
}
