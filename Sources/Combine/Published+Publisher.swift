extension Published {
  /// A publisher for properties marked with the `@Published` attribute.
  ///
  /// It delivers the property's current value on subscription (once there is demand), then
  /// every new value, before the property is updated.
  public struct Publisher: Combine.Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Value
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.attach(subscriber)
    }
  }
}

/// The part of a `@Published` storage that doesn't depend on the value type: the link to the
/// enclosing object's `objectWillChange`.
class PublishedStorageBase: @unchecked Sendable {
  let lock = Lock()
  private var willChange: ObservableObjectPublisher?
  private var resolved = false

  var objectWillChange: ObservableObjectPublisher? {
    var p: ObservableObjectPublisher?
    lock.withLock { p = willChange }
    return p
  }

  func install(_ publisher: ObservableObjectPublisher) {
    lock.withLock {
      willChange = publisher
      resolved = true
    }
  }

  /// Looks the enclosing object's publisher up once; afterwards it's cached here.
  final func resolveObjectWillChange(from object: AnyObject) {
    guard !lock.withLock({ resolved }) else { return }
    var publisher: ObservableObjectPublisher?
    if let observable = object as? any ObservableObject {
      publisher = observableObjectPublisher(of: observable)
    }
    lock.withLock {
      if !resolved {
        willChange = publisher
        resolved = true
      }
    }
  }
}

/// A `@Published` property's value and its subscribers.
final class PublishedStorage<Value>: PublishedStorageBase, @unchecked Sendable {
  private var current: Value
  private var conduits: [ConduitBase] = []
  private var assignments: [AnyCancellable] = []

  init(_ value: Value) {
    current = value
  }

  var value: Value {
    var v: Value?
    lock.withLock { v = current }
    return v.unsafelyUnwrapped
  }

  /// willSet order: the object's publisher, then `$property` subscribers, then storage.
  func send(_ newValue: Value) {
    objectWillChange?.send()
    var targets: [ConduitBase] = []
    lock.withLock { targets = conduits }
    for conduit in targets {
      unsafeDowncast(conduit, to: SubjectConduit<Value, Never>.self).offer(newValue)
    }
    lock.withLock { current = newValue }
  }

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
    var conduit: DownstreamConduit<Value, Never, S>?
    lock.withLock {
      let c = DownstreamConduit(
        downstream: subscriber, pending: current, replaysLatest: true,
        onCancel: { [weak self] in self?.remove($0) })
      conduits.append(c)
      conduit = c
    }
    if let conduit { subscriber.receive(subscription: conduit) }
  }

  /// Keeps an `assign(to:)` subscription alive exactly as long as this storage.
  func retain(_ assignment: AnyCancellable) {
    lock.withLock { assignments.append(assignment) }
  }

  private func remove(_ conduit: SubjectConduit<Value, Never>) {
    lock.withLock { conduits.removeAll { $0 === conduit } }
  }
}
