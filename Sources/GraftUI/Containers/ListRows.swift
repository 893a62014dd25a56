import Foundation

/// A list's rows: a leading lazy stack in a scroll view, which gives every row the full width
/// at the leading edge and makes the list fill its space and scroll.
package struct ListRows<Content: View>: View {
  let content: Content
  let selection: ListSelection?

  package var body: some View {
    ScrollView {
      if let selection {
        SelectableListRows(selection: selection, content: LazyVStack(alignment: .leading, spacing: 0) { content })
      } else {
        LazyVStack(alignment: .leading, spacing: 0) { content }
      }
    }
  }
}

extension View {
  /// Places a custom background view behind a list row item: behind the row's content, which
  /// in a terminal is as wide as the content, not the list.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    background { if let view { view } }
  }

  /// Applies an inset to the rows in a list.
  ///
  /// Terminal lists have no row insets, so the value is accepted and changes nothing.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    self
  }

  /// Sets the display mode for the separator associated with this specific row.
  ///
  /// Terminal lists draw no separators, so the value is accepted and changes nothing.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  /// Sets whether to hide the separator associated with a list section.
  ///
  /// Terminal lists draw no separators, so the value is accepted and changes nothing.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  /// Specifies the visibility of the background for scrollable views within this view.
  ///
  /// Terminal lists and forms draw no background of their own, so the value is accepted and
  /// changes nothing.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    self
  }
}
