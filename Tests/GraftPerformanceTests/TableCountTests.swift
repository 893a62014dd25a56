import Foundation
import Graft
import GraftBenchScenes
import Testing

/// S12's exact counts (docs/Performance.md): a plain table of fixed-height rows in an 80×24
/// window asks its data source for the 24 rows on screen, whatever the row count, and
/// scrolling reuses the cell that left for the row that arrives.
@Suite @MainActor struct TableCountTests {
  @Test(arguments: [1_000, 100_000, 1_000_000])
  func theFirstFrameAsksForOneScreenfulOfCells(rows: Int) {
    let table = MillionRowTable(rowCount: rows)
    table.renderFrame()
    #expect(table.rowCountRequests == 1)
    #expect(table.cellRequests == 24)
    #expect(table.cellsMade == 24)
    #expect(table.tableView.visibleCells.count == 24)
    #expect(table.tableView.contentSize.height == CGFloat(rows))
  }

  @Test func scrollingOneLineAsksForOneCellAndMakesNone() {
    let table = MillionRowTable(rowCount: 1_000_000)
    table.renderFrame()
    for line in 1...100 {
      table.scrollOneLine()
      #expect(table.cellRequests == 24 + line)
    }
    #expect(table.cellsMade == 24)
    #expect(table.rowCountRequests == 1)
    #expect(table.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
  }
}
