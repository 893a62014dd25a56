import Foundation
import Graft
import GraftBenchScenes
import GraftGraphics
import GraftTerminal
import GraftUI
import Testing

/// The benchmark scenarios' exact counts (docs/Performance.md). Times are never asserted here;
/// counts are deterministic, so they are.
@Suite(.serialized) @MainActor struct CountTests {
  init() { Probe.reset() }

  // MARK: - S1

  @Test func aRowsOwnStateChangeRunsOneBodyAndWritesOneFrame() {
    Probe.watchedRows = [3]
    let app = TerminalApp(RowList(count: 1_000))
    let delta = app.measure { Probe.rowBindings[3]!.wrappedValue = 1 }
    #expect(delta.bodies == 1)
    // NB: The row's body, its HStack, and the changed Text; the unchanged Text is cut off by
    // equality. The HStack's tuple of two Texts is no node: the Texts are the stack's children.
    #expect(delta.evaluations == 3)
    #expect(delta.frames == 1)
    #expect(delta.writes == 1)
    #expect(app.terminal.screenText.contains("Row 3 1"))
  }

  @Test func aRowChangeCostsTheSameLayoutAndDrawingWorkAtAnyRowCount() {
    func delta(rows: Int, row: Int) -> Delta {
      Probe.reset()
      Probe.watchedRows = [row]
      let app = TerminalApp(RowList(count: rows))
      _ = app.measure { Probe.rowBindings[row]!.wrappedValue = 1 }
      return app.measure { Probe.rowBindings[row]!.wrappedValue = 0 }
    }
    let small = delta(rows: 100, row: 3)
    let large = delta(rows: 3_000, row: 3)
    // NB: Flat in the row count: the same layout visits and drawn views at 100 and 3,000 rows
    // (the row's nodes measured again, its size unchanged, so nothing above it is).
    #expect(small == large)
    #expect(large.layoutNodesVisited < 50)
    #expect(large.viewsVisited < 50)
    let offscreen = delta(rows: 3_000, row: 1_500)
    #expect(offscreen.bodies == 1)
    #expect(offscreen.bytes == 0)
    #expect(offscreen.frames == 0)
  }

  // MARK: - S2

  @Test func anElementOfAParentOwnedArrayRunsTwoBodies() {
    let app = TerminalApp(ItemList(count: 1_000))
    let items = Probe.items!
    let delta = app.measure {
      var array = items.wrappedValue
      array[5].value = 1
      items.wrappedValue = array
    }
    // NB: The owner's body, and the one row whose input changed; the other 999 rows are equal
    // and cut off without being looked at. Evaluated: the owner, its scroll view, stack and
    // `ForEach`, and the row, its stack and changed text.
    #expect(delta.bodies == 2)
    #expect(delta.evaluations == 7)
    #expect(delta.layoutNodesVisited == 4)
    #expect(delta.frames == 1)
    #expect(delta.writes == 1)
    #expect(app.terminal.screenText.contains("Item 5 1"))
  }

  // MARK: - S3

  @Test(arguments: [100, 1_000])
  func buildingRowsDoesAFixedAmountOfWorkPerRow(rows: Int) {
    let app = TerminalApp(RowList(count: rows))
    let counters = app.graph.counters
    // NB: Per row, four nodes (the row, its HStack, two Texts) and one body. Four more for the
    // list, its ScrollView, VStack and ForEach.
    #expect(app.graph.nodeCount == 4 * rows + 4)
    #expect(counters.bodies == rows + 1)
    #expect(counters.evaluations == 4 * rows + 4)
    // NB: Per row, measuring asks the HStack once and each Text three times (its least, its
    // most and its share of the row), and placing visits the three again; the stack keeps what
    // it measured, so placing asks no child again.
    #expect(counters.layoutNodesVisited == 10 * rows + 10)
    #expect(app.terminal.screenText.contains("Row 0"))
  }

  // MARK: - S4

  @Test(arguments: ["custom", "stacks", "recursive"])
  func aLeafChangeUnderAThousandLevelsRunsOneBody(shape: String) {
    let delta: Delta
    switch shape {
    case "custom": delta = leafChange(nestedCustomViews(depth: 1_000))
    case "stacks": delta = leafChange(StackChain(depth: 1_000))
    default: delta = leafChange(Nest(depth: 1_000))
    }
    #expect(delta.bodies == 1)
    #expect(delta.frames == 1)
    #expect(delta.writes == 1)
    // NB: Stacks have no views of their own, so whatever the shape, the leaf's label is drawn
    // with the window and the hosting view above it, and nothing else.
    #expect(delta.viewsVisited == 3)
    #expect(delta.layoutNodesVisited == 4)
  }

  private func leafChange<V: View>(_ view: V) -> Delta {
    Probe.reset()
    let app = TerminalApp(view)
    #expect(app.terminal.screenText.contains("leaf 0"))
    let delta = app.measure { Probe.leaf!.wrappedValue = 1 }
    #expect(app.terminal.screenText.contains("leaf 1"))
    return delta
  }

  // MARK: - S5

  @Test func oneInputOfAThousandRepresentablesIsOneUpdateAndNoMake() {
    Probe.watchedRows = [3]
    let app = TerminalApp(RepresentableList(count: 1_000))
    #expect(app.graph.counters.representableMakes == 1_000)
    let delta = app.measure { Probe.rowBindings[3]!.wrappedValue = 7 }
    #expect(delta.updates == 1)
    #expect(delta.makes == 0)
    #expect(delta.bodies == 1)
    #expect(app.terminal.screenText.contains("value 7"))
  }

  // MARK: - S6

  @Test func aKeyInABridgedFieldIsOneUpdateAndOneWrite() {
    let app = TerminalApp(TypingScreen(rows: 1_000))
    app.window.setFocus(Probe.textField!)
    app.settle()
    let delta = app.measure { app.terminal.feed("a") }
    #expect(delta.updates == 1)
    #expect(delta.makes == 0)
    #expect(delta.bodies == 0)
    #expect(delta.frames == 1)
    #expect(delta.writes == 1)
  }

  @Test func aHundredKilobytePasteIsOneFrame() {
    let app = TerminalApp(TypingScreen(rows: 100))
    app.window.setFocus(Probe.textField!)
    app.settle()
    let text = String(repeating: "lorem ipsum ", count: 100_000 / 12)
    let delta = app.measure { app.terminal.feed("\u{1B}[200~" + text + "\u{1B}[201~") }
    #expect(delta.frames == 1)
    #expect(delta.writes == 1)
    #expect(delta.updates == 1)
    #expect(Probe.textField!.text == text)
  }

  // MARK: - S7

  @Test func aOneCellFrameIsOneWriteOfAtMostFortyBytes() {
    var encoder = FrameEncoder(capabilities: TerminalCapabilities(colorDepth: .trueColor))
    var frame = CellBuffer(width: 200, height: 50)
    frame.write("hello", x: 0, y: 0)
    _ = encoder.encode(frame)
    frame[100, 25] = Cell("#")
    let bytes = encoder.encode(frame)
    #expect(bytes.count <= 40)
    #expect(encoder.encode(frame).isEmpty)
  }

  // MARK: - S8

  @Test func idleWritesNothingAndSchedulesNothing() {
    let app = TerminalApp(TypingScreen(rows: 100))
    app.window.setFocus(Probe.textField!)
    app.settle()
    #expect(app.scheduler.pendingCount == 0)
    let delta = app.measure { app.scheduler.advance(by: 2) }
    #expect(delta.bytes == 0)
    #expect(delta.frames == 0)
    #expect(delta.evaluations == 0)
    #expect(app.scheduler.pendingCount == 0)
  }
}
