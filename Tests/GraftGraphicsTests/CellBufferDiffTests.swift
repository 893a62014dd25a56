import GraftGraphics
import SeededRandom
import Testing

@Suite struct CellBufferDiffTests {
  let previous = CellBuffer(width: 20, height: 3, filling: Cell("."))

  @Test func identicalBuffersHaveNoRuns() {
    #expect(previous.diff(from: previous) == [])
  }

  @Test func oneChangedCellIsOneRunOfOneCell() {
    var current = previous
    current.write("X", x: 3, y: 1)
    #expect(current.diff(from: previous) == [CellRun(x: 3, y: 1, cells: [Cell("X")])])
  }

  @Test func shortGapsMerge() {
    var current = previous
    current.write("A", x: 1, y: 0)
    current.write("B", x: 4, y: 0)  // gap of 2 unchanged cells
    #expect(
      current.diff(from: previous) == [
        CellRun(x: 1, y: 0, cells: [Cell("A"), Cell("."), Cell("."), Cell("B")])
      ])
  }

  @Test func gapOfThreeMergesAndGapOfFourDoesNot() {
    var current = previous
    current.write("A", x: 0, y: 0)
    current.write("B", x: 4, y: 0)  // gap of 3
    current.write("C", x: 0, y: 1)
    current.write("D", x: 5, y: 1)  // gap of 4
    let runs = current.diff(from: previous)
    #expect(runs.map(\.x) == [0, 0, 5])
    #expect(runs.map(\.y) == [0, 1, 1])
    #expect(runs.map(\.cells.count) == [5, 1, 1])
  }

  @Test func longGapsDoNotMerge() {
    var current = previous
    current.write("A", x: 1, y: 2)
    current.write("B", x: 12, y: 2)  // gap of 10
    #expect(
      current.diff(from: previous) == [
        CellRun(x: 1, y: 2, cells: [Cell("A")]),
        CellRun(x: 12, y: 2, cells: [Cell("B")]),
      ])
  }

  @Test func adjacentChangesFormOneRunAcrossRowsInOrder() {
    var current = previous
    current.write("hi", x: 18, y: 0)
    current.write("yo", x: 0, y: 2)
    #expect(
      current.diff(from: previous) == [
        CellRun(x: 18, y: 0, cells: [Cell("h"), Cell("i")]),
        CellRun(x: 0, y: 2, cells: [Cell("y"), Cell("o")]),
      ])
  }

  @Test func changedWideCharacterIncludesItsContinuation() {
    var current = previous
    current.write("你", x: 6, y: 0)
    #expect(current.diff(from: previous) == [CellRun(x: 6, y: 0, cells: [Cell("你"), Cell("")])])
  }

  @Test func changedContinuationPullsInItsLeadingCell() {
    var before = previous
    before.write("你", x: 6, y: 0)
    var after = before
    let bold = TextStyle(attributes: .bold)
    after[7, 0] = Cell("", style: bold)
    #expect(
      after.diff(from: before) == [
        CellRun(x: 6, y: 0, cells: [Cell("你"), Cell("", style: bold)])
      ])
  }

  @Test func replacingAWideCharacterWithNarrowOnesCoversBothColumns() {
    var before = previous
    before.write("你", x: 6, y: 0)
    var after = before
    after.write("a", x: 6, y: 0)
    #expect(after.diff(from: before) == [CellRun(x: 6, y: 0, cells: [Cell("a"), Cell(" ")])])
  }

  @Test func sizeChangeSendsEveryRow() {
    let small = CellBuffer(lines: ["ab", "cd"])
    let large = CellBuffer(lines: ["abc", "de"])
    #expect(
      large.diff(from: small) == [
        CellRun(x: 0, y: 0, cells: [Cell("a"), Cell("b"), Cell("c")]),
        CellRun(x: 0, y: 1, cells: [Cell("d"), Cell("e"), Cell(" ")]),
      ])
  }

  // Rows a diff skips without reading (row versions) must never hide a change, whichever of a
  // buffer and its copies writes first, and however copies come and go.

  @Test func aCopyWrittenAfterTheOriginalStillShowsItsChange() {
    var original = previous
    original.write("A", x: 0, y: 0)
    var copy = original
    original.write("B", x: 0, y: 2)
    copy.write("C", x: 5, y: 0)
    #expect(copy.diff(from: original) == [
      CellRun(x: 5, y: 0, cells: [Cell("C")]),
      CellRun(x: 0, y: 2, cells: [Cell(".")]),
    ])
  }

  @Test func aBufferKeptByCopyingChangedRowsSeesTheNextWrite() {
    var frame = previous
    var kept = previous
    frame.write("A", x: 0, y: 1)
    kept.assign(changedRowsOf: frame)
    #expect(kept == frame)
    frame.write("B", x: 1, y: 1)
    #expect(frame.diff(from: kept) == [CellRun(x: 1, y: 1, cells: [Cell("B")])])
  }

  @Test func rowVersionsNeverHideAChangeInRandomCopiesWritesAndRowCopies() {
    var random = SeededGenerator(seed: 7)
    var buffers = [previous]
    for step in 0..<600 {
      let index = Int.random(in: 0..<buffers.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where buffers.count < 6: buffers.append(buffers[index])
      case 1 where buffers.count > 1: buffers.remove(at: index)
      case 2: buffers[index].assign(changedRowsOf: buffers[Int.random(in: 0..<buffers.count, using: &random)])
      default:
        let text = ["x", "y", "界", ".", "é"].randomElement(using: &random)!
        buffers[index].write(text, x: Int.random(in: 0..<20, using: &random), y: Int.random(in: 0..<3, using: &random))
      }
      for a in buffers.indices {
        for b in buffers.indices {
          let expected = buffers[a].diffByReading(from: buffers[b])
          #expect(buffers[a].diff(from: buffers[b]) == expected, "step \(step)")
          if buffers[a].diff(from: buffers[b]) != expected { return }
        }
      }
    }
  }
}

extension CellBuffer {
  /// The diff from a buffer rebuilt cell by cell, so no row version is shared with `previous`.
  fileprivate func diffByReading(from previous: CellBuffer) -> [CellRun] {
    var fresh = CellBuffer(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width where !self[x, y].isContinuation { fresh[x, y] = self[x, y] }
    }
    return fresh.diff(from: previous)
  }
}
