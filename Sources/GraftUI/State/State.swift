import Foundation
/// A property wrapper type that can read and write a value managed by the runtime.
///
/// The value persists for the lifetime of the view's identity; the initial value is used only
/// the first time the identity is installed. Writing the value from an action updates storage at
/// once and schedules one update, which re-evaluates the views that read it.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
@MainActor @preconcurrency
public struct State<Value>: DynamicProperty {
  package let initialValue: Value
  package let box: StateBox<Value>

  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
    box = StateBox()
  }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The underlying value referenced by the state variable.
  ///
  /// Before the view is installed, reading returns the initial value and writing is ignored,
  /// as in SwiftUI: assign `_count = State(initialValue: 5)` in an initialiser instead.
  public var wrappedValue: Value {
    get { box.location?.get() ?? initialValue }
    nonmutating set {
      guard let location = box.location else { return }
      location.set(newValue, transaction: Transaction.current)
    }
  }

  /// A binding to the state value.
  ///
  /// Before install it is a constant binding of the initial value, with Apple's warning.
  public var projectedValue: Binding<Value> {
    guard let location = box.location else {
      RuntimeIssues.report(
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
      )
      return .constant(initialValue)
    }
    return Binding(location: location)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value; it starts as `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The reference a `State` value shares with its copies, bound to the node's storage on install.
@MainActor
package final class StateBox<Value> {
  package var location: StoredLocation<Value>?
}

extension State: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    let location = node.storage(at: index) { StoredLocation(initialValue, owner: node) }
    box.location = location
  }
}

/// A `@State` that can tell whether a new view value's initial value will be thrown away.
@MainActor
package protocol DiscardedStateChecking {
  /// Reports, when the opt-in diagnostic is on, that `newValue`'s initial object is discarded.
  func checkDiscardedInstance(in newValue: Any, viewType: Any.Type)
}

extension State: DiscardedStateChecking {
  package func checkDiscardedInstance(in newValue: Any, viewType: Any.Type) {
    guard let stored = box.location?.peek(), let fresh = (newValue as? State<Value>)?.initialValue,
      type(of: fresh as Any) is AnyClass, (fresh as AnyObject) !== (stored as AnyObject)
    else { return }
    RuntimeIssues.report(
      "State<\(Value.self)> in \(viewType) discarded the instance created for this update. Changes made to it before the view was installed, such as by a modifier method, are lost: the view keeps the instance from its first update. Store configuration in plain properties and apply it in body or updateUIView."
    )
  }
}
