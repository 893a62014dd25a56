import Foundation

/// A container that presents rows of data arranged in a single column, backed by a
/// `UIScrollView`.
///
/// Each view the content produces is one row: rows stack from the top, each offered the list's
/// full width and aligned to its leading edge, and the list scrolls when they do not fit.
///
/// ```swift
/// List(tasks) { task in
///   Text(task.title)
/// }
/// .listStyle(.plain)
/// ```
///
/// A terminal list is the plain style: no separators between rows (a separator line per row
/// would halve what fits on screen), no row insets, and no selection.
public struct List<SelectionValue: Hashable, Content: View>: View {
  package let content: Content

  package init(rows content: Content) {
    self.content = content
  }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(rows: content())
  }

  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent))
  }

  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent))
  }

  /// Creates a list that computes its views on demand over a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(rows: ForEach(data, content: rowContent))
  }
}

extension List: PrimitiveView {
  package func update(_ node: ViewNode) {
    // NB: A leading lazy stack gives every row the full width and puts it at the leading edge;
    // the scroll view makes the list fill its space and scroll.
    let rows = ScrollView { LazyVStack(alignment: .leading, spacing: 0) { content } }
    node.updateChild(at: 0, with: rows, environment: node.environment)
  }
}

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
  /// Creates a plain list style.
  public init() {}
}

/// The list style that describes a platform's default behavior and appearance for a list: in a
/// terminal, the plain style.
public struct DefaultListStyle: ListStyle {
  /// Creates a default list style.
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
  /// The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// Passes its content through: every list style draws as the plain one in a terminal.
package struct ListStyleModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never

  package func update(_ node: ViewNode, content: any View) {
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

extension View {
  /// Sets the style for lists within this view.
  ///
  /// Graft's lists are always plain, so the style changes nothing; the modifier exists so
  /// SwiftUI code compiles unchanged.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(ListStyleModifier())
  }
}
