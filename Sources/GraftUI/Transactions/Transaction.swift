import Foundation
/// The context of the current state-processing update: whether it animates, and how.
///
/// ```swift
/// withAnimation(.easeInOut) { isExpanded.toggle() }
/// ```
///
/// In a terminal, animations complete at once, but the transaction still carries them, so
/// representables see `context.transaction.animation` as SwiftUI's do.
@MainActor @preconcurrency
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// Whether to disable animations for the current state change.
  public var disablesAnimations: Bool = false
  /// Whether this transaction is for a continuous interaction, such as a drag.
  public var isContinuous: Bool = false

  /// Creates a transaction.
  public init() {}

  /// Creates a transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The transaction of the innermost `withTransaction` or `withAnimation` being run.
  package static var current: Transaction {
    stack.last ?? Transaction()
  }

  private static var stack: [Transaction] = []

  package static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    stack.append(transaction)
    defer { stack.removeLast() }
    return try body()
  }

  /// This transaction, with `other`'s animation where this one has none.
  package func merging(_ other: Transaction) -> Transaction {
    var merged = self
    if merged.animation == nil { merged.animation = other.animation }
    merged.disablesAnimations = disablesAnimations || other.disablesAnimations
    return merged
  }
}

/// Runs `body` with `transaction` carried by every state change it makes.
@MainActor @preconcurrency
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try Transaction.with(transaction, body)
}

/// Runs `body` with a transaction whose `keyPath` is set to `value`.
@MainActor @preconcurrency
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` with an animation carried by every state change it makes.
@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}
