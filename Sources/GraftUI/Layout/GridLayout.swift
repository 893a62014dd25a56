import Foundation

/// A grid's layout: its rows and columns measured together, each cell placed in its column's
/// width and its row's height.
///
/// Columns and rows share the space offered as a stack's children share theirs: the least
/// flexible first, each offered an equal share of what is left, and each as long as the
/// longest cell it holds for that share. A cell spanning several columns (a view outside any
/// row spans them all) widens the last of them when it needs more than they have.
@MainActor
package final class GridLayout: LayoutState, NodeLayout {
  package struct Settings: Equatable {
    var alignment = Alignment.center
    var horizontalSpacing: CGFloat = 1
    var verticalSpacing: CGFloat = 0
  }

  var settings = Settings()

  package var hostView: UIView? { nil }
  /// The grid's owner invalidates it when it changes ``settings``.
  package var isInvalidatedByEveryUpdate: Bool { false }

  /// One cell: its node, its traits, and the columns it covers.
  private struct Cell {
    let node: ViewNode
    let traits: GridCellTraits
    let column: Int
    let span: Int
  }

  /// One row of cells, with the vertical alignment its `GridRow` gave.
  private struct Row {
    var cells: [Cell]
    var alignment: VerticalAlignment?
  }

  /// The column widths and row heights the grid found for one proposal.
  private struct Measurement {
    var widths: [CGFloat]
    var heights: [CGFloat]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (rows, columns) = self.rows(of: node)
    guard !rows.isEmpty else { return .zero }
    let measured = measure(rows, columns: columns, proposal: proposal)
    return CGSize(
      width: total(measured.widths, spacing: settings.horizontalSpacing),
      height: total(measured.heights, spacing: settings.verticalSpacing))
  }

  package func placeContent(of node: ViewNode, in bounds: CGRect) {
    let (rows, columns) = self.rows(of: node)
    guard !rows.isEmpty else { return }
    let measured = measure(rows, columns: columns, proposal: node.placedProposal ?? ProposedViewSize(bounds.size))
    var columnStarts: [CGFloat] = []
    var x = bounds.minX
    for width in measured.widths {
      columnStarts.append(x)
      x += width + settings.horizontalSpacing
    }
    let columnAlignments = self.columnAlignments(rows, columns: columns)
    var y = bounds.minY
    for (rowIndex, row) in rows.enumerated() {
      let height = measured.heights[rowIndex]
      for cell in row.cells {
        let width = spannedWidth(cell, measured.widths)
        let rect = CGRect(x: columnStarts[cell.column], y: y, width: width, height: height)
        let proposal = ProposedViewSize(rect.size)
        let size = cell.node.sizeThatFits(proposal)
        let anchor =
          cell.traits.anchor
          ?? UnitPoint(
            x: (columnAlignments[cell.column] ?? settings.alignment.horizontal).fraction,
            y: (row.alignment ?? settings.alignment.vertical).fraction)
        let origin = CGPoint(
          x: rect.minX + ((rect.width - size.width) * anchor.x).rounded(.down),
          y: rect.minY + ((rect.height - size.height) * anchor.y).rounded(.down))
        cell.node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
      }
      y += height + settings.verticalSpacing
    }
  }

  // MARK: - Rows and cells

  /// The grid's rows, found through the nodes that only group (`ForEach`, `Group`), and how
  /// many columns they need.
  private func rows(of node: ViewNode) -> (rows: [Row], columns: Int) {
    var found: [(nodes: [ViewNode], alignment: VerticalAlignment?, spansAll: Bool)] = []
    func visit(_ parent: ViewNode) {
      for child in parent.children {
        if let row = child.primitiveState as? GridRowState {
          found.append((child.layoutChildren, row.alignment, false))
        } else if child.laysOut {
          found.append(([child], nil, true))
        } else {
          visit(child)
        }
      }
    }
    visit(node)
    var columns = 0
    var rows: [Row] = []
    for entry in found where !entry.spansAll {
      var column = 0
      var cells: [Cell] = []
      for cellNode in entry.nodes {
        let traits = Self.traits(of: cellNode)
        let span = max(1, traits.columns ?? 1)
        cells.append(Cell(node: cellNode, traits: traits, column: column, span: span))
        column += span
      }
      columns = max(columns, column)
      rows.append(Row(cells: cells, alignment: entry.alignment))
    }
    columns = max(columns, found.isEmpty ? 0 : 1)
    // NB: Second pass, once the column count is known, keeping the rows in tree order.
    var ordered: [Row] = []
    var rowIterator = rows.makeIterator()
    for entry in found {
      if entry.spansAll {
        let cellNode = entry.nodes[0]
        ordered.append(
          Row(cells: [Cell(node: cellNode, traits: Self.traits(of: cellNode), column: 0, span: columns)], alignment: nil))
      } else if let row = rowIterator.next() {
        // NB: A span past the last column is cut at the last column.
        ordered.append(
          Row(
            cells: row.cells.filter { $0.column < columns }.map {
              Cell(node: $0.node, traits: $0.traits, column: $0.column, span: min($0.span, columns - $0.column))
            }, alignment: row.alignment))
      }
    }
    return (ordered, columns)
  }

  /// The traits the grid-cell modifiers at the top of a cell give it.
  private static func traits(of cell: ViewNode) -> GridCellTraits {
    var traits = GridCellTraits()
    var node: ViewNode? = cell
    while let current = node, let layout = current.layout as? GridCellLayout {
      traits = traits.filled(from: layout.traits)
      let children = current.layoutChildren
      node = children.count == 1 ? children[0] : nil
    }
    return traits
  }

  /// Each column's alignment: the first `gridColumnAlignment(_:)` among its cells.
  private func columnAlignments(_ rows: [Row], columns: Int) -> [HorizontalAlignment?] {
    var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
    for row in rows {
      for cell in row.cells where cell.span == 1 && alignments[cell.column] == nil {
        alignments[cell.column] = cell.traits.columnAlignment
      }
    }
    return alignments
  }

  // MARK: - Measuring

  private func measure(_ rows: [Row], columns: Int, proposal: ProposedViewSize) -> Measurement {
    let widths = columnWidths(rows, columns: columns, proposal: proposal.width)
    let heights = share(
      proposal.height, count: rows.count, spacing: settings.verticalSpacing
    ) { index, height in
      var tallest: CGFloat = 0
      for cell in rows[index].cells where cell.traits.unsizedAxes?.contains(.vertical) != true {
        let width = spannedWidth(cell, widths)
        tallest = max(tallest, cell.node.sizeThatFits(ProposedViewSize(width: width, height: height)).height)
      }
      return tallest
    }
    return Measurement(widths: widths, heights: heights)
  }

  private func columnWidths(_ rows: [Row], columns: Int, proposal width: CGFloat?) -> [CGFloat] {
    var byColumn = [[ViewNode]](repeating: [], count: columns)
    var spanning: [Cell] = []
    for row in rows {
      for cell in row.cells where cell.traits.unsizedAxes?.contains(.horizontal) != true {
        if cell.span == 1 { byColumn[cell.column].append(cell.node) } else { spanning.append(cell) }
      }
    }
    var widths = share(width, count: columns, spacing: settings.horizontalSpacing) { column, width in
      var widest: CGFloat = 0
      for cell in byColumn[column] {
        widest = max(widest, cell.sizeThatFits(ProposedViewSize(width: width, height: nil)).width)
      }
      return widest
    }
    for cell in spanning {
      let need = cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil)).width
      let have = spannedWidth(cell, widths)
      if need > have { widths[cell.column + cell.span - 1] += need - have }
    }
    return widths
  }

  /// The lengths of `count` tracks (columns or rows) sharing `available`, as a stack's
  /// children share it: each track's length for an offer is `measure(track, offer)`.
  private func share(
    _ available: CGFloat?, count: Int, spacing: CGFloat, measure: (Int, CGFloat?) -> CGFloat
  ) -> [CGFloat] {
    guard let available else { return (0..<count).map { measure($0, nil) } }
    var order: [(index: Int, flexibility: CGFloat)] = (0..<count).map { index in
      (index, measure(index, .infinity) - measure(index, 0))
    }
    order.sort { $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.index < $1.index }
    var lengths = [CGFloat](repeating: 0, count: count)
    var remaining = available - spacing * CGFloat(max(0, count - 1))
    var left = count
    for (index, _) in order {
      let share = left == 1 ? max(0, remaining) : max(0, (remaining / CGFloat(left)).rounded(.down))
      let length = measure(index, share)
      lengths[index] = length
      remaining -= length
      left -= 1
    }
    return lengths
  }

  private func spannedWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
    let covered = widths[cell.column..<(cell.column + cell.span)]
    return covered.reduce(0, +) + settings.horizontalSpacing * CGFloat(cell.span - 1)
  }

  private func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    lengths.reduce(0, +) + spacing * CGFloat(max(0, lengths.count - 1))
  }
}
