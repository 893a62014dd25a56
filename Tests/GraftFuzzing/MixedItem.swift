/// One row of the mixed screen: its `ForEach` identity, the `.id` of its representable, and
/// the value pushed into it.
package struct MixedItem: Identifiable, Hashable, Sendable {
  /// The `ForEach` identity.
  package let id: Int
  /// The `.id` of the row's representable; a new one is a new identity.
  package var generation: Int
  /// The value pushed into the representable.
  package var value: Int

  /// The identity key of the row's representable.
  package var key: String { "row-\(id)-\(generation)" }
}
