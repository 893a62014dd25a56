import Foundation

/// Changes the transaction its content's updates carry.
package struct TransactionModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let transform: (inout Transaction) -> Void

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? TransactionState ?? {
      let state = TransactionState()
      node.primitiveState = state
      return state
    }()
    state.transform = transform
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Gives its content's updates an animation whenever a value changed in this update.
package struct ValueAnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let animation: Animation?
  let value: Value

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? TransactionState ?? {
      let state = TransactionState()
      node.primitiveState = state
      return state
    }()
    let changed = (state.lastValue as? Value).map { $0 != value } ?? false
    state.lastValue = value
    let animation = self.animation
    state.transform = changed ? { $0.animation = animation } : nil
    node.updateChild(at: 0, with: content, environment: node.environment)
    // NB: The animation belongs to this update only; later updates start from the graph's.
    node.graph.enqueueAction { [weak state] in state?.transform = nil }
  }
}

@MainActor
package final class TransactionState {
  var transform: ((inout Transaction) -> Void)?
  var lastValue: Any?
}

extension ViewNode {
  /// The transaction this node's update carries: the flush's, changed by the transaction
  /// modifiers above it, outermost first.
  package var transaction: Transaction {
    var transforms: [(inout Transaction) -> Void] = []
    var ancestor = parent
    while let node = ancestor {
      if let transform = (node.primitiveState as? TransactionState)?.transform { transforms.append(transform) }
      ancestor = node.parent
    }
    var transaction = graph.transaction
    for transform in transforms.reversed() { transform(&transaction) }
    return transaction
  }
}

extension View {
  /// Applies the given transaction mutation function to all animations used within the view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }

  /// Applies the given animation to this view when the specified value changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(ValueAnimationModifier(animation: animation, value: value))
  }
}
