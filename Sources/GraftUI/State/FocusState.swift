import Foundation

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
///
/// ```swift
/// enum Field: Hashable { case username, password }
///
/// struct LoginForm: View {
///   @State private var username = ""
///   @State private var password = ""
///   @FocusState private var focusedField: Field?
///
///   var body: some View {
///     VStack {
///       TextField("Username", text: $username)
///         .focused($focusedField, equals: .username)
///       SecureField("Password", text: $password)
///         .focused($focusedField, equals: .password)
///       Button("Sign In") {
///         if username.isEmpty { focusedField = .username } else { signIn() }
///       }
///     }
///   }
/// }
/// ```
///
/// The value follows the window's focus: a field the user Tabs to or clicks sets it, and
/// setting it focuses the field bound to the new value (a text field becomes first responder)
/// or, set to `nil` or `false`, gives focus up.
@propertyWrapper
@MainActor @preconcurrency
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// The value when nothing bound to this state has focus: `false` or `nil`.
  package let resetValue: Value
  package let box = StateBox<Value>()

  /// Creates a focus state that binds to a Boolean.
  public init() where Value == Bool {
    resetValue = false
  }

  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? {
    resetValue = nil
  }

  /// The current state value, taking into account whatever bindings might be in effect due to
  /// the current location of focus.
  public var wrappedValue: Value {
    get { box.location?.get() ?? resetValue }
    nonmutating set { box.location?.set(newValue, transaction: Transaction.current) }
  }

  /// A projection of the focus state value that returns a binding.
  public var projectedValue: Binding {
    Binding(location: box.location, resetValue: resetValue)
  }

  /// A property wrapper type that can read and write a value that indicates the current
  /// placement of focus.
  @propertyWrapper
  @MainActor @preconcurrency
  public struct Binding {
    package let location: StoredLocation<Value>?
    package let resetValue: Value

    package init(location: StoredLocation<Value>?, resetValue: Value) {
      self.location = location
      self.resetValue = resetValue
    }

    /// The underlying value referenced by the bound property.
    public var wrappedValue: Value {
      get { location?.get() ?? resetValue }
      nonmutating set { location?.set(newValue, transaction: Transaction.current) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding { self }

    /// The value now, without recording a reader.
    package var currentValue: Value { location?.peek() ?? resetValue }

    /// Writes `value` unless it is already there, outside any update, so a focus change the
    /// user made during a pass is kept without a warning.
    package func store(_ value: Value) {
      guard let location, location.peek() != value else { return }
      if Update.isUpdating, let graph = location.owner?.graph {
        graph.deferAfterUpdate { Update.outside { location.set(value, transaction: Transaction()) } }
      } else {
        Update.outside { location.set(value, transaction: Transaction()) }
      }
    }
  }
}

extension FocusState: InstallableProperty {
  package func install(in node: ViewNode, at index: Int) {
    box.location = node.storage(at: index) { StoredLocation(resetValue, owner: node) }
  }
}

extension FocusState: ViewInput {
  package func isSameInput(as other: Self) -> Bool { true }
}

extension FocusState.Binding: ViewInput {
  package func isSameInput(as other: Self) -> Bool {
    location === other.location
  }
}
