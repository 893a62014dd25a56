public import Foundation
import Dispatch

extension OperationQueue: Scheduler {
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

  /// Options that affect the operation of the operation queue scheduler; there are none.
  public struct SchedulerOptions: Sendable {}

  /// This scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// The minimum tolerance allowed by the scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Adds the action to this queue as an operation.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let box = UncheckedSendable(action)
    addOperation { box.value() }
  }

  /// Adds the action to this queue as an operation once the date has passed.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    // NB: two boxes rather than one holding a tuple: destructuring the tuple inside the
    // closure crashes the 6.3 optimizer (CopyPropagation) in release builds.
    let queue = UncheckedSendable(self)
    let box = UncheckedSendable(action)
    let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
      queue.value.addOperation { box.value() }
    }
  }

  /// Adds the action to this queue as an operation repeatedly, driven by a dispatch timer.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let queue = UncheckedSendable(self)
    let box = UncheckedSendable(action)
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler {
      queue.value.addOperation { box.value() }
    }
    let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
    timer.schedule(
      deadline: .now() + delay, repeating: interval.timeInterval,
      leeway: .nanoseconds(Int(tolerance.timeInterval * 1_000_000_000)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
