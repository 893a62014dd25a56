import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// Each element with children is a `DisclosureGroup`, as in SwiftUI: its row is the label,
/// drawn `▸` while collapsed and `▾` while expanded, and its children show below, two cells
/// further in for each level. A tap on it, or Space or Return while it has focus, toggles it.
/// Elements whose children are `nil` are leaves.
///
/// ```swift
/// OutlineGroup(files, children: \.children) { file in
///   Text(file.name)
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// Each element as a leaf, or as a disclosure group of its children.
  public var body: some View {
    ForEach(data, id: id) { element in
      // NB: Each row carries its id as a tag, so a list's selection finds the rows at every
      // level, not only the top one.
      if let children = element[keyPath: children] {
        DisclosureGroup {
          OutlineSubgroupChildren(
            content: AnyView(
              OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
                data: children, id: id, children: self.children, content: content)))
        } label: {
          content(element).tag(element[keyPath: id])
        }
      } else {
        content(element).tag(element[keyPath: id])
      }
    }
  }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
  /// Creates an outline group from a collection of root data elements and a key path to each
  /// element's children.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data: data, id: \.id, children: children, content: content)
  }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// Creates an outline group from a collection of root data elements, a key path to each
  /// element's identifier, and a key path to its children.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data: data, id: id, children: children, content: content)
  }
}

/// A type-erased view representing the children in an outline subgroup.
public struct OutlineSubgroupChildren: View {
  let content: AnyView

  /// The children's rows.
  public var body: some View { content }
}

extension List {
  /// Creates a hierarchical list that computes its rows on demand from a collection of
  /// identifiable data, each element's children at `children`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable, SelectionValue == Never
  {
    self.init(rows: OutlineGroup(data, children: children, content: rowContent))
  }

  /// Creates a hierarchical list whose rows are identified by a key path to each element's
  /// identifier.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where
    Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    SelectionValue == Never
  {
    self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent))
  }

  /// Creates a hierarchical list that allows users to select multiple rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable
  {
    self.init(
      rows: OutlineGroup(data, children: children, content: rowContent),
      selection: selection.map { ListSelection(multiple: $0) })
  }

  /// Creates a hierarchical list that allows users to select a single row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable
  {
    self.init(
      rows: OutlineGroup(data, children: children, content: rowContent),
      selection: selection.map { ListSelection(single: $0) })
  }

  /// Creates a hierarchical list, identified by key path, that allows users to select
  /// multiple rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
    self.init(
      rows: OutlineGroup(data, id: id, children: children, content: rowContent),
      selection: selection.map { ListSelection(multiple: $0) })
  }

  /// Creates a hierarchical list, identified by key path, that allows users to select a
  /// single row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
    self.init(
      rows: OutlineGroup(data, id: id, children: children, content: rowContent),
      selection: selection.map { ListSelection(single: $0) })
  }
}
