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
    // NB: Apple's text for a change published off the main thread. The change still reaches
    // the view, on the main queue, so no update is lost.
    let receive: (ObjectType.ObjectWillChangePublisher.Output) -> Void = deliveringOnMainQueue(
      offMain: {
        RuntimeIssues.report(
          "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
        )
      },
      { [weak self] _ in self?.objectWillChange() })
    subscription = object?.objectWillChange.sink(receiveValue: receive)
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
