import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// Mark properties `@Published` and views that hold the object with `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` update when they change. Graft has no Combine, so
/// the publisher is Graft's own, with the parts of Combine's API apps use: `send()` and `sink`.
///
/// ```swift
/// final class Proxy: ObservableObject {
///   @Published var value = 0
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// A publisher that emits before the object has changed.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The publisher shared by the object's `@Published` properties.
  ///
  /// An object with no `@Published` property should declare its own
  /// `let objectWillChange = ObservableObjectPublisher()`; without one each access returns a new
  /// publisher, as Combine's default does.
  public var objectWillChange: ObservableObjectPublisher {
    var shared: ObservableObjectPublisher?
    for child in Mirror(reflecting: self).children {
      guard let published = child.value as? any PublishedProperty else { continue }
      if shared == nil { shared = published.publisherBox.publisher ?? ObservableObjectPublisher() }
      published.publisherBox.publisher = shared
    }
    return shared ?? ObservableObjectPublisher()
  }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: @unchecked Sendable {
  // NB: Subscribers are guarded by the lock; they are called outside it.
  private let lock = NSLock()
  private var subscribers: [UUID: () -> Void] = [:]

  /// Creates an observable object publisher.
  public init() {}

  /// Sends the change event to subscribers.
  public func send() {
    lock.lock()
    let receivers = Array(subscribers.values)
    lock.unlock()
    for receiver in receivers { receiver() }
  }

  /// Calls `receiveValue` before each change, until the returned cancellable is cancelled or
  /// released.
  public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
    let id = UUID()
    lock.lock()
    subscribers[id] = receiveValue
    lock.unlock()
    return AnyCancellable { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.subscribers[id] = nil
      self.lock.unlock()
    }
  }
}

/// A type-erasing cancellable object that runs a closure when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelAction: (() -> Void)?

  /// Creates a cancellable that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  deinit {
    cancel()
  }

  /// Cancels the activity.
  public func cancel() {
    lock.lock()
    let action = cancelAction
    cancelAction = nil
    lock.unlock()
    action?()
  }

  /// Stores this cancellable in a set, to be released with it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A type that publishes a property marked with an attribute.
///
/// Setting the property sends the enclosing object's `objectWillChange` before the new value is
/// stored.
@propertyWrapper
public struct Published<Value> {
  private let storage: PublishedStorage<Value>

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue value: Value) {
    storage = PublishedStorage(value)
  }

  /// Creates the published instance with an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }  // swiftlint:disable:this unused_setter_value
  }

  /// A publisher of this property's values, sent before each change.
  public var projectedValue: Publisher {
    Publisher(storage: storage)
  }

  /// Reads and writes the property, sending the enclosing object's change first.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.publisher == nil { _ = object.objectWillChange }
      ObservableObjectPublisher.willSend()
      storage.publisher?.send()
      storage.value = newValue
      storage.sendValue(newValue)
    }
  }

  /// A publisher of a published property's values.
  public struct Publisher {
    fileprivate let storage: PublishedStorage<Value>

    /// Calls `receiveValue` with the current value and then with each new value.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      storage.subscribe(receiveValue)
    }
  }
}

/// What `ObservableObject`'s default `objectWillChange` finds in an object's properties.
package protocol PublishedProperty {
  var publisherBox: PublisherBox { get }
}

/// The publisher a `@Published` property shares with its object's other published properties.
package class PublisherBox: @unchecked Sendable {
  package var publisher: ObservableObjectPublisher?
}

private final class PublishedStorage<Value>: PublisherBox, @unchecked Sendable {
  var value: Value
  private var valueSubscribers: [UUID: (Value) -> Void] = [:]

  init(_ value: Value) {
    self.value = value
  }

  func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
    let id = UUID()
    valueSubscribers[id] = receive
    receive(value)
    return AnyCancellable { [weak self] in self?.valueSubscribers[id] = nil }
  }

  func sendValue(_ value: Value) {
    for receive in valueSubscribers.values { receive(value) }
  }
}

extension Published: PublishedProperty {
  package var publisherBox: PublisherBox { storage }
}

extension ObservableObjectPublisher {
  /// Reports a change published during a view update or off the main thread, in Apple's words.
  fileprivate static func willSend() {
    guard MainQueue.isCurrent else {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          RuntimeIssues.report(
            "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
          )
        }
      }
      return
    }
  }
}
