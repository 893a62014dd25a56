import Foundation
import GraftKit
import Testing

@Suite @MainActor struct UITableViewUpdatesTests {
  @Test func insertingARowAsksOnlyForTheNewRowsCell() {
    let source = RecordingTableSource([rows(3)])
    let (window, table) = makeTable(source, height: 5)
    _ = window.screen()
    let before = table.visibleCells
    source.trace.reset()
    source.recordsLayoutQuestions = false
    source.sections[0].insert("New", at: 1)
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(source.trace.events == ["cellForRow 0.1", "willDisplay 0.1"])
    #expect(
      window.screen() == """
         Row 0
         New
         Row 1
         Row 2

        """)
    let after = table.visibleCells
    #expect(after[0] === before[0] && after[2] === before[1] && after[3] === before[2])
  }

  @Test func deletingARowEndsItsDisplayAndShiftsTheRest() {
    let source = RecordingTableSource([rows(4)])
    let (window, table) = makeTable(source, height: 3)
    _ = window.screen()
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    source.trace.reset()
    source.recordsLayoutQuestions = false
    source.sections[0].remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(source.trace.events == ["didEndDisplaying 0.0", "cellForRow 0.2", "willDisplay 0.2"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(window.screen() == " Row 1\n Row 2\n Row 3")
  }

  @Test func batchUpdatesApplyTogether() {
    let source = RecordingTableSource([rows(3), ["X"]])
    let (window, table) = makeTable(source, height: 6)
    _ = window.screen()
    var completed = false
    table.performBatchUpdates({
      source.sections[0].remove(at: 2)
      source.sections[1].append("Y")
      source.sections.append(["Z"])
      table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
      table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
      table.insertSections(IndexSet(integer: 2), with: .automatic)
    }, completion: { completed = $0 })
    #expect(completed)
    #expect(window.screen() == " Row 0\n Row 1\n X\n Y\n Z\n")
    #expect(table.numberOfSections == 3)
  }

  @Test func reloadRowsMakesNewCellsOnlyForThoseRows() {
    let source = RecordingTableSource([rows(3)])
    let (window, table) = makeTable(source, height: 3)
    _ = window.screen()
    source.trace.reset()
    source.recordsLayoutQuestions = false
    source.sections[0][1] = "Changed"
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    #expect(source.trace.events == ["didEndDisplaying 0.1", "cellForRow 0.1", "willDisplay 0.1"])
    #expect(window.screen() == " Row 0\n Changed\n Row 2")
  }

  @Test func movingARowKeepsItsCell() {
    let source = RecordingTableSource([rows(3)])
    let (window, table) = makeTable(source, height: 3)
    _ = window.screen()
    let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
    source.trace.reset()
    source.recordsLayoutQuestions = false
    source.sections[0] = ["Row 1", "Row 2", "Row 0"]
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(source.trace.events.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving)
    #expect(window.screen() == " Row 1\n Row 2\n Row 0")
  }

  @Test func beginAndEndUpdatesNest() {
    let source = RecordingTableSource([rows(2)])
    let (window, table) = makeTable(source, height: 4)
    _ = window.screen()
    table.beginUpdates()
    table.beginUpdates()
    source.sections[0].append("Row 2")
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test func reloadDataAsksForEverythingAgain() {
    let source = RecordingTableSource([rows(2)])
    let (window, table) = makeTable(source, height: 3)
    _ = window.screen()
    source.trace.reset()
    source.sections = [["Only"]]
    table.reloadData()
    #expect(
      source.trace.events == [
        "didEndDisplaying 0.0", "didEndDisplaying 0.1", "numberOfSections", "numberOfRows 0",
        "cellForRow 0.0", "willDisplay 0.0",
      ])
    #expect(window.screen() == " Only\n\n")
  }

  @Test func aCountThatDisagreesWithTheUpdateTrapsWithUIKitsMessage() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let source = RecordingTableSource([rows(4)])
        let (window, table) = makeTable(source, height: 3)
        _ = window.screen()
        source.sections[0].append("Extra")
        table.performBatchUpdates(nil)
        table.insertRows(at: [], with: .automatic)
      }
    }
  }

  @Test func theTrapSaysWhatDisagreedInUIKitsWords() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let source = RecordingTableSource([rows(4)])
        let (window, table) = makeTable(source, height: 3)
        _ = window.screen()
        source.sections[0].append("Extra")
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
      ))
  }

  @Test func dequeuingAnUnregisteredIdentifierTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = UITableView(frame: .zero, style: .plain)
        _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
      }
    }
  }
}

@Suite @MainActor struct UITableViewEditingTests {
  @Test func editingShowsDeleteControlsAndAClickCommitsDelete() {
    let source = RecordingTableSource([rows(3)])
    let (window, table) = makeTable(source, width: 12, height: 3)
    table.setEditing(true, animated: false)
    #expect(
      window.screen() == """
        ⊖ Row 0
        ⊖ Row 1
        ⊖ Row 2
        """)
    source.trace.reset()
    source.recordsLayoutQuestions = false
    window.sendTap(at: CGPoint(x: 0, y: 1))
    #expect(source.trace.events.first == "commit delete 0.1")
    #expect(window.screen() == "⊖ Row 0\n⊖ Row 2\n")
    table.isEditing = false
    #expect(window.screen() == " Row 0\n Row 2\n")
  }

  @Test func theDeleteKeyCommitsTheFocusedRowWhileEditing() {
    let source = RecordingTableSource([rows(3)])
    let (window, table) = makeTable(source, width: 12, height: 3)
    table.isEditing = true
    _ = window.screen()
    window.press(.keyboardTab)
    window.press(.keyboardDownArrow)
    window.press(.keyboardDeleteOrBackspace)
    #expect(source.sections[0] == ["Row 0", "Row 2"])
  }

  @Test func leftArrowRevealsTrailingSwipeActionsAndReturnRunsTheFirst() {
    let source = RecordingTableSource([rows(3)])
    var archived: [Int] = []
    source.trailingActions = { indexPath in
      let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
        archived.append(indexPath.row)
        done(true)
      }
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }
      return UISwipeActionsConfiguration(actions: [archive, flag])
    }
    let (window, table) = makeTable(source, width: 24, height: 3)
    _ = window.screen()
    window.press(.keyboardTab)
    window.press(.keyboardLeftArrow)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.configurationState.isSwiped == true)
    #expect(
      window.screen() == """
         Row 0   [Flag][Archive]
         Row 1
         Row 2
        """)
    window.press(.keyboardReturnOrEnter)
    #expect(archived == [0])
    #expect(window.screen() == " Row 0\n Row 1\n Row 2")
  }

  @Test func aClickOnARevealedActionRunsIt() {
    let source = RecordingTableSource([rows(2)])
    let (window, table) = makeTable(source, width: 16, height: 2)
    _ = window.screen()
    window.press(.keyboardTab)
    window.press(.keyboardDownArrow)
    window.press(.keyboardLeftArrow)
    #expect(window.screen() == " Row 0\n Row 1  [Delete]")
    window.sendTap(at: CGPoint(x: 10, y: 1))
    #expect(source.sections[0] == ["Row 0"])
    #expect(table.numberOfRows(inSection: 0) == 1)
  }
}
