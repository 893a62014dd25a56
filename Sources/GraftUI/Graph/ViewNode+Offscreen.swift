import Foundation

/// What a primitive keeps that must hear when the row of a lazy container it is in leaves the
/// screen and comes back: appearance actions, tasks and representables.
///
/// A row that leaves keeps its identity while it holds state (Containers/LazyRows.swift): its
/// `@State` survives, as in SwiftUI, but it disappears as SwiftUI's rows do: `onDisappear`
/// runs, its tasks are cancelled and its representables are dismantled (or handed to
/// another row when they are reusable). Coming back is appearing again.
@MainActor
package protocol OffscreenObserving: AnyObject {
  /// The row holding `node` left the screen; `pool` takes representables that can be reused.
  func nodeDidLeaveScreen(_ node: ViewNode, pool: RepresentableReusePool)
  /// The row holding `node` is coming back on screen; its update follows.
  func nodeWillReturnToScreen(_ node: ViewNode)
}

extension ViewNode {
  /// Tells every primitive in this subtree that the row it is in left the screen.
  package func leaveScreen(pool: RepresentableReusePool) {
    forEachDescendant { node in
      (node.primitiveState as? any OffscreenObserving)?.nodeDidLeaveScreen(node, pool: pool)
    }
  }

  /// Tells every primitive in this subtree that the row it is in is coming back on screen.
  package func returnToScreen() {
    forEachDescendant { node in
      (node.primitiveState as? any OffscreenObserving)?.nodeWillReturnToScreen(node)
    }
  }

  /// Whether any view in this subtree keeps state of its own (`@State`, `@StateObject`, …): a
  /// row that does must keep its identity when it leaves the screen, and one that does not
  /// can end, since making it again gives the same row.
  package var holdsState: Bool {
    var result = false
    forEachDescendant { node in
      if case .none = node.storage {} else { result = true }
    }
    return result
  }
}
