extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the
  /// subscription.
  ///
  /// Arithmetic saturates: anything involving `.unlimited` stays `.unlimited` (except
  /// subtracting it from a finite demand, which gives `.none`), overflow becomes `.unlimited`,
  /// and results that would be negative become `.none`.
  @frozen
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    /// `UInt(Int.max) + 1` stands for `.unlimited`; finite demands are `0...Int.max`.
    @usableFromInline let rawValue: UInt

    @usableFromInline static let unlimitedRaw = UInt(Int.max) + 1

    @inlinable init(rawValue: UInt) {
      self.rawValue = min(rawValue, Self.unlimitedRaw)
    }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(rawValue: unlimitedRaw)

    /// A request for no elements from the publisher.
    public static let none = Demand(rawValue: 0)

    /// Creates a demand for the given maximum number of elements.
    ///
    /// The publisher is free to send fewer. A negative `value` is a fatal error.
    @inlinable
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Demand cannot be negative")
      return Demand(rawValue: UInt(value))
    }

    /// The number of requested values, or `nil` if the demand is `.unlimited`.
    @inlinable
    public var max: Int? {
      rawValue == Self.unlimitedRaw ? nil : Int(rawValue)
    }

    /// A textual representation: `unlimited` or `max(n)`.
    public var description: String {
      rawValue == Self.unlimitedRaw ? "unlimited" : "max(\(rawValue))"
    }

    /// Returns the result of adding two demands; `.unlimited` absorbs everything.
    @inlinable
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      if lhs.rawValue == unlimitedRaw || rhs.rawValue == unlimitedRaw { return .unlimited }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow ? .unlimited : Demand(rawValue: sum)
    }

    /// Adds two demands, and assigns the result to the first demand.
    @inlinable
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    /// Returns the result of adding an integer to a demand; a negative integer subtracts.
    @inlinable
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      if rhs < 0 { return lhs - (-rhs) }
      return lhs + Demand(rawValue: UInt(rhs))
    }

    /// Adds an integer to a demand, and assigns the result to the demand.
    @inlinable
    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    /// Returns the result of multiplying a demand by an integer.
    ///
    /// `.unlimited` stays `.unlimited`; a negative multiplier gives `.none`.
    @inlinable
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      if lhs.rawValue == unlimitedRaw { return .unlimited }
      if rhs <= 0 { return .none }
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow ? .unlimited : Demand(rawValue: product)
    }

    /// Multiplies a demand by an integer, and assigns the result to the demand.
    @inlinable
    public static func *= (lhs: inout Demand, rhs: Int) {
      lhs = lhs * rhs
    }

    /// Returns the result of subtracting one demand from another.
    ///
    /// Subtracting anything from `.unlimited` leaves `.unlimited`; subtracting `.unlimited`
    /// from a finite demand gives `.none`; negative results clamp to `.none`.
    @inlinable
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs.rawValue == unlimitedRaw { return .unlimited }
      if rhs.rawValue == unlimitedRaw { return .none }
      return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
    }

    /// Subtracts one demand from another, and assigns the result to the first demand.
    @inlinable
    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    /// Returns the result of subtracting an integer from a demand; a negative integer adds.
    @inlinable
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      if rhs < 0 { return lhs + rhs.magnitude.clampedToInt }
      return lhs - Demand(rawValue: UInt(rhs))
    }

    /// Subtracts an integer from a demand, and assigns the result to the demand.
    @inlinable
    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    /// Returns whether the demand is greater than the integer; `.unlimited` is greater than
    /// every integer.
    @inlinable
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      rhs < 0 || lhs.rawValue > UInt(rhs)
    }

    /// Returns whether the demand is greater than or equal to the integer.
    @inlinable
    public static func >= (lhs: Demand, rhs: Int) -> Bool {
      rhs < 0 || lhs.rawValue >= UInt(rhs)
    }

    /// Returns whether the integer is greater than the demand.
    @inlinable
    public static func > (lhs: Int, rhs: Demand) -> Bool {
      lhs >= 0 && UInt(lhs) > rhs.rawValue
    }

    /// Returns whether the integer is greater than or equal to the demand.
    @inlinable
    public static func >= (lhs: Int, rhs: Demand) -> Bool {
      lhs >= 0 && UInt(lhs) >= rhs.rawValue
    }

    /// Returns whether the demand is less than the integer; `.unlimited` never is.
    @inlinable
    public static func < (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue < UInt(rhs)
    }

    /// Returns whether the integer is less than the demand.
    @inlinable
    public static func < (lhs: Int, rhs: Demand) -> Bool {
      lhs < 0 || UInt(lhs) < rhs.rawValue
    }

    /// Returns whether the demand is less than or equal to the integer.
    @inlinable
    public static func <= (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue <= UInt(rhs)
    }

    /// Returns whether the integer is less than or equal to the demand.
    @inlinable
    public static func <= (lhs: Int, rhs: Demand) -> Bool {
      lhs < 0 || UInt(lhs) <= rhs.rawValue
    }

    /// Returns whether one demand is less than another; `.unlimited` is the greatest demand.
    @inlinable
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// Returns whether a demand equals an integer; `.unlimited` equals no integer.
    @inlinable
    public static func == (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue == UInt(rhs)
    }

    /// Returns whether a demand differs from an integer.
    @inlinable
    public static func != (lhs: Demand, rhs: Int) -> Bool {
      !(lhs == rhs)
    }

    /// Returns whether an integer equals a demand.
    @inlinable
    public static func == (lhs: Int, rhs: Demand) -> Bool {
      rhs == lhs
    }

    /// Returns whether an integer differs from a demand.
    @inlinable
    public static func != (lhs: Int, rhs: Demand) -> Bool {
      !(rhs == lhs)
    }

    /// Creates a demand instance from a decoder.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      self.init(rawValue: try container.decode(UInt.self))
    }

    /// Encodes the demand to the provided encoder.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}

extension UInt {
  @usableFromInline var clampedToInt: Int {
    self > UInt(Int.max) ? Int.max : Int(self)
  }
}
