import GraftGraphics
import Testing

@Suite struct CellRectTests {
  @Test func edgesAreHalfOpen() {
    let rect = CellRect(x: 2, y: 3, width: 4, height: 5)
    #expect(rect.minX == 2)
    #expect(rect.minY == 3)
    #expect(rect.maxX == 6)
    #expect(rect.maxY == 8)
    #expect(rect.contains(x: 2, y: 3))
    #expect(rect.contains(x: 5, y: 7))
    #expect(!rect.contains(x: 6, y: 7))
    #expect(!rect.contains(x: 5, y: 8))
    #expect(!rect.contains(x: 1, y: 3))
  }

  @Test func emptiness() {
    #expect(CellRect.zero.isEmpty)
    #expect(CellRect(x: 0, y: 0, width: 3, height: 0).isEmpty)
    #expect(CellRect(x: 0, y: 0, width: -1, height: 4).isEmpty)
    #expect(!CellRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
  }

  @Test func intersection() {
    let a = CellRect(x: 0, y: 0, width: 10, height: 10)
    let b = CellRect(x: 5, y: 6, width: 10, height: 10)
    #expect(a.intersection(b) == CellRect(x: 5, y: 6, width: 5, height: 4))
    #expect(a.intersects(b))
  }

  @Test func disjointAndTouchingRectsIntersectInZero() {
    let a = CellRect(x: 0, y: 0, width: 5, height: 5)
    #expect(a.intersection(CellRect(x: 20, y: 20, width: 3, height: 3)) == .zero)
    #expect(a.intersection(CellRect(x: 5, y: 0, width: 5, height: 5)) == .zero)
    #expect(!a.intersects(CellRect(x: 5, y: 0, width: 5, height: 5)))
  }

  @Test func unionIsTheBoundingBoxIgnoringEmptyRects() {
    let a = CellRect(x: 1, y: 1, width: 2, height: 2)
    let b = CellRect(x: 5, y: 0, width: 1, height: 1)
    #expect(a.union(b) == CellRect(x: 1, y: 0, width: 5, height: 3))
    #expect(a.union(.zero) == a)
    #expect(CellRect.zero.union(b) == b)
    #expect(CellRect(x: 9, y: 9, width: 0, height: 4).union(.zero) == .zero)
  }
}
