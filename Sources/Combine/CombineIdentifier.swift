import Synchronization

/// A unique identifier for identifying publisher streams.
///
/// Subscriptions and subscribers use it to recognise each other, for instance when an
/// operator tracks several upstream subscriptions.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private static let counter = Atomic<UInt64>(0)
  private let rawValue: UInt64

  /// Creates a unique Combine identifier.
  public init() {
    rawValue = Self.counter.add(1, ordering: .relaxed).newValue | (1 << 63)
  }

  /// Creates a Combine identifier from the identity of an object.
  public init(_ obj: AnyObject) {
    // NB: object addresses never have the top bit set, so they can't collide with `init()`.
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
  }

  /// A textual representation of the identifier.
  public var description: String {
    "0x" + String(rawValue, radix: 16)
  }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for identifying publisher streams.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identifier of a class instance is derived from its identity.
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}
