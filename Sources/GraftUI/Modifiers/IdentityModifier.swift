import Foundation

/// Gives its content an explicit identity: a different id is a different view, with fresh
/// state, as `.id(_:)` does in SwiftUI.
package struct IdentityModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let id: AnyHashable

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment, id: id)
  }
}

extension View {
  /// Binds a view's identity to the given proxy value.
  ///
  /// When the value changes, the view is replaced by a new one: its state, its `@StateObject`s
  /// and any representable it contains are created afresh.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}

extension ViewNode {
  /// The first descendant (or this node) whose explicit identity is `id`.
  package func descendant(withID id: AnyHashable) -> ViewNode? {
    if explicitID == id { return self }
    for child in children {
      if let match = child.descendant(withID: id) { return match }
    }
    return nil
  }

  /// The UIKit views that show this node, nearest first.
  package var hostViews: [UIView] {
    if let view = layout?.hostView { return [view] }
    return hostedViews
  }

  /// The rectangle the node's views cover, in `view`'s coordinates.
  package func frame(in view: UIView?) -> CGRect? {
    let frames = hostViews.map { $0.convert($0.bounds, to: view) }
    guard var union = frames.first else { return nil }
    for frame in frames.dropFirst() { union = union.union(frame) }
    return union
  }
}
