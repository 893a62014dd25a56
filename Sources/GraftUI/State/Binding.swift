import Foundation
/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct PlayButton: View {
///   @Binding var isPlaying: Bool
///   var body: some View {
///     Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
///   }
/// }
/// ```
///
/// A binding always reads its source of truth. Reading it while a view update runs records the
/// running view as a reader, so writing the binding later updates that view.
@propertyWrapper
@dynamicMemberLookup
@MainActor @preconcurrency
public struct Binding<Value> {
  package let location: AnyLocation<Value>
  /// The transaction writes through this binding carry.
  public var transaction: Transaction

  package init(location: AnyLocation<Value>, transaction: Transaction = Transaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// Creates a binding with closures that read and write the binding value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: FunctionLocation(get: get, set: { value, _ in set(value) }))
  }

  /// Creates a binding with closures that read and write the binding value, the setter taking
  /// the write's transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: FunctionLocation(get: get, set: set))
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get {
      location.root?.recordRead()
      return location.peek()
    }
    nonmutating set {
      location.set(newValue, transaction: Transaction.current.merging(transaction))
    }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      location: ProjectedLocation(base: location, keyPath: keyPath), transaction: transaction)
  }

  /// A binding that carries `transaction` with its writes.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// A binding that animates its writes.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var transaction = self.transaction
    transaction.animation = animation
    return self.transaction(transaction)
  }
}

extension Binding {
  /// Creates a binding to an optional from a binding to a value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// Creates a binding to a value from a binding to an optional, or `nil` when it is `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      },
      set: { base.wrappedValue = $0 })
  }

  /// Creates a binding by projecting the base value to a hashable value.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { if let value = $0.base as? V { base.wrappedValue = value } })
  }
}

extension Binding: DynamicProperty {}
