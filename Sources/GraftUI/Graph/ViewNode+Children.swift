import Foundation
extension ViewNode {
  /// Updates the child at `index` with `view`, or replaces it with a new node when the view's
  /// type or identity differs.
  package func updateChild(
    at index: Int, with view: any View, environment: EnvironmentValues, id: AnyHashable? = nil
  ) {
    if index < children.count {
      let existing = children[index]
      if existing.canUpdate(to: view, id: id) {
        existing.update(to: view, environment: environment)
        return
      }
      existing.unmount()
      let replacement = makeChild(view, environment: environment, id: id)
      changeChildren { $0[index] = replacement }
      structureDidChange()
      replacement.evaluate()
    } else {
      let child = makeChild(view, environment: environment, id: id)
      changeChildren { $0.append(child) }
      structureDidChange()
      child.evaluate()
    }
  }

  /// Removes children from `count` on.
  package func trimChildren(to count: Int) {
    guard children.count > count else { return }
    for child in children[count...] { child.unmount() }
    changeChildren { $0.removeSubrange(count...) }
    structureDidChange()
  }

  /// Reconciles children by identity, as `ForEach` does: a child whose id survives keeps its
  /// node (and so its state), new ids get new nodes, and vanished ids end.
  ///
  /// `ids` and `views` are the rows, in order. The node keeps them, typed, for the next update:
  /// when no id moved, each row is compared in place with the one before, with no boxing and no
  /// hashing, and only the rows that differ are updated. They are also where each row's id is
  /// read from (``explicitID``): a row keeps only its position.
  package func updateKeyedChildren<ID: Hashable, Content: View>(
    ids: [ID], views: [Content], environment: EnvironmentValues
  ) {
    let previous = primitiveState as? KeyedRows<ID, Content>
    // NB: In place before any row is made or updated, so that every row's id is its new one.
    primitiveState = KeyedRows(ids: ids, views: views, environment: environment)
    // NB: When no id moved and the environment is the same, a row equal to the one before needs
    // nothing: not even a look at its node. A row waiting to run its body is in the graph's
    // queue after this node, so it still runs in this pass. The opt-in discarded-state check
    // must see every new value, so it takes the path below.
    if let previous, ViewComparison.elementsEqual(previous.ids, ids),
      children.count == ids.count, previous.environment.isIdentical(to: environment),
      !RuntimeIssues.reportsDiscardedStateInstances
    {
      let children = self.children
      var unchanged = 0
      ViewComparison.compareElements(previous.views, views, count: ids.count) { index, equal in
        if equal {
          unchanged += 1
        } else {
          children[index].update(to: views[index], environment: environment)
        }
      }
      graph.storedCounters.cutoffs += unchanged
      return
    }
    // NB: Every child is a row of `previous`, at its position there.
    var existing: [ID: ViewNode] = [:]
    if let previous {
      existing.reserveCapacity(children.count)
      for child in children {
        // NB: Of rows that shared an id, the last keeps it; the others end.
        existing.updateValue(child, forKey: previous.ids[Int(child.rowIndex)])?.unmount()
      }
    }
    var updated: [ViewNode] = []
    updated.reserveCapacity(ids.count)
    var structureChanged = ids.count != children.count
    // NB: Indices, not `zip(ids, views).enumerated()`: this function is generic and not
    // specialized, and generic iterators there cost a metadata lookup per step.
    for offset in ids.indices {
      let view = views[offset]
      // NB: A first build has no nodes to find: it skips hashing every id for nothing. A node
      // found is always of the row's type: every row is a `Content`.
      if !existing.isEmpty, let node = existing.removeValue(forKey: ids[offset]) {
        if !structureChanged, children[offset] !== node { structureChanged = true }
        node.rowIndex = Int32(offset)
        updated.append(node)
        node.update(to: view, environment: environment)
      } else {
        structureChanged = true
        let node = makeChild(view, environment: environment, id: nil)
        node.rowIndex = Int32(offset)
        updated.append(node)
        node.evaluate()
      }
    }
    for leftover in existing.values { leftover.unmount() }
    changeChildren { $0 = updated }
    if structureChanged { structureDidChange() }
  }

  /// Makes and builds the node of row `index` of this `ForEach` node, which joins its children
  /// later (Containers/LazyRows.swift).
  package func makeRow(_ view: any View, environment: EnvironmentValues, index: Int) -> ViewNode {
    let row = makeChild(view, environment: environment, id: nil)
    row.rowIndex = Int32(index)
    row.evaluate()
    return row
  }

  private func makeChild(_ view: any View, environment: EnvironmentValues, id: AnyHashable?) -> ViewNode {
    ViewNode(graph: graph, parent: self, view: view, environment: environment, explicitID: id)
  }

  /// Tells the container that shows this node's views that its subviews changed.
  package func structureDidChange() {
    // NB: A node with its own view holds its children's views; any other node's children live
    // in its container's view. A node without one that is still being built needs to tell
    // nobody: whoever added it (or its nearest ancestor that was not new) already asked that
    // container to sync and to be measured again. Otherwise building a list would walk up to
    // the same container from every new node of every row.
    guard hasEvaluated || hostsView else { return }
    graph.markSubviewsDirty(in: hostsView ? self : container)
    invalidateLayout()
  }

  /// The nearest ancestor whose layout owns a UIKit view, which holds this node's views.
  package var container: ViewNode? {
    var node = parent
    while let current = node {
      if current.hostsView { return current }
      node = current.parent
    }
    return nil
  }

  /// The nearest descendants that lay themselves out, in tree order.
  ///
  /// Kept between calls: a stack asks for them at every proposal it is measured with, and a
  /// `ForEach` of 10,000 rows would otherwise rebuild a 10,000-element list each time.
  package var layoutChildren: [ViewNode] {
    if let cachedLayoutChildren { return cachedLayoutChildren }
    // NB: Most often every child lays itself out, or one child only groups: the list is then an
    // array the node already has, shared rather than copied.
    var everyChildLaysOut = true
    for child in children where !child.laysOut {
      everyChildLaysOut = false
      break
    }
    let result: [ViewNode]
    if everyChildLaysOut {
      result = children
    } else if children.count == 1 {
      result = children[0].layoutChildren
    } else {
      var flattened: [ViewNode] = []
      for child in children {
        if child.laysOut { flattened.append(child) } else { flattened.append(contentsOf: child.layoutChildren) }
      }
      result = flattened
    }
    cachedLayoutChildren = result
    return result
  }

  /// Forgets ``layoutChildren`` here and in every ancestor whose list includes this node's
  /// children: up through nodes that only group, to the first that lays itself out.
  package func forgetLayoutChildren() {
    var node: ViewNode? = self
    while let current = node, current.cachedLayoutChildren != nil || current === self {
      current.cachedLayoutChildren = nil
      guard !current.laysOut else { return }
      node = current.parent
    }
  }

  /// The UIKit views of the nearest descendants that own one, in tree order: the subviews this
  /// node's view (or, for the root, the hosting view) must hold.
  package var hostedViews: [UIView] {
    var result: [UIView] = []
    appendHostedViews(to: &result)
    return result
  }

  /// Appends ``hostedViews`` to `result`: one array for the whole walk, not one per node.
  private func appendHostedViews(to result: inout [UIView]) {
    // NB: Sorted only in a graph where some view has a z-index, and stably, so siblings of the
    // same index keep their tree order, as in SwiftUI.
    var children = self.children
    if graph.usesZIndex, children.contains(where: { $0.zIndex != 0 }) {
      children = children.enumerated()
        .sorted { $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset }
        .map(\.element)
    }
    for child in children {
      if child.hostsView, let view = child.layout?.hostView {
        result.append(view)
      } else {
        child.appendHostedViews(to: &result)
      }
    }
  }

  /// The node and its descendants, depth first, for queries and dumps.
  package func forEachDescendant(_ body: (ViewNode) -> Void) {
    body(self)
    for child in children { child.forEachDescendant(body) }
  }

  /// A stable text dump of the subtree: each node's view type and identity, indented by depth.
  package func treeDescription(indent: Int = 0) -> String {
    var line = String(repeating: "  ", count: indent) + ViewComparison.typeName(of: view)
    if let explicitID { line += " id=\(explicitID)" }
    return ([line] + children.map { $0.treeDescription(indent: indent + 1) }).joined(separator: "\n")
  }
}

/// The ids of the rows a `ForEach` node holds, by position.
@MainActor
protocol IdentifiedRows: AnyObject {
  func id(at index: Int) -> AnyHashable
}

/// The rows a `ForEach` node last gave its children, kept typed so the next update can compare
/// them in place.
private final class KeyedRows<ID: Hashable, Content: View>: IdentifiedRows {
  let ids: [ID]
  let views: [Content]
  let environment: EnvironmentValues

  init(ids: [ID], views: [Content], environment: EnvironmentValues) {
    self.ids = ids
    self.views = views
    self.environment = environment
  }

  func id(at index: Int) -> AnyHashable {
    AnyHashable(ids[index])
  }
}
