import Foundation

/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed in SwiftUI (Graft builds every item).
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))]) {
///     ForEach(colors, id: \.self) { Text($0) }
///   }
/// }
/// ```
///
/// The columns are resolved from the width offered as SwiftUI resolves them: fixed columns
/// take their width, flexible ones share the rest, and an adaptive item makes as many columns
/// of at least its minimum as fit. Children fill the columns row by row; each row is as tall
/// as its tallest cell, and each cell is centred in its column unless its item aligns it.
public struct LazyVGrid<Content: View>: View {
  package let columns: [GridItem]
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// Creates a grid that grows vertically.
  ///
  /// - Parameters:
  ///   - columns: An array of grid items to size and position each row of the grid.
  ///   - alignment: The alignment of the grid within its parent view.
  ///   - spacing: The spacing between the grid and the next item in its parent view, or `nil`
  ///     for the default, which in a terminal is none between rows.
  ///   - pinnedViews: Views to pin to the bounds of a parent scroll view. Graft does not pin.
  ///   - content: The content of the grid.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVGrid: PrimitiveView {
  package func update(_ node: ViewNode) {
    LazyGridLayout.update(
      node,
      settings: .init(
        trackAxis: .horizontal, items: columns, alignment: alignment.fraction,
        lineSpacing: spacing ?? StackLayout.defaultSpacing(.vertical)),
      content: content)
  }
}

/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed in SwiftUI (Graft builds every item).
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
///     ForEach(tags, id: \.self) { Text($0) }
///   }
/// }
/// ```
///
/// The rows are resolved from the height offered as a `LazyVGrid` resolves its columns from
/// the width; children fill the rows column by column.
public struct LazyHGrid<Content: View>: View {
  package let rows: [GridItem]
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// Creates a grid that grows horizontally.
  ///
  /// - Parameters:
  ///   - rows: An array of grid items to size and position each column of the grid.
  ///   - alignment: The alignment of the grid within its parent view.
  ///   - spacing: The spacing between the grid's columns, or `nil` for the default, which in a
  ///     terminal is one cell.
  ///   - pinnedViews: Views to pin to the bounds of a parent scroll view. Graft does not pin.
  ///   - content: The content of the grid.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHGrid: PrimitiveView {
  package func update(_ node: ViewNode) {
    LazyGridLayout.update(
      node,
      settings: .init(
        trackAxis: .vertical, items: rows, alignment: alignment.fraction,
        lineSpacing: spacing ?? StackLayout.defaultSpacing(.horizontal)),
      content: content)
  }
}

extension LazyGridLayout {
  /// What both lazy grids do on an update: keep the node's grid layout, invalidate it only when
  /// its settings changed, and update the content.
  static func update(_ node: ViewNode, settings: Settings, content: some View) {
    let layout = node.layout { LazyGridLayout() }
    if layout.settings != settings {
      layout.settings = settings
      node.invalidateLayout()
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}
