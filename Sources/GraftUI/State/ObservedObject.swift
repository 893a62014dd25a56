import Foundation

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
