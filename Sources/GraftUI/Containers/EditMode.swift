import Foundation

/// A mode that indicates whether the user can edit a view's content.
///
/// A list shows its delete and move controls while the environment's `editMode` is editing;
/// `EditButton` switches it.
public enum EditMode: Hashable, Sendable {
  /// The user can't edit the view's content.
  case inactive
  /// The view is in a temporary edit mode.
  case transient
  /// The user can edit the view's content.
  case active

  /// Whether the mode is one that allows editing: `transient` or `active`.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment.
  ///
  /// Every hosting controller gives its tree an edit mode, as iOS does, so an `EditButton` and
  /// a `List` on one screen share it; set your own with `.environment(\.editMode, $mode)`.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// The environment a hosting controller's tree starts from: its own edit mode.
  package static func hostDefaults() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.editMode = Binding(location: StoredLocation(EditMode.inactive, owner: nil))
    return environment
  }
}

/// A button that toggles the edit mode environment value: `Edit` while inactive, `Done` while
/// editing.
///
/// ```swift
/// VStack {
///   EditButton()
///   List {
///     ForEach(items, id: \.self) { Text($0) }
///       .onDelete { items.remove(atOffsets: $0) }
///   }
/// }
/// ```
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an Edit button instance.
  public init() {}

  /// A button titled for the current mode that switches it.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}
