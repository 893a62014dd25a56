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
/// A terminal list has no separators between rows (a separator line per row would halve what
/// fits on screen) and no row insets. With `selection:`, a tap on a row selects it (for a set,
/// in edit mode, as on iOS) and the selected rows draw on a grey background. Its style decides how a `Section` draws:
/// in the default and grouped styles, its header dim and uppercase and a blank line after it.
/// `.searchable` puts a search field above the rows and `.refreshable` runs on Ctrl-R or a
/// wheel pull at the top (`ListRefreshing.swift`); a `ForEach` with `onDelete` or `onMove`
/// shows delete and move controls in edit mode.
public struct List<SelectionValue: Hashable, Content: View>: View {
  package let content: Content
  package let selection: ListSelection?

  package init(rows content: Content, selection: ListSelection? = nil) {
    self.content = content
    self.selection = selection
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
    var environment = node.environment
    environment.listContext = environment.listStyleKind
    let rows = ListRows(content: content, selection: selection)
    node.updateChild(at: 0, with: rows, environment: environment)
  }
}

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
  /// Creates a plain list style.
  public init() {}
}

/// The list style that describes a platform's default behavior and appearance for a list: as
/// on iOS, the inset grouped style.
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

/// Tells the lists in its content how to draw their sections.
package struct ListStyleModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let kind: ListContext

  package func update(_ node: ViewNode, content: any View) {
    var environment = node.environment
    environment.listStyleKind = kind
    node.updateChild(at: 0, with: content, environment: environment)
  }
}

extension View {
  /// Sets the style for lists within this view.
  ///
  /// The style decides how sections draw: `.plain` and `.inset` headers dim; `.automatic`,
  /// `.grouped` and `.insetGrouped` headers dim and uppercase with a blank line after each
  /// section; `.sidebar` headers dim with a blank line after each section.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(ListStyleModifier(kind: (style as? any ListStyleKindProviding)?.kind ?? .grouped))
  }
}
