import Foundation

/// A container view that arranges other views in a two dimensional layout.
///
/// Each ``GridRow`` is a row, and each view in it a cell of the next column; a view outside any
/// row spans every column. Each column is as wide as its widest cell and each row as tall as
/// its tallest, and flexible cells share what the grid is offered as a stack's children do:
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow {
///     Text("Name")
///     Text("Size")
///   }
///   Divider()
///   GridRow {
///     Text("notes.txt")
///     Text("4 KB")
///   }
/// }
/// ```
public struct Grid<Content: View>: View {
  package let alignment: Alignment
  package let horizontalSpacing: CGFloat?
  package let verticalSpacing: CGFloat?
  package let content: Content

  /// Creates a grid with the specified spacing, alignment, and child views.
  ///
  /// - Parameters:
  ///   - alignment: The guide for aligning the child views within the space allocated for a
  ///     given cell. The default is `center`.
  ///   - horizontalSpacing: The horizontal distance between each cell, or `nil` for the
  ///     default, which in a terminal is one cell.
  ///   - verticalSpacing: The vertical distance between each cell, or `nil` for the default,
  ///     which in a terminal is none.
  ///   - content: A view builder that creates the grid's rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
}

extension Grid: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { GridLayout() }
    let settings = GridLayout.Settings(
      alignment: alignment,
      horizontalSpacing: horizontalSpacing ?? StackLayout.defaultSpacing(.horizontal),
      verticalSpacing: verticalSpacing ?? StackLayout.defaultSpacing(.vertical))
    if layout.settings != settings {
      layout.settings = settings
      node.invalidateLayout()
    }
    node.updateContent(content)
  }
}

/// A horizontal row in a two dimensional grid container.
///
/// ```swift
/// GridRow(alignment: .top) {
///   Text("Notes")
///   Text(notes)
/// }
/// ```
public struct GridRow<Content: View>: View {
  package let alignment: VerticalAlignment?
  package let content: Content

  /// Creates a horizontal row of child views in a grid.
  ///
  /// - Parameters:
  ///   - alignment: The vertical alignment of the row's cells, or `nil` for the grid's.
  ///   - content: The builder closure that contains the child views. Each view in the closure
  ///     implicitly maps to a cell in the grid.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension GridRow: PrimitiveView {
  package func update(_ node: ViewNode) {
    // NB: A row lays nothing out itself: its grid reads its cells and its alignment from here.
    if let row = node.primitiveState as? GridRowState {
      if row.alignment != alignment {
        row.alignment = alignment
        node.invalidateLayout()
      }
    } else {
      node.primitiveState = GridRowState(alignment: alignment)
    }
    node.updateContent(content)
  }
}

/// What a grid reads from one of its rows.
@MainActor
package final class GridRowState {
  var alignment: VerticalAlignment?
  init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

/// What a cell tells its grid: how many columns it spans, how its column aligns, where it sits
/// in its cell, and along which axes its size does not count.
package struct GridCellTraits: Equatable {
  var columns: Int?
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set?

  /// These traits with the ones `inner` sets and these do not: a modifier applied later wins.
  func filled(from inner: GridCellTraits) -> GridCellTraits {
    GridCellTraits(
      columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
      anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
  }
}

/// Gives its content a grid-cell trait: a layout-only node sized and placed as its content.
package struct GridCellModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let traits: GridCellTraits

  package func update(_ node: ViewNode, content: any View) {
    let layout = node.layout { GridCellLayout() }
    layout.node = node
    if layout.traits != traits {
      layout.traits = traits
      // NB: The traits are the grid's input, not this node's size: the grid measures again.
      node.layoutAncestor?.invalidateLayout()
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
package final class GridCellLayout: LayoutState, NodeLayout {
  @Unretained var node: ViewNode?
  var traits = GridCellTraits()

  package var hostView: UIView? { nil }
  package var layoutPriority: Double { node?.contentLayoutPriority ?? 0 }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    StackLayout.vertical.sizeThatFits(proposal, children: node.layoutChildren)
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    StackLayout.vertical.place(node.layoutChildren, in: bounds, proposal: node.placedProposal)
  }
}

extension View {
  /// Tells a view that acts as a cell in a grid to span the specified number of columns.
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Total").gridCellColumns(2)
  ///   Text(total)
  /// }
  /// ```
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(columns: count)))
  }

  /// Overrides the default horizontal alignment of the grid column that the view appears in.
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Price")
  ///   Text(price).gridColumnAlignment(.trailing)
  /// }
  /// ```
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(columnAlignment: guide)))
  }

  /// Specifies a custom alignment anchor for a view that acts as a grid cell.
  ///
  /// ```swift
  /// Text("•").gridCellAnchor(.topLeading)
  /// ```
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(anchor: anchor)))
  }

  /// Asks grid layouts not to offer the view extra size in the specified axes.
  ///
  /// The view's size along those axes does not widen its column or heighten its row; it is
  /// offered the cell's size there when placed, so a `Divider` spans the grid without
  /// stretching it:
  ///
  /// ```swift
  /// Divider().gridCellUnsizedAxes(.horizontal)
  /// ```
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(unsizedAxes: axes)))
  }
}
