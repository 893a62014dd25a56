import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(Library.self) private var library
/// ```
///
/// A view updates when a value it read changes, and only then.
@propertyWrapper
@MainActor @preconcurrency
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, name: String, optional: Bool)
  }

  private let source: Source
  package let box = EnvironmentBox<Value>()

  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// The current value of the environment property.
  public var wrappedValue: Value {
    if let value = box.value { return value }
    switch source {
    case .keyPath(let keyPath):
      return EnvironmentValues()[keyPath: keyPath]
    case .object(_, let name, let optional):
      if optional, let none = Optional<Any>.none as? Value { return none }
      fatalError(
        "No Observable object of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view."
      )
    }
  }

  fileprivate func read(from environment: EnvironmentValues) -> Value? {
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let key, _, let optional):
      let object = environment.object(of: AnyObject.self, key: key)
      if optional { return object as? Value ?? (Optional<Any>.none as? Value) }
      return object as? Value
    }
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Creates an environment property to read an observable object from the environment.
  ///
  /// Reading it traps when no ancestor supplied one with `.environment(_:)`, as SwiftUI does.
  public init(_ objectType: Value.Type) {
    source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), optional: false)
  }
}

extension Environment {
  /// Creates an environment property to read an observable object that may be absent.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(objectType), name: String(describing: objectType), optional: true)
  }
}

/// The value an `Environment` read when its view was last installed.
@MainActor
package final class EnvironmentBox<Value> {
  package var value: Value?
}

extension Environment: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    box.value = read(from: node.trackedEnvironment)
    if case .object(let key, _, _) = source {
      // NB: An object swapped for another is a change even though no key was read.
      node.environmentTracker.recordObject(key, object: box.value.map { $0 as AnyObject })
    }
  }
}

extension Environment: ViewInput {
  package func isSameInput(as other: Self) -> Bool { true }
}

/// A view that sets an environment value for its content.
package struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  package func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    environment[keyPath: keyPath] = value
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

/// A view that stores an object in the environment for its content.
package struct EnvironmentObjectModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let key: ObjectIdentifier
  let object: AnyObject?

  package func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    environment.setObject(object, forKey: key)
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
  }

  /// Places an observable object in the view's environment.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
  }

  /// Supplies an observable object to a view subhierarchy, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(key: EnvironmentObjectKey.key(for: T.self), object: object))
  }

  /// Transforms the environment value of the specified key path with the given function.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }
}

package struct EnvironmentTransformModifier<Value>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  package func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    transform(&environment[keyPath: keyPath])
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

/// Keys `@EnvironmentObject` objects are stored under, apart from `@Observable` ones.
package enum EnvironmentObjectKey {
  private final class Marker<T> {}
  package static func key<T>(for type: T.Type) -> ObjectIdentifier {
    ObjectIdentifier(Marker<T>.self)
  }
}
