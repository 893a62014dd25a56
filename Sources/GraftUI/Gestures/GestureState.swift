import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
///
/// ```swift
/// struct PressableCard: View {
///   @GestureState private var isPressing = false
///
///   var body: some View {
///     Text(isPressing ? "Pressing" : "Press me")
///       .gesture(LongPressGesture(minimumDuration: 2).updating($isPressing) { value, state, _ in
///         state = value
///       })
///   }
/// }
/// ```
@propertyWrapper
@MainActor @preconcurrency
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value
  private let resetTransaction: (Transaction) -> Transaction
  private let box: StateBox<Value>

  /// Creates a view state that's derived from a gesture.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
  }

  /// Creates a view state that's derived from a gesture.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates a view state that's derived from a gesture and a transaction to reset it.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue, resetting: { _ in resetTransaction })
  }

  /// Creates a view state that's derived from a gesture and a transaction to reset it.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Creates a view state that's derived from a gesture and a closure that provides a
  /// transaction to reset it.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: wrappedValue, resetting: { transaction in
      var transaction = transaction
      reset(wrappedValue, &transaction)
      return transaction
    })
  }

  /// Creates a view state that's derived from a gesture and a closure that provides a
  /// transaction to reset it.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  private init(wrappedValue: Value, resetting resetTransaction: @escaping (Transaction) -> Transaction) {
    initialValue = wrappedValue
    self.resetTransaction = resetTransaction
    box = StateBox()
  }

  /// The wrapped value referenced by the gesture state property.
  public var wrappedValue: Value {
    box.location?.get() ?? initialValue
  }

  /// A binding to the gesture state property, for ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }

  /// Writes the value a gesture's `updating` callback produced.
  func set(_ value: Value, transaction: Transaction) {
    box.location?.set(value, transaction: transaction)
  }

  /// Returns the state to its initial value, as SwiftUI does when the gesture ends.
  func reset() {
    box.location?.set(initialValue, transaction: resetTransaction(Transaction()))
  }
}

extension GestureState where Value: ExpressibleByBooleanLiteral {
  /// Creates a view state that's derived from a gesture with an initial value of `false`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: false, resetTransaction: resetTransaction)
  }

  /// Creates a view state that's derived from a gesture with an initial value of `false`.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: false, reset: reset)
  }
}

extension GestureState: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    box.location = node.storage(at: index) { StoredLocation(initialValue, owner: node) }
  }
}

extension GestureState: ViewInput {
  package func isSameInput(as other: Self) -> Bool { true }
}
