import Foundation
/// A place a binding reads and writes: a state's storage, a property within it, or a pair of
/// closures.
@MainActor
package class AnyLocation<Value> {
  package func get() -> Value { fatalError("abstract") }
  /// The value, without recording the running body as a reader.
  package func peek() -> Value { get() }
  package func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }
  /// The storage reads should be recorded against, if any.
  package var root: (any StateStorage)? { nil }
  /// Identifies the location, so two bindings to the same place compare equal.
  package var identity: AnyHashable { ObjectIdentifier(self) }
}

/// Storage a node reads and the graph invalidates.
@MainActor
package protocol StateStorage: AnyObject {
  /// Records that the running body read this storage.
  func recordRead()
}

/// The storage of one `@State` property of one view identity.
@MainActor
package final class StoredLocation<Value>: AnyLocation<Value>, StateStorage {
  private var value: Value
  /// The nodes that read the value.
  ///
  /// NB: Changed out of place, and read from a copy, so that no access to it lasts across a
  /// call (ARCHITECTURE.md, Conventions).
  private var readers = IdentitySet<NodeHandle>()
  /// The node owning this state; `nil` once it is freed.
  @Unretained package var owner: ViewNode?

  package init(_ value: Value, owner: ViewNode?) {
    self.value = value
    self.owner = owner
  }

  package override func get() -> Value {
    recordRead()
    return value
  }

  package override func peek() -> Value { value }

  package override func set(_ newValue: Value, transaction: Transaction) {
    if Update.isUpdating {
      // NB: Apple's text. The write is kept instead of dropped, so no user input is ever lost:
      // the value is stored at once, so two read-modify-writes in one update (two delegate
      // callbacks each adding one) both count, and the readers update in the next pass, after
      // this update, so the write never re-enters it (ARCHITECTURE.md, "Updates").
      RuntimeIssues.report("Modifying state during view update, this will cause undefined behavior.")
      guard !areEqual(value, newValue) else { return }
      value = newValue
      owner?.graph.deferAfterUpdate { [weak self] in self?.invalidateReaders(transaction: transaction) }
      return
    }
    if areEqual(value, newValue) { return }
    value = newValue
    invalidateReaders(transaction: transaction)
  }

  package func recordRead() {
    guard let node = Update.currentNode else { return }
    var readers = IdentitySet<NodeHandle>()
    swap(&readers, &self.readers)
    readers.insert(node.handle)
    swap(&readers, &self.readers)
    node.recordDependency(self)
  }

  package func removeReader(_ node: ViewNode) {
    var readers = IdentitySet<NodeHandle>()
    swap(&readers, &self.readers)
    readers.remove(node.handle)
    swap(&readers, &self.readers)
  }

  private func invalidateReaders(transaction: Transaction) {
    let readers = self.readers
    let nodes = readers.compactMap(\.node)
    for node in nodes { node.invalidate(transaction: transaction) }
  }

  package override var root: (any StateStorage)? { self }
}

/// A location inside another, reached through a writable key path: what `$model.name` reads.
@MainActor
package final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
  private let base: AnyLocation<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  package init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  package override func get() -> Value { base.get()[keyPath: keyPath] }
  package override func peek() -> Value { base.peek()[keyPath: keyPath] }

  package override func set(_ value: Value, transaction: Transaction) {
    var whole = base.peek()
    whole[keyPath: keyPath] = value
    base.set(whole, transaction: transaction)
  }

  package override var root: (any StateStorage)? { base.root }
  package override var identity: AnyHashable { [base.identity, AnyHashable(keyPath)] }
}

/// A location made of a getter and a setter: what `Binding(get:set:)` creates.
@MainActor
package final class FunctionLocation<Value>: AnyLocation<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void

  package init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  package override func get() -> Value { getter() }
  package override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A location that never changes: what `Binding.constant(_:)` creates.
@MainActor
package final class ConstantLocation<Value>: AnyLocation<Value> {
  private let value: Value
  package init(_ value: Value) { self.value = value }
  package override func get() -> Value { value }
  package override func set(_ value: Value, transaction: Transaction) {}
}
