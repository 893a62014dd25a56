import Foundation
/// A type-erased view.
///
/// Changing the type of the wrapped view replaces it, and its state, as SwiftUI does.
public struct AnyView: View {
  package let storage: any View

  /// Creates an instance that type-erases `view`.
  public init<V: View>(_ view: V) {
    storage = (view as? AnyView)?.storage ?? view
  }

  /// Creates a type-erased view from a value of any type, or `nil` when it is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    storage = view
  }
}

extension AnyView: PrimitiveView {
  package func update(_ node: ViewNode) {
    node.updateChild(at: 0, with: storage, environment: node.environment)
  }
}

extension AnyView: ViewInput {
  package func isSameInput(as other: Self) -> Bool {
    ViewComparison.areEqual(storage, other.storage)
  }
}
