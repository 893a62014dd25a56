/// A scheduler for performing synchronous actions.
///
/// Actions run on the calling thread, at once; scheduling "after" a date also runs at once,
/// and repeating actions run a single time.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The time type used by the immediate scheduler.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The increment by which the immediate scheduler counts time.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Hashable, Sendable
    {
      /// The value of this time interval.
      public var magnitude: Int

      /// Creates an immediate scheduler time interval from the given time interval.
      public init(_ value: Int) { magnitude = value }
      /// Creates an immediate scheduler time interval from an integer literal.
      public init(integerLiteral value: Int) { magnitude = value }
      /// Creates an immediate scheduler time interval from a floating-point literal.
      public init(floatLiteral value: Double) { magnitude = Int(value) }
      /// Creates an immediate scheduler time interval from a binary integer, if exact.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
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

      /// An interval of the given number of seconds; the immediate scheduler ignores time.
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      /// An interval of the given number of seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      /// An interval of the given number of milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      /// An interval of the given number of microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      /// An interval of the given number of nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }

    private let tick: Int

    fileprivate init(tick: Int) { self.tick = tick }

    /// Returns the distance to another immediate scheduler time.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.tick - tick) }
    /// Advances the time by the specified amount.
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(tick: tick + n.magnitude) }
  }

  /// A type that defines options accepted by the immediate scheduler.
  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// The immediate scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(tick: 0) }
  /// The minimum tolerance allowed by the immediate scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Performs the action at once.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Performs the action at once, whatever the date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Performs the action once, at once; the returned cancellable has nothing to stop.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
