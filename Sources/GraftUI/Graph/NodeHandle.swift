import Foundation
/// A way to reach a node that neither keeps it alive nor references it weakly: what observation
/// tokens, state readers and deferred work hold.
///
/// NB: Swift gives an object it has ever referenced weakly a side table, and every retain and
/// release of that object then takes a slower path. Nodes are retained and released all the
/// time, and every node is watched by something that must not keep it alive, so with `weak`
/// references every node would have a side table, and reference counting would slow every
/// update. Instead each node has one handle, made when first asked for, and clears it when it
/// is freed.
@MainActor
package final class NodeHandle {
  /// The node, or `nil` once it is freed.
  ///
  /// NB: Unowned and unchecked, so the node gets no side table. It is safe because the node
  /// clears it in its `deinit`, and nodes live and die on the main actor.
  package nonisolated(unsafe) fileprivate(set) unowned(unsafe) var node: ViewNode?

  fileprivate init(_ node: ViewNode) {
    self.node = node
  }
}

extension ViewNode {
  /// This node's handle.
  package var handle: NodeHandle {
    if let existing = storedHandle { return existing }
    let made = NodeHandle(self)
    storedHandle = made
    return made
  }

  /// Tells the handle its node is gone: called from the node's `deinit`.
  nonisolated package static func release(_ handle: NodeHandle?) {
    handle?.node = nil
  }
}

/// Refers to a node without keeping it alive, as `weak` would, through the node's handle.
@MainActor @propertyWrapper
package struct Unretained {
  private var handle: NodeHandle?

  package init() {}

  package init(wrappedValue: ViewNode?) {
    handle = wrappedValue?.handle
  }

  package var wrappedValue: ViewNode? {
    get { handle?.node }
    set { handle = newValue?.handle }
  }
}
