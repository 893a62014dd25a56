import Foundation
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// ```swift
/// struct BookEditor: View {
///   @Bindable var book: Book
///   var body: some View {
///     TextField("Title", text: $book.title)
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor @preconcurrency
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The bindable wrapper for the object that creates bindings to its properties.
  public var projectedValue: Bindable<Value> { self }

  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Returns a binding to the value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    Binding(location: ObjectPropertyLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable where Value: AnyObject & Observable {
  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue)
  }

  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }
}

extension Bindable: DynamicProperty {}
