import Foundation

/// A place `@AppStorage` and `@SceneStorage` keep values: user defaults, or a scene's memory.
@MainActor
package protocol KeyValueStore: AnyObject {
  /// The value stored for `key`, if any.
  func storedObject(forKey key: String) -> Any?
  /// Stores `value` for `key`; `nil` removes it.
  func storeObject(_ value: Any?, forKey key: String)
}

extension UserDefaults: KeyValueStore {
  package func storedObject(forKey key: String) -> Any? { object(forKey: key) }

  package func storeObject(_ value: Any?, forKey key: String) {
    if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
  }
}

/// How one value type is kept in a store: plist values as themselves, URLs as their strings,
/// raw-representable values as their raw values.
///
/// NB: A value of another type under the key reads as `nil`, so the property shows its default,
/// as SwiftUI does; nothing traps.
@MainActor
package struct StorageCodec<Value> {
  package let decode: (Any) -> Value?
  package let encode: (Value) -> Any?

  package static var bool: StorageCodec<Bool> {
    StorageCodec<Bool>(decode: { ($0 as? Bool) ?? ($0 as? Int).flatMap { $0 == 0 || $0 == 1 ? $0 == 1 : nil } }, encode: { $0 })
  }
  package static var int: StorageCodec<Int> { StorageCodec<Int>(decode: { $0 as? Int }, encode: { $0 }) }
  package static var double: StorageCodec<Double> {
    StorageCodec<Double>(decode: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }, encode: { $0 })
  }
  package static var string: StorageCodec<String> { StorageCodec<String>(decode: { $0 as? String }, encode: { $0 }) }
  package static var url: StorageCodec<URL> {
    // NB: swift-corelibs-foundation cannot store a URL in user defaults; its string is kept.
    StorageCodec<URL>(decode: { ($0 as? String).flatMap { URL(string: $0) } ?? ($0 as? URL) }, encode: { $0.absoluteString })
  }
  package static var data: StorageCodec<Data> { StorageCodec<Data>(decode: { $0 as? Data }, encode: { $0 }) }
  package static var date: StorageCodec<Date> { StorageCodec<Date>(decode: { $0 as? Date }, encode: { $0 }) }

  package static func rawInt<R: RawRepresentable>(_: R.Type) -> StorageCodec<R> where R.RawValue == Int {
    StorageCodec<R>(decode: { ($0 as? Int).flatMap { R(rawValue: $0) } }, encode: { $0.rawValue })
  }

  package static func rawString<R: RawRepresentable>(_: R.Type) -> StorageCodec<R> where R.RawValue == String {
    StorageCodec<R>(decode: { ($0 as? String).flatMap { R(rawValue: $0) } }, encode: { $0.rawValue })
  }

  /// The optional form of `codec`: a missing or mismatched value is `nil`, and storing `nil`
  /// removes the key.
  package static func optional<Wrapped>(_ codec: StorageCodec<Wrapped>) -> StorageCodec<Wrapped?> {
    StorageCodec<Wrapped?>(decode: { .some(codec.decode($0)) }, encode: { $0.flatMap(codec.encode) })
  }
}

/// Every key a storage property has read, per store, so that a write updates every view that
/// reads the key, whichever property wrote it.
///
/// A store's value is compared with what was last seen after each write through a property,
/// and whenever `UserDefaults.didChangeNotification` is posted: Apple's Foundation posts it for
/// every change, swift-corelibs-foundation only for whole-domain changes, so on Linux code that
/// writes with `UserDefaults.set(_:forKey:)` directly posts it to update the views
/// (docs/Divergences.md).
@MainActor
package final class StorageRegistry {
  package static let shared = StorageRegistry()

  /// One key of one store: the readers to invalidate, and the value they last saw.
  @MainActor
  package final class Entry {
    /// Bumped whenever the value changes; reading it records the reader.
    let version = StoredLocation(0, owner: nil)
    weak var store: (any KeyValueStore)?
    let key: String
    var lastSeen: AnyHashable?

    init(store: any KeyValueStore, key: String) {
      self.store = store
      self.key = key
      lastSeen = Entry.hashable(store.storedObject(forKey: key))
    }

    /// Invalidates the readers if the stored value differs from what they last saw.
    func refresh() {
      guard let store else { return }
      let now = Entry.hashable(store.storedObject(forKey: key))
      guard now != lastSeen else { return }
      lastSeen = now
      version.set(version.peek() &+ 1, transaction: Transaction.current)
    }

    private static func hashable(_ value: Any?) -> AnyHashable? {
      guard let value else { return nil }
      return value as? AnyHashable ?? AnyHashable(String(describing: value))
    }
  }

  private var entries: [String: Entry] = [:]
  private var observer: (any NSObjectProtocol)?

  /// Marks the main queue, on which the main actor runs.
  private nonisolated static let mainQueueKey = DispatchSpecificKey<Bool>()

  private init() {
    DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
  }

  /// The entry for `key` in `store`, made on first use.
  package func entry(for key: String, in store: any KeyValueStore) -> Entry {
    observeDefaultsIfNeeded()
    let id = "\(ObjectIdentifier(store).hashValue):\(key)"
    if let entry = entries[id], entry.store === store { return entry }
    let made = Entry(store: store, key: key)
    entries[id] = made
    return made
  }

  /// Compares every key read so far with its store.
  package func refreshAll() {
    for entry in entries.values { entry.refresh() }
  }

  private func observeDefaultsIfNeeded() {
    guard observer == nil else { return }
    observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { _ in
      // NB: Not `Thread.isMainThread`: main-actor code can run off the main thread (a test
      // runner drains the main queue elsewhere); the main queue's own marker says whether this
      // runs on the main actor's executor.
      if DispatchQueue.getSpecific(key: StorageRegistry.mainQueueKey) != nil {
        MainActor.assumeIsolated { StorageRegistry.shared.refreshAll() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { StorageRegistry.shared.refreshAll() } }
      }
    }
  }
}

/// The place one storage property reads and writes: a key of a store, through a codec.
@MainActor
package final class StorageLocation<Value>: AnyLocation<Value> {
  private let store: any KeyValueStore
  private let key: String
  private let defaultValue: Value
  private let codec: StorageCodec<Value>
  private let entry: StorageRegistry.Entry

  package init(store: any KeyValueStore, key: String, defaultValue: Value, codec: StorageCodec<Value>) {
    self.store = store
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    entry = StorageRegistry.shared.entry(for: key, in: store)
  }

  package override func get() -> Value {
    _ = entry.version.get()
    return peek()
  }

  package override func peek() -> Value {
    store.storedObject(forKey: key).flatMap(codec.decode) ?? defaultValue
  }

  package override func set(_ value: Value, transaction: Transaction) {
    store.storeObject(codec.encode(value), forKey: key)
    entry.refresh()
  }

  package override var root: (any StateStorage)? { entry.version }
  package override var identity: AnyHashable { [AnyHashable(ObjectIdentifier(store)), AnyHashable(key)] }
}

extension StorageLocation {
  /// Whether this location is `key` of `store`.
  package func isKey(_ key: String, of store: any KeyValueStore) -> Bool {
    self.key == key && self.store === store
  }
}
