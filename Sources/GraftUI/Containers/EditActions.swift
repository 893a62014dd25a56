import Foundation

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection
  /// The collection of underlying data.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// Content whose rows a list can delete or move in edit mode.
@MainActor
package protocol EditableRowsContent {
  /// The rows with the edit actions given here and any the content already had.
  func editableRows(
    onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?, moving: Binding<Int?>
  ) -> AnyView
}

extension ForEach: EditableRowsContent {
  package func editableRows(
    onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?, moving: Binding<Int?>
  ) -> AnyView {
    AnyView(
      mapRows { offset, row in
        EditableRow(row: row, offset: offset, onDelete: onDelete, onMove: onMove, moving: moving)
      })
  }
}

/// A `ForEach` (or other dynamic content) with the delete and move actions given to it.
///
/// In edit mode each row shows `[ ⊖ ]` at its leading edge, which deletes it, and `[ ≡ ]` at
/// its trailing edge: activate one row's handle to pick the row up (it draws `[ ≡> ]`), then
/// another row's to put it in that row's place; the picked row's own handle puts it back.
public struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent {
  package let base: Base
  package let onDelete: ((IndexSet) -> Void)?
  package let onMove: ((IndexSet, Int) -> Void)?
  @State private var moving: Int?

  /// The collection of underlying data.
  public var data: Base.Data { base.data }

  /// The base content's rows, each with its edit controls.
  public var body: some View {
    if let rows = base as? any EditableRowsContent {
      rows.editableRows(onDelete: onDelete, onMove: onMove, moving: $moving)
    } else {
      base
    }
  }
}

extension EditActionsContent: EditableRowsContent {
  package func editableRows(
    onDelete: ((IndexSet) -> Void)?, onMove: ((IndexSet, Int) -> Void)?, moving: Binding<Int?>
  ) -> AnyView {
    guard let rows = base as? any EditableRowsContent else { return AnyView(base) }
    return rows.editableRows(onDelete: onDelete ?? self.onDelete, onMove: onMove ?? self.onMove, moving: moving)
  }
}

extension DynamicViewContent {
  /// Sets the deletion action for the dynamic view: in edit mode each row shows a `[ ⊖ ]`
  /// control that calls `action` with the row's offset.
  ///
  /// ```swift
  /// ForEach(items, id: \.self) { Text($0) }
  ///   .onDelete { items.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditActionsContent(base: self, onDelete: action, onMove: nil)
  }

  /// Sets the move action for the dynamic view: in edit mode each row shows a `[ ≡ ]` handle;
  /// activating one row's handle and then another's calls `action` with the first row's offset
  /// and the offset to insert it before.
  ///
  /// ```swift
  /// ForEach(items, id: \.self) { Text($0) }
  ///   .onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditActionsContent(base: self, onDelete: nil, onMove: action)
  }
}

/// One row of editable content: its controls in edit mode, around the row.
private struct EditableRow<Row: View>: View {
  let row: Row
  let offset: Int
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?
  let moving: Binding<Int?>
  @Environment(\.editMode) private var editMode
  @State private var disabled = EditDisabled()

  var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    HStack(spacing: 1) {
      if isEditing, let onDelete, !disabled.delete {
        Button("⊖", role: .destructive) { onDelete(IndexSet(integer: offset)) }.fixedSize()
      }
      // NB: The row is served before the spacer, so it keeps its width beside the controls.
      row.layoutPriority(1)
      if isEditing, let onMove, !disabled.move {
        Spacer(minLength: 0)
        Button(moving.wrappedValue == offset ? "≡>" : "≡") { move(onMove) }.fixedSize()
      }
    }
    .onPreferenceChange(EditDisabledKey.self) { disabled = $0 }
  }

  private func move(_ onMove: (IndexSet, Int) -> Void) {
    guard let source = moving.wrappedValue else {
      moving.wrappedValue = offset
      return
    }
    moving.wrappedValue = nil
    guard source != offset else { return }
    // NB: The destination is an offset in the data before the move: below the row moved down
    // onto, above the row moved up onto.
    onMove(IndexSet(integer: source), offset > source ? offset + 1 : offset)
  }
}

/// Which edit actions a row turned off.
package struct EditDisabled: Equatable, Sendable {
  var delete = false
  var move = false
}

/// Carries `deleteDisabled` and `moveDisabled` up to the row's edit controls.
private struct EditDisabledKey: PreferenceKey {
  static var defaultValue: EditDisabled { EditDisabled() }
  static func reduce(value: inout EditDisabled, nextValue: () -> EditDisabled) {
    let next = nextValue()
    value.delete = value.delete || next.delete
    value.move = value.move || next.move
  }
}

extension View {
  /// Adds a condition for whether the view's row in a list can be deleted: a disabled row
  /// shows no delete control in edit mode.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    preference(key: EditDisabledKey.self, value: EditDisabled(delete: isDisabled))
  }

  /// Adds a condition for whether the view's row in a list can be moved: a disabled row shows
  /// no move handle in edit mode.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    preference(key: EditDisabledKey.self, value: EditDisabled(move: isDisabled))
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes all the elements at the specified offsets from the collection.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves all the elements at the specified offsets to the specified destination offset,
  /// preserving ordering.
  ///
  /// - Parameter destination: The offset, in the collection before the move, to insert the
  ///   elements before.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
  }
}
