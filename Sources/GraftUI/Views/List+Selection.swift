import Foundation

// NB: Apple's selection bindings are optional (`Binding<…>?`): `nil` makes a list without
// selection of the same type.

extension List {
  /// Creates a list with the given content that supports selecting multiple rows.
  ///
  /// On iOS, rows are selected by tapping them in edit mode.
  ///
  /// ```swift
  /// List(selection: $chosen) {
  ///   Text("Apple").tag("apple")
  ///   Text("Fig").tag("fig")
  /// }
  /// ```
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content(), selection: selection.map { ListSelection(multiple: $0) })
  }

  /// Creates a list with the given content that supports selecting a single row: a tap on a
  /// row selects it.
  ///
  /// ```swift
  /// List(selection: $chosen) {
  ///   Text("Apple").tag("apple")
  ///   Text("Fig").tag("fig")
  /// }
  /// ```
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content(), selection: selection.map { ListSelection(single: $0) })
  }

  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data, optionally allowing users to select multiple rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
  }

  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data, optionally allowing users to select a single row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data, optionally allowing users to select multiple rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data, optionally allowing users to select a single row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent), selection: selection.map { ListSelection(single: $0) })
  }

  /// Creates a list that computes its views on demand over a constant range, optionally
  /// allowing users to select multiple rows.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent), selection: selection.map { ListSelection(multiple: $0) })
  }

  /// Creates a list that computes its views on demand over a constant range, optionally
  /// allowing users to select a single row.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent), selection: selection.map { ListSelection(single: $0) })
  }
}
