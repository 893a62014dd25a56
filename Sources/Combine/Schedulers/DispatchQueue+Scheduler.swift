public import Dispatch

extension DispatchQueue: Scheduler {
  /// Scheduler time with a dispatch time as its basis.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// Returns the distance to another dispatch queue time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let from = Int64(truncatingIfNeeded: dispatchTime.uptimeNanoseconds)
      let to = Int64(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds)
      return Stride(.nanoseconds(Int(to &- from)))
    }

    /// Returns a dispatch queue scheduler time calculated by advancing this instance's time
    /// by the given interval.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let base = Int64(truncatingIfNeeded: dispatchTime.uptimeNanoseconds)
      let (sum, overflow) = base.addingReportingOverflow(Int64(n.magnitude))
      // NB: 0 means "now" to Dispatch, so a time before the epoch clamps to 1 ns.
      let clamped = overflow ? (n.magnitude > 0 ? Int64.max : 1) : Swift.max(sum, 1)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(clamped)))
    }

    /// Creates a time from a decoder.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    /// Encodes the time.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// Hashes the time.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Two times are equal if they are the same instant.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// A type that represents the distance between two values, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The value of this time interval in nanoseconds.
      public var magnitude: Int

      /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// Creates a dispatch queue time interval from a dispatch time interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        magnitude = Self.nanoseconds(of: timeInterval)
      }

      /// Creates a dispatch queue time interval from a floating-point seconds value.
      public init(_ timeInterval: Double) {
        magnitude = Int((timeInterval * 1_000_000_000).rounded())
      }

      /// Creates a dispatch queue time interval from a floating-point seconds literal.
      public init(floatLiteral value: Double) { self.init(value) }

      /// Creates a dispatch queue time interval from an integer seconds literal.
      public init(integerLiteral value: Int) { magnitude = value.multipliedClamped(1_000_000_000) }

      /// Creates a dispatch queue time interval from a binary integer of seconds, if exact.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        magnitude = seconds.multipliedClamped(1_000_000_000)
      }

      private static func nanoseconds(of interval: DispatchTimeInterval) -> Int {
        switch interval {
        case .seconds(let s): s.multipliedClamped(1_000_000_000)
        case .milliseconds(let ms): ms.multipliedClamped(1_000_000)
        case .microseconds(let us): us.multipliedClamped(1_000)
        case .nanoseconds(let ns): ns
        case .never: .max
        @unknown default: .max
        }
      }

      private init(nanoseconds: Int) { magnitude = nanoseconds }

      /// Returns whether one interval is shorter than another.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// Multiplies two intervals.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
      }
      /// Adds two intervals.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }
      /// Subtracts one interval from another.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }
      /// Subtracts and assigns.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies and assigns.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds and assigns.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      /// An interval of the given number of seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      /// An interval of the given number of seconds, as a floating-point value.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// An interval of the given number of milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      /// An interval of the given number of microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      /// An interval of the given number of nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    /// Creates dispatch queue scheduler options.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The minimum tolerance allowed by the scheduler.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

  /// This scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// Performs the action asynchronously on this queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let box = UncheckedSendable(action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
      execute: { box.value() })
  }

  /// Performs the action on this queue once the date has passed.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let box = UncheckedSendable(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? [], execute: { box.value() })
  }

  /// Performs the action on this queue repeatedly, with a dispatch timer source.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let box = UncheckedSendable(action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler { box.value() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: interval.timeInterval,
      leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension Int {
  fileprivate func multipliedClamped(_ factor: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: factor)
    return overflow ? (self < 0 ? .min : .max) : product
  }
}
