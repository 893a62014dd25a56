import Foundation
/// What the runtime is doing right now: whether a view update is in progress, and which node's
/// body (or representable call) is running, so reads can be recorded as that node's dependencies.
@MainActor
package enum Update {
  /// Whether a view update — a body, or a representable's make or update — is running.
  package static private(set) var isUpdating = false
  /// The node whose body is running, whose reads are its dependencies.
  package static private(set) var currentNode: ViewNode?

  /// Runs `body` as an update of `node`.
  package static func perform<Result>(for node: ViewNode?, _ body: () throws -> Result) rethrows -> Result {
    let (wasUpdating, previousNode) = (isUpdating, currentNode)
    isUpdating = true
    currentNode = node
    defer {
      isUpdating = wasUpdating
      currentNode = previousNode
    }
    return try body()
  }

  /// Runs `body` outside any update, as actions (`onAppear`, button actions) run.
  package static func outside<Result>(_ body: () throws -> Result) rethrows -> Result {
    let (wasUpdating, previousNode) = (isUpdating, currentNode)
    isUpdating = false
    currentNode = nil
    defer {
      isUpdating = wasUpdating
      currentNode = previousNode
    }
    return try body()
  }
}

/// Whether two values are equal, as SwiftUI compares inputs: `==` for `Equatable` values,
/// identity for objects, and "different" for anything else, such as closures.
package func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhs = lhs as? any Equatable {
    return lhs.isEqual(to: rhs)
  }
  if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
    return (lhs as AnyObject) === (rhs as AnyObject)
  }
  return false
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
