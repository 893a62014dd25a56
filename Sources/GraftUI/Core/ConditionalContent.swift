import Foundation
/// View content that shows one of two possible children: what `if`–`else` and `switch` build.
///
/// Switching branches ends the identity of the old branch, and so its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  package enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  package let storage: Storage

  package init(storage: Storage) {
    self.storage = storage
  }
}

extension _ConditionalContent: PrimitiveView {
  package func update(_ node: ViewNode) {
    switch storage {
    case .trueContent(let view): node.updateChild(at: 0, with: view, environment: node.environment, id: Branch.first)
    case .falseContent(let view): node.updateChild(at: 0, with: view, environment: node.environment, id: Branch.second)
    }
  }
}

/// The identities of the two branches of a conditional, so branches of the same type still
/// count as different views.
private enum Branch: Hashable {
  case first, second
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  package func update(_ node: ViewNode) {
    if let view = self {
      node.updateChild(at: 0, with: view, environment: node.environment)
    } else {
      node.trimChildren(to: 0)
    }
  }
}
