import Foundation
/// A property wrapper type that instantiates an observable object.
///
/// The object is created lazily, the first time its view's identity is installed, and kept for
/// as long as the identity lives: re-rendering the parent never creates another. A new identity
/// (after `.id(_:)` changes, say) creates a new one.
///
/// ```swift
/// struct Reader: View {
///   @StateObject private var proxy = ThirdPartyProxy()
///   var body: some View { ... }
/// }
/// ```
@propertyWrapper
@MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let thunk: () -> ObjectType
  package let box = ObjectBox<ObjectType>()

  /// Creates a new state object with an initial wrapped value, evaluated once per identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// The underlying value referenced by the state object.
  ///
  /// Before install it creates a new instance on each access, with Apple's warning.
  public var wrappedValue: ObjectType {
    if let object = box.storage?.object { return object }
    RuntimeIssues.report(
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
    )
    return thunk()
  }

  /// A projection of the state object that creates bindings to its properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    let storage = node.storage(at: index) { ObjectStorage<ObjectType>(node: node) }
    if storage.object == nil { storage.observe(thunk()) }
    box.storage = storage
  }
}

extension StateObject: ViewInput {
  package func isSameInput(as other: Self) -> Bool { true }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the object changes.
///
/// The view does not own the object: pass it in from an owner. A default value here is created
/// again on every update of the parent, as SwiftUI warns.
@propertyWrapper
@dynamicMemberLookup
@MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The underlying value referenced by the observed object.
  public var wrappedValue: ObjectType

  /// Creates an observed object with an initial value.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates an observed object with an initial value.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// A projection of the observed object that creates bindings to its properties.
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Creates a binding to a property of the observed object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @dynamicMemberLookup
  @MainActor @preconcurrency
  public struct Wrapper {
    package let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = self.object
      return Binding(location: ObjectPropertyLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    let storage = node.storage(at: index) { ObjectStorage<ObjectType>(node: node) }
    if storage.object !== wrappedValue { storage.observe(wrappedValue) }
  }
}

extension ObservedObject: ViewInput {
  package func isSameInput(as other: Self) -> Bool {
    other.wrappedValue === wrappedValue
  }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `.environmentObject(_:)`.
///
/// Reading it when no ancestor supplied one traps with Apple's message; declaring it without
/// reading it is fine.
@propertyWrapper
@MainActor @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  package let box = ObjectBox<ObjectType>()

  /// Creates an environment object.
  public init() {}

  /// The underlying value referenced by the environment object.
  public var wrappedValue: ObjectType {
    guard let object = box.storage?.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  /// A projection of the environment object that creates bindings to its properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    let storage = node.storage(at: index) { ObjectStorage<ObjectType>(node: node) }
    let key = EnvironmentObjectKey.key(for: ObjectType.self)
    let object = node.environment.object(of: ObjectType.self, key: key)
    node.environmentTracker.recordObject(key, object: object)
    if storage.object !== object { storage.observe(object) }
    box.storage = storage
  }
}

extension EnvironmentObject: ViewInput {
  package func isSameInput(as other: Self) -> Bool { true }
}

/// The node's subscription to one observable object.
@MainActor
package final class ObjectStorage<ObjectType: ObservableObject> {
  package private(set) var object: ObjectType?
  @Unretained private var node: ViewNode?
  private var subscription: AnyCancellable?

  package init(node: ViewNode) {
    self.node = node
  }

  package func observe(_ object: ObjectType?) {
    self.object = object
    subscription = object?.objectWillChange.sink { [weak self] in
      MainActor.assumeIsolated { self?.objectWillChange() }
    }
  }

  private func objectWillChange() {
    guard let node else { return }
    if Update.isUpdating {
      RuntimeIssues.report(
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
      )
      node.graph.deferAfterUpdate { [handle = node.handle] in handle.node?.invalidate(reason: "objectWillChange") }
      return
    }
    node.invalidate(reason: "objectWillChange")
  }
}

/// The reference a property wrapper's copies share, bound to the node's storage on install.
@MainActor
package final class ObjectBox<ObjectType: ObservableObject> {
  package var storage: ObjectStorage<ObjectType>?
}

/// A binding location for a property of an object.
@MainActor
package final class ObjectPropertyLocation<Root: AnyObject, Value>: AnyLocation<Value> {
  private let object: Root
  private let keyPath: ReferenceWritableKeyPath<Root, Value>

  package init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  package override func get() -> Value { object[keyPath: keyPath] }
  package override func set(_ value: Value, transaction: Transaction) {
    Transaction.with(transaction) { object[keyPath: keyPath] = value }
  }
  package override var identity: AnyHashable { [AnyHashable(ObjectIdentifier(object)), AnyHashable(keyPath)] }
}
