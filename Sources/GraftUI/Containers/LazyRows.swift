import Foundation

/// The rows of a `ForEach` whose nearest laying-out ancestor is a lazy stack: built as they come
/// on screen, as SwiftUI builds them, rather than all at once.
///
/// The `ForEach` keeps its data as given and reads an element only for a row the stack asks
/// for, so a million rows cost what a screenful does. Its node's children are the rows on
/// screen (plus the stack's margin), in order; the stack decides which (Layout/LazyStackLayout).
/// A row that leaves disappears: `onDisappear` runs, tasks end, representables are dismantled
/// or handed to the pool. It keeps its identity, and so its `@State`, while it holds state, and
/// comes back with it; a row with no state of its own ends, and is made again when it returns.
@MainActor
package protocol LazyRowSource: AnyObject {
  /// How many rows the data has.
  var rowCount: Int { get }
  /// The lengths measured so far.
  var lengths: RowLengths { get set }
  /// Where the rows started in the stack's view when it last placed them, along its axis.
  var placedOrigin: CGFloat { get set }
  /// Where reusable representables of rows that left the screen wait for rows coming on.
  var reusePool: RepresentableReusePool { get }
  /// The node of row `index`, as the stack is about to show it: a row on screen, one brought
  /// back, or a new one. It joins the `ForEach` node's children at ``showRows(_:in:)``.
  func row(at index: Int, in node: ViewNode) -> ViewNode
  /// The rows shown outside `range` leave the screen now, before the rows coming on are built,
  /// so that those take what these leave in the pool.
  func keepRows(_ range: Range<Int>, in node: ViewNode)
  /// Makes rows `range`, each first asked for with ``row(at:in:)``, the children of `node`; the
  /// rows shown before and not now leave the screen.
  func showRows(_ range: Range<Int>, in node: ViewNode)
  /// The index of the row whose id is `id`, built or not.
  func index(ofID id: AnyHashable) -> Int?
  /// Ends the rows away from the screen: the `ForEach` is ending.
  func unmountRowsAway()
}

extension ViewNode {
  /// The pool of the nearest lazy `ForEach` above this node, for a representable coming on
  /// screen to take a view and coordinator from.
  package var enclosingReusePool: RepresentableReusePool? {
    var node = parent
    while let current = node {
      if let source = current.primitiveState as? any LazyRowSource { return source.reusePool }
      node = current.parent
    }
    return nil
  }

  /// Whether a `ForEach` here builds its rows lazily: whether the nearest ancestor that lays
  /// itself out is a lazy stack, with no lazy `ForEach` between (a `ForEach` that is a row of
  /// another is built whole when that row is).
  package var isInLazyStack: Bool {
    var node = parent
    while let current = node {
      if current.laysOut { return current.layout is LazyStackLayout }
      if current.primitiveState is any LazyRowSource { return false }
      node = current.parent
    }
    return false
  }
}

/// The views and coordinators of reusable representables (``ReusableUIViewRepresentable``)
/// whose rows left the screen, by representable type, until a row coming on screen takes one.
@MainActor
package final class RepresentableReusePool {
  package struct Entry {
    package let platform: AnyObject
    package let coordinator: Any
    let dismantle: @MainActor () -> Void
  }

  private var entries: [ObjectIdentifier: [Entry]] = [:]
  private var count = 0

  /// Keeps a platform object and coordinator of `type` for another row; `dismantle` ends them
  /// if none takes them.
  package func put(
    _ platform: AnyObject, coordinator: Any, of type: Any.Type, dismantle: @escaping @MainActor () -> Void
  ) {
    entries[ObjectIdentifier(type), default: []].append(
      Entry(platform: platform, coordinator: coordinator, dismantle: dismantle))
    count += 1
  }

  /// A platform object and coordinator of `type` that waited longest, if any.
  package func take(_ type: Any.Type) -> Entry? {
    take(entryOf: ObjectIdentifier(type))
  }

  /// Dismantles what waits beyond `limit` entries, the longest waiting first.
  package func trim(toAtMost limit: Int) {
    guard count > limit else { return }
    var excess = count - limit
    for key in Array(entries.keys) where excess > 0 {
      while excess > 0, let entry = take(entryOf: key) {
        entry.dismantle()
        excess -= 1
      }
    }
  }

  /// Dismantles everything that waits.
  package func drain() {
    trim(toAtMost: 0)
  }

  private func take(entryOf key: ObjectIdentifier) -> Entry? {
    guard var waiting = entries[key], !waiting.isEmpty else { return nil }
    let entry = waiting.removeFirst()
    entries[key] = waiting.isEmpty ? nil : waiting
    count -= 1
    return entry
  }
}

/// What a lazy `ForEach` node keeps: its data, which rows are built, and the rows away from the
/// screen that keep their state.
package final class LazyRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: LazyRowSource,
  IdentifiedRows
{
  private(set) var data: Data
  private var identify: (Data.Element) -> ID
  private var content: (Data.Element) -> Content
  private var environment: EnvironmentValues
  /// The rows that are the node's children, and their ids, in order.
  private var shown: Range<Int> = 0..<0
  private var shownIDs: [ID] = []
  /// Rows asked for since the last ``showRows(_:in:)``, not yet children.
  private var prepared: [Int: (id: ID, node: ViewNode)] = [:]
  /// Rows away from the screen that hold state, by id.
  private var away: [ID: ViewNode] = [:]
  package var lengths = RowLengths()
  package var placedOrigin: CGFloat = 0
  package let reusePool = RepresentableReusePool()
  /// The ids already reported as occurring more than once.
  private var reportedDuplicates: Set<ID> = []

  init(
    data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
    environment: EnvironmentValues
  ) {
    self.data = data
    self.identify = identify
    self.content = content
    self.environment = environment
    lengths = RowLengths(count: data.count)
  }

  package var rowCount: Int { data.count }

  private func element(at index: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: index)]
  }

  package func id(at index: Int) -> AnyHashable {
    AnyHashable(identify(element(at: index)))
  }

  package func index(ofID id: AnyHashable) -> Int? {
    guard let id = id.base as? ID else { return nil }
    var index = 0
    for element in data {
      if identify(element) == id { return index }
      index += 1
    }
    return nil
  }

  // MARK: - Updating

  /// Takes the `ForEach`'s new data and views: the rows shown keep their nodes by id, and are
  /// updated; the stack is told when the rows changed.
  func update(
    data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
    environment: EnvironmentValues, node: ViewNode
  ) {
    let oldCount = rowCount
    self.data = data
    self.identify = identify
    self.content = content
    self.environment = environment
    let count = rowCount
    let range = shown.clamped(to: 0..<count)
    var structureChanged = count != oldCount || range != shown
    var rows: [ViewNode] = []
    var ids: [ID] = []
    rows.reserveCapacity(range.count)
    ids.reserveCapacity(range.count)
    var previous: [ID: ViewNode] = [:]
    for (offset, child) in node.children.enumerated() {
      // NB: Of rows that shared an id, the last keeps it; the others end.
      if let duplicate = previous.updateValue(child, forKey: shownIDs[offset]) {
        leave(duplicate, id: shownIDs[offset], ending: true)
      }
    }
    for index in range {
      let element = element(at: index)
      let id = identify(element)
      let row: ViewNode
      if let kept = previous.removeValue(forKey: id) {
        if index - range.lowerBound >= node.children.count || node.children[index - range.lowerBound] !== kept {
          structureChanged = true
        }
        row = kept
        row.rowIndex = Int32(index)
        row.update(to: view(of: element, in: node), environment: environment)
      } else {
        structureChanged = true
        row = bringOrMake(index: index, id: id, element: element, in: node)
      }
      rows.append(row)
      ids.append(id)
    }
    // NB: The ids of the whole data, read only when a row that may wait away needs them.
    var allIDs: Set<ID>?
    func remainingIDs() -> Set<ID> {
      if let allIDs { return allIDs }
      let ids = Set(data.lazy.map(identify))
      allIDs = ids
      return ids
    }
    if !previous.isEmpty {
      let remaining = previous.values.contains { $0.holdsState } ? remainingIDs() : []
      for (id, row) in previous { leave(row, id: id, ending: !remaining.contains(id)) }
    }
    if structureChanged, !away.isEmpty {
      let remaining = remainingIDs()
      for (id, row) in away where !remaining.contains(id) {
        away[id] = nil
        row.unmount()
      }
    }
    node.changeChildren { $0 = rows }
    shown = range
    shownIDs = ids
    reportDuplicates(in: node)
    if structureChanged {
      lengths.reset(count: count, crossLength: lengths.crossLength)
      node.structureDidChange()
    }
  }

  // MARK: - Showing rows

  package func row(at index: Int, in node: ViewNode) -> ViewNode {
    if let row = prepared[index] { return row.node }
    let id: ID
    let row: ViewNode
    if shown.contains(index) {
      id = shownIDs[index - shown.lowerBound]
      row = node.children[index - shown.lowerBound]
    } else {
      let element = element(at: index)
      id = identify(element)
      row = bringOrMake(index: index, id: id, element: element, in: node)
    }
    prepared[index] = (id, row)
    return row
  }

  package func keepRows(_ range: Range<Int>, in node: ViewNode) {
    let kept = shown.clamped(to: range)
    guard kept != shown, prepared.isEmpty else { return }
    let offsets = kept.isEmpty ? 0..<0 : (kept.lowerBound - shown.lowerBound)..<(kept.upperBound - shown.lowerBound)
    for (offset, child) in node.children.enumerated() where !offsets.contains(offset) {
      leave(child, id: shownIDs[offset], ending: false)
    }
    let rows = Array(node.children[offsets])
    node.changeChildren { $0 = rows }
    shownIDs = Array(shownIDs[offsets])
    shown = kept.isEmpty ? range.lowerBound..<range.lowerBound : kept
  }

  package func showRows(_ range: Range<Int>, in node: ViewNode) {
    guard range != shown || !prepared.isEmpty else { return }
    var rows: [ViewNode] = []
    var ids: [ID] = []
    rows.reserveCapacity(range.count)
    ids.reserveCapacity(range.count)
    for index in range {
      if prepared[index] == nil { _ = row(at: index, in: node) }
      let row = prepared.removeValue(forKey: index)!
      rows.append(row.node)
      ids.append(row.id)
    }
    for (offset, child) in node.children.enumerated() where !range.contains(shown.lowerBound + offset) {
      leave(child, id: shownIDs[offset], ending: false)
    }
    for (_, row) in prepared { leave(row.node, id: row.id, ending: false) }
    prepared.removeAll()
    node.changeChildren { $0 = rows }
    shown = range
    shownIDs = ids
    reportDuplicates(in: node)
    // NB: The stack showing these rows is placing them now: its container must hold their views
    // before they are placed (a lazy stack inside a row finds its scroll view through them), and
    // the stack itself needs no new measurement.
    node.graph.markSubviewsDirty(in: node.container)
    node.graph.syncSubviewsNow()
    reusePool.trim(toAtMost: range.count)
  }

  /// Row `index`, brought back from away with its state, or made.
  private func bringOrMake(index: Int, id: ID, element: Data.Element, in node: ViewNode) -> ViewNode {
    if let row = away.removeValue(forKey: id) {
      row.rowIndex = Int32(index)
      row.returnToScreen()
      row.update(to: view(of: element, in: node), environment: environment)
      return row
    }
    return node.makeRow(view(of: element, in: node), environment: environment, index: index)
  }

  /// The view of one row, with what the content closure reads recorded as the `ForEach`'s.
  private func view(of element: Data.Element, in node: ViewNode) -> Content {
    node.tracking { content(element) }
  }

  /// `row` leaves the screen; it ends when it holds no state or `ending`, when its id is gone.
  private func leave(_ row: ViewNode, id: ID, ending: Bool) {
    row.leaveScreen(pool: reusePool)
    if !ending, row.holdsState, away[id] == nil {
      row.rowIndex = -1
      away[id] = row
    } else {
      row.unmount()
    }
  }

  /// Ends the rows away from the screen with the `ForEach`, so that they are torn down with it
  /// while it still lives.
  package func unmountRowsAway() {
    for row in away.values { row.unmount() }
    away.removeAll()
  }

  /// Dismantles what waits in the pool: the `ForEach` ended.
  func tearDown() {
    reusePool.drain()
  }

  /// Reports ids the rows on screen share, in Apple's words, once each.
  private func reportDuplicates(in node: ViewNode) {
    guard shownIDs.count > 1 else { return }
    var seen = Set<ID>(minimumCapacity: shownIDs.count)
    for id in shownIDs where !seen.insert(id).inserted && reportedDuplicates.insert(id).inserted {
      RuntimeIssues.report(
        "\(ViewComparison.typeName(of: node.view)): the ID \(id) occurs multiple times within the collection, this will give undefined results!"
      )
    }
  }
}
