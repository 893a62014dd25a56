import Foundation

extension View {
  /// Adds custom swipe actions to a row in a list.
  ///
  /// A terminal cannot swipe, so the actions (usually buttons) show at the row's `edge` while
  /// the list is in edit mode (see `EditButton`); `allowsFullSwipe` is accepted and changes
  /// nothing.
  ///
  /// ```swift
  /// Text(message.subject)
  ///   .swipeActions {
  ///     Button("Archive") { archive(message) }
  ///   }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    SwipeActionsRow(row: self, edge: edge, actions: content())
  }
}

/// A row with its swipe actions beside it in edit mode.
private struct SwipeActionsRow<Row: View, Actions: View>: View {
  let row: Row
  let edge: HorizontalEdge
  let actions: Actions
  @Environment(\.editMode) private var editMode

  var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    HStack(spacing: 1) {
      if isEditing, edge == .leading { actions.fixedSize() }
      row.layoutPriority(1)
      if isEditing, edge == .trailing {
        Spacer(minLength: 0)
        actions.fixedSize()
      }
    }
  }
}
