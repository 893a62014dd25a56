/// The state of a cell, which its ``UIContentConfiguration`` and ``UIBackgroundConfiguration``
/// update themselves for: selected, highlighted, focused, editing, swiped and so on.
///
/// A cell passes its state to `updateConfiguration(using:)` and its
/// `configurationUpdateHandler` whenever one of these changes.
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///   var content = UIListContentConfiguration.cell().updated(for: state)
///   content.text = state.isSelected ? "Chosen" : "Choose"
///   cell.contentConfiguration = content
/// }
/// ```
nonisolated public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// How a cell takes part in a drag.
  public enum DragState: Int, Sendable {
    case none, lifting, dragging
  }

  /// How a cell takes part in a drop.
  public enum DropState: Int, Sendable {
    case none, notTargeted, targeted
  }

  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted: the pointer is down on it.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has keyboard focus.
  public var isFocused = false
  /// Whether the user is pointing at the cell.
  public var isPinned = false
  /// Whether the cell's table or collection view is editing.
  public var isEditing = false
  /// Whether the cell is expanded, in an outline.
  public var isExpanded = false
  /// Whether the cell shows its swipe actions.
  public var isSwiped = false
  /// Whether the cell is reordering.
  public var isReordering = false
  /// The cell's drag state.
  public var cellDragState = DragState.none
  /// The cell's drop state.
  public var cellDropState = DropState.none

  private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with every flag off.
  public init() {}

  /// The custom value stored for `key`, or `nil`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }
}
