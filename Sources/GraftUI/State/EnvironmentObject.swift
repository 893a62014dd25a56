import Foundation

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
