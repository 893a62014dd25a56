/// Finds and caches each object's shared `objectWillChange` publisher.
///
/// The publisher lives in the object's `@Published` storages; finding them takes a `Mirror`
/// walk, so the result is cached per object (weakly, keyed by identity) and types known to
/// have no `@Published` property skip the walk.
final class ObjectWillChangeRegistry: @unchecked Sendable {
  static let shared = ObjectWillChangeRegistry()

  private final class Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
    init(object: AnyObject, publisher: ObservableObjectPublisher) {
      self.object = object
      self.publisher = publisher
    }
  }

  private let lock = Lock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var typesWithoutPublished: Set<ObjectIdentifier> = []
  private var purgeThreshold = 64

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    let typeID = ObjectIdentifier(type(of: object))
    var cached: ObservableObjectPublisher?
    let skip = lock.withLock { () -> Bool in
      if let entry = entries[id], entry.object === object { cached = entry.publisher }
      return typesWithoutPublished.contains(typeID)
    }
    if let cached { return cached }
    if skip { return ObservableObjectPublisher() }

    // NB: the slow path runs under the lock, so two threads reading a new object's
    // `objectWillChange` at once can't install two different publishers.
    return lock.withLock { () -> ObservableObjectPublisher in
      if let entry = entries[id], entry.object === object { return entry.publisher }
      let storages = Self.publishedStorages(of: object)
      guard !storages.isEmpty else {
        typesWithoutPublished.insert(typeID)
        return ObservableObjectPublisher()
      }
      let publisher =
        storages.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
      for storage in storages { storage.install(publisher) }
      entries[id] = Entry(object: object, publisher: publisher)
      if entries.count >= purgeThreshold {
        entries = entries.filter { $0.value.object != nil }
        purgeThreshold = Swift.max(64, entries.count * 2)
      }
      return publisher
    }
  }

  private static func publishedStorages(of object: AnyObject) -> [PublishedStorageBase] {
    var result: [PublishedStorageBase] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let field = child.value as? any PublishedField { result.append(field.storageBase) }
      }
      mirror = current.superclassMirror
    }
    return result
  }
}
