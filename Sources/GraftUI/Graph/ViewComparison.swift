import Foundation
/// Decides whether a new view value differs from the previous one, field by field, as SwiftUI
/// does: `Equatable` values by `==`, objects by identity, closures always different, and
/// dynamic properties by what they refer to rather than their boxes.
@MainActor
package enum ViewComparison {
  package static func areEqual(_ lhs: any View, _ rhs: any View) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return valuesEqual(lhs, rhs, depth: 0)
  }

  private static func valuesEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    if let lhs = lhs as? any ViewInput { return lhs.isSameInput(as: rhs) }
    if let lhs = lhs as? any Equatable { return GraftUI.areEqual(lhs, rhs) }
    let type = Swift.type(of: lhs)
    if type is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    if isFunction(type) { return false }
    guard depth < 32 else { return false }
    let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
    if left.displayStyle == .enum, left.children.isEmpty {
      return String(describing: lhs) == String(describing: rhs)
    }
    guard left.children.count == right.children.count else { return false }
    for (l, r) in zip(left.children, right.children) {
      if l.label != r.label { return false }
      if !valuesEqual(l.value, r.value, depth: depth + 1) { return false }
    }
    return true
  }

  /// The names of the top-level fields that differ, for explaining an update.
  package static func differingFields(_ lhs: any View, _ rhs: any View) -> [String] {
    guard type(of: lhs) == type(of: rhs) else { return ["type"] }
    let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
    return zip(left.children, right.children).compactMap { l, r in
      valuesEqual(l.value, r.value, depth: 1) ? nil : (l.label ?? "?")
    }
  }

  /// Runs the opt-in check for `@State` objects a new view value creates only to have them
  /// discarded (the articles' pitfall, B20).
  package static func checkDiscardedState(old: any View, new: any View) {
    guard type(of: old) == type(of: new) else { return }
    for (l, r) in zip(Mirror(reflecting: old).children, Mirror(reflecting: new).children) {
      (l.value as? any DiscardedStateChecking)?.checkDiscardedInstance(in: r.value, viewType: type(of: old))
    }
  }

  private static var functionTypes: [ObjectIdentifier: Bool] = [:]

  private static func isFunction(_ type: Any.Type) -> Bool {
    if let known = functionTypes[ObjectIdentifier(type)] { return known }
    let name = String(describing: type)
    let result = name.contains("->")
    functionTypes[ObjectIdentifier(type)] = result
    return result
  }

  /// The view's type name without module prefixes, for dumps.
  package static func typeName(of view: Any) -> String {
    String(describing: Swift.type(of: view))
  }
}

/// A dynamic property that compares by what it refers to: two `@State` wrappers of one view are
/// the same input whatever their initial values; two bindings are the same if they point to the
/// same place.
@MainActor
package protocol ViewInput {
  func isSameInput(as other: Any) -> Bool
}

extension State: ViewInput {
  package func isSameInput(as other: Any) -> Bool { other is State<Value> }
}

extension Binding: ViewInput {
  package func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location.identity == other.location.identity
  }
}
