import Foundation
import GraftUI
import Testing

@Suite @MainActor struct GridTests {
  @Test func columnsAreAsWideAsTheirWidestCell() {
    let (window, _) = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("Size")
        }
        GridRow {
          Text("notes.txt")
          Text("4 KB")
        }
        GridRow {
          Text("a")
          Text("120 KB")
        }
      }, width: 16, height: 3)
    #expect(
      window.screen() == """
        Name      Size
        notes.txt 4 KB
        a         120 KB
        """)
  }

  @Test func theDefaultAlignmentCentresEachCell() {
    let (window, _) = host(
      Grid {
        GridRow {
          Text("x")
          Text("long")
        }
        GridRow {
          Text("wide")
          Text("y")
        }
      }, width: 9, height: 2)
    #expect(
      window.screen() == """
         x   long
        wide  y
        """)
  }

  @Test func aViewOutsideARowSpansEveryColumn() {
    let (window, _) = host(
      Grid(horizontalSpacing: 2) {
        GridRow {
          Text("ab")
          Text("cd")
        }
        Text("---").frame(maxWidth: .infinity).gridCellUnsizedAxes(.horizontal).background(Color.gray)
        GridRow {
          Text("ef")
          Text("gh")
        }
      }, width: 6, height: 3)
    #expect(
      window.screen() == """
        ab  cd
         ---
        ef  gh
        """)
  }

  @Test func aCellCanSpanColumnsAndAColumnCanBeAligned() {
    let (window, _) = host(
      Grid(alignment: .leading, verticalSpacing: 1) {
        GridRow {
          Text("Item")
          Text("Qty").gridColumnAlignment(.trailing)
        }
        GridRow {
          Text("Apples")
          Text("3")
        }
        GridRow {
          Text("Total items").gridCellColumns(2)
        }
      }, width: 11, height: 5)
    // NB: The spanning cell needs one cell more than both columns: the last column takes it.
    #expect(
      window.screen() == """
        Item    Qty

        Apples    3

        Total items
        """)
  }

  @Test func rowsComeFromForEachAndRowsHaveTheirOwnAlignment() {
    let (window, _) = host(
      Grid(alignment: .topLeading) {
        ForEach(1..<3) { row in
          GridRow(alignment: .bottom) {
            Text("r\(row)")
            Text("a\nb")
          }
        }
      }, width: 4, height: 4)
    #expect(
      window.screen() == """
           a
        r1 b
           a
        r2 b
        """)
  }

  @Test func aCellAnchorPlacesTheCellInItsSpace() {
    let (window, _) = host(
      Grid {
        GridRow {
          Text("x").gridCellAnchor(.bottomTrailing)
          Text("1\n2\n3")
        }
        GridRow {
          Text("wide")
          Text("4")
        }
      }, width: 6, height: 4)
    #expect(
      window.screen() == """
             1
             2
           x 3
        wide 4
        """)
  }
}
