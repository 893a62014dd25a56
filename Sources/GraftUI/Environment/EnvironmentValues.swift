import Foundation

/// A collection of environment values propagated through a view hierarchy.
///
/// A view reads values with `@Environment(\.key)`; an ancestor sets them with
/// `.environment(\.key, value)`. A set is visible only below the view that makes it.
@MainActor @preconcurrency
public struct EnvironmentValues: @MainActor CustomStringConvertible {
  private var storage: Storage
  /// Records reads, so the runtime knows which keys a view depends on.
  package var tracker: EnvironmentTracker?

  /// Creates an environment with every key at its default value.
  public init() {
    storage = Storage()
  }

  /// Accesses the environment value associated with a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // NB: Only the setter below stores under `key`, and always a `Box<K.Value>`, so the
      // downcast cannot fail. A cast from `Any` would be a dynamic cast on every read, and a
      // text reads five values on every update.
      let box = storage.values[ObjectIdentifier(key)].map { unsafeDowncast($0, to: Box<K.Value>.self) }
      let value = box?.value ?? K.defaultValue
      tracker?.record(key, value: value)
      return value
    }
    set {
      var values = storage.values
      values[ObjectIdentifier(key)] = Box(newValue)
      storage = Storage(values: values, objects: storage.objects)
    }
  }

  /// Reads an object stored by type, as `.environment(model)` and `.environmentObject(_:)` do.
  package func object<T>(of type: T.Type, key: ObjectIdentifier = ObjectIdentifier(T.self)) -> T? {
    storage.objects[key] as? T
  }

  /// Stores an object by type.
  package mutating func setObject(_ object: AnyObject?, forKey key: ObjectIdentifier) {
    var objects = storage.objects
    objects[key] = object
    storage = Storage(values: storage.values, objects: objects)
  }

  /// Whether both share the same storage, which means nothing can differ between them.
  package func isIdentical(to other: EnvironmentValues) -> Bool {
    storage === other.storage
  }

  /// The same values, without read tracking.
  package var untracked: EnvironmentValues {
    var copy = self
    copy.tracker = nil
    return copy
  }

  /// The values alone, without read tracking, in one reference: what a node keeps of the
  /// environment it received, for every node of the graph.
  @MainActor
  package struct Values {
    fileprivate let storage: Storage

    /// The values as an environment that tracks nothing.
    package var environment: EnvironmentValues { EnvironmentValues(storage: storage) }
  }

  /// The values alone, without read tracking.
  package var values: Values { Values(storage: storage) }

  private init(storage: Storage) {
    self.storage = storage
  }

  public var description: String {
    "EnvironmentValues(\(storage.values.count) values, \(storage.objects.count) objects)"
  }

  /// A value set for a key, boxed in a class whose type names the value's type.
  private final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The values, shared by every copy until one is set.
  ///
  /// NB: Constants, and a write makes new storage: reading a value (a text reads five) is then
  /// a plain load, where a variable costs a run-time exclusivity check on every read.
  fileprivate final class Storage {
    let values: [ObjectIdentifier: AnyObject]
    let objects: [ObjectIdentifier: AnyObject]

    init(values: [ObjectIdentifier: AnyObject] = [:], objects: [ObjectIdentifier: AnyObject] = [:]) {
      self.values = values
      self.objects = objects
    }
  }
}

/// Records which environment keys a view or representable read, with the values it saw.
@MainActor
package final class EnvironmentTracker {
  private var readers: [ObjectIdentifier: (EnvironmentValues) -> Bool] = [:]

  package init() {}

  package func record<K: EnvironmentKey>(_ key: K.Type, value: K.Value) {
    readers[ObjectIdentifier(key)] = { environment in
      !areEqual(environment.untracked[K.self], value)
    }
  }

  /// Records that an object stored by type was read, so swapping it counts as a change.
  package func recordObject(_ key: ObjectIdentifier, object: AnyObject?) {
    readers[key] = { environment in
      environment.untracked.object(of: AnyObject.self, key: key) !== object
    }
  }

  /// Whether any key read so far has a different value in `environment`.
  package func hasChanges(in environment: EnvironmentValues) -> Bool {
    readers.values.contains { $0(environment) }
  }

  package func reset() {
    readers.removeAll()
  }

  package var isEmpty: Bool { readers.isEmpty }
}
