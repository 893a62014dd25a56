import Foundation
import GraftKit
import Testing

/// A cell that counts how often it is made and prepared for reuse.
@MainActor
final class CountingCell: UITableViewCell {
  static var made = 0
  var preparedForReuse = 0

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    CountingCell.made += 1
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    preparedForReuse += 1
  }
}

@Suite @MainActor struct UITableViewTests {
  @Test func firstLayoutAsksCountsThenCellsForVisibleRowsOnly() {
    let source = RecordingTableSource([rows(3, prefix: "A"), rows(10, prefix: "B")])
    let (window, table) = makeTable(source, height: 4)
    #expect(
      window.screen() == """
         A 0               ┃
         A 1
         A 2
         B 0
        """)
    #expect(
      source.trace.events == [
        "numberOfSections", "numberOfRows 0", "numberOfRows 1",
        "cellForRow 0.0", "willDisplay 0.0", "cellForRow 0.1", "willDisplay 0.1",
        "cellForRow 0.2", "willDisplay 0.2", "cellForRow 1.0", "willDisplay 1.0",
      ])
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 10)
    #expect(table.contentSize.height == 13)
  }

  @Test func scrollingReusesCellsAndPreparesThemForReuse() {
    CountingCell.made = 0
    let source = RecordingTableSource([rows(100)])
    let (window, table) = makeTable(source, height: 3, cellClass: CountingCell.self)
    _ = window.screen()
    #expect(CountingCell.made == 3)
    source.trace.reset()
    source.recordsLayoutQuestions = false

    window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 2, y: 1))
    #expect(
      window.screen() == """
         Row 1             ┃
         Row 2
         Row 3
        """)
    #expect(source.trace.events == ["didEndDisplaying 0.0", "cellForRow 0.3", "willDisplay 0.3"])
    for _ in 0..<20 { window.sendScroll(by: CGPoint(x: 0, y: 1), at: CGPoint(x: 2, y: 1)) }
    _ = window.screen()
    #expect(CountingCell.made == 3)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 21", "Row 22", "Row 23"])
    #expect(table.visibleCells.allSatisfy { ($0 as? CountingCell)?.preparedForReuse ?? 0 > 0 })
    #expect(table.indexPathsForVisibleRows == [IndexPath(row: 21, section: 0), IndexPath(row: 22, section: 0), IndexPath(row: 23, section: 0)])
  }

  @Test func cellForRowIsNilOffScreenAndOutOfRange() {
    let source = RecordingTableSource([rows(10)])
    let (window, table) = makeTable(source, height: 3)
    _ = window.screen()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 3)) == nil)
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
    #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 3, y: 1)) == IndexPath(row: 1, section: 0))
    #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 7, width: 20, height: 1))
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func olderDequeueReturnsNilForAnUnknownIdentifier() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 10, height: 3), style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    #expect(table.dequeueReusableCell(withIdentifier: "Cell")?.reuseIdentifier == "Cell")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
  }

  @Test func tapSelectsInUIKitsOrder() {
    let source = RecordingTableSource([rows(5)])
    let (window, table) = makeTable(source, height: 5)
    _ = window.screen()
    source.trace.reset()

    window.sendTap(at: CGPoint(x: 3, y: 1))
    #expect(
      source.trace.events == [
        "shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    source.trace.reset()

    window.sendTap(at: CGPoint(x: 3, y: 3))
    #expect(
      source.trace.events == [
        "shouldHighlight 0.3", "didHighlight 0.3", "didUnhighlight 0.3", "willSelect 0.3",
        "willDeselect 0.1", "didDeselect 0.1", "didSelect 0.3",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test func willSelectCanRedirectOrRefuse() {
    let source = RecordingTableSource([rows(5)])
    let (window, table) = makeTable(source, height: 5)
    source.redirectSelection = { $0.row == 0 ? nil : IndexPath(row: 4, section: 0) }
    _ = window.screen()
    window.sendTap(at: CGPoint(x: 3, y: 0))
    #expect(table.indexPathForSelectedRow == nil)
    window.sendTap(at: CGPoint(x: 3, y: 2))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(source.trace.events.suffix(2) == ["willSelect 0.2", "didSelect 0.4"])
  }

  @Test func multipleSelectionTogglesRows() {
    let source = RecordingTableSource([rows(5)])
    let (window, table) = makeTable(source, height: 5)
    table.allowsMultipleSelection = true
    _ = window.screen()
    window.sendTap(at: CGPoint(x: 3, y: 0))
    window.sendTap(at: CGPoint(x: 3, y: 2))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    source.trace.reset()
    window.sendTap(at: CGPoint(x: 3, y: 0))
    #expect(
      source.trace.events == [
        "shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0", "willDeselect 0.0", "didDeselect 0.0",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }

  @Test func selectionIsOffWhenNotAllowed() {
    let source = RecordingTableSource([rows(5)])
    let (window, table) = makeTable(source, height: 5)
    table.allowsSelection = false
    _ = window.screen()
    source.trace.reset()
    window.sendTap(at: CGPoint(x: 3, y: 0))
    #expect(source.trace.events.isEmpty)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func programmaticSelectionTellsTheDelegateNothing() {
    let source = RecordingTableSource([rows(30)])
    let (window, table) = makeTable(source, height: 5)
    _ = window.screen()
    source.trace.reset()
    source.recordsLayoutQuestions = false
    table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .top)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 20, section: 0))
    #expect(table.contentOffset.y == 20)
    #expect(table.cellForRow(at: IndexPath(row: 20, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 20, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!source.trace.events.contains { $0.contains("Select") || $0.contains("Highlight") })
  }

  @Test func arrowsMoveTheFocusedRowAndReturnSelectsIt() {
    let source = RecordingTableSource([rows(2, prefix: "A"), rows(2, prefix: "B")])
    let (window, table) = makeTable(source, height: 5)
    _ = window.screen()
    window.press(.keyboardTab)
    #expect(table.isFocused)
    window.press(.keyboardDownArrow)
    window.press(.keyboardDownArrow)
    source.trace.reset()
    window.press(.keyboardReturnOrEnter)
    #expect(
      source.trace.events == [
        "shouldHighlight 1.0", "didHighlight 1.0", "didUnhighlight 1.0", "willSelect 1.0", "didSelect 1.0",
      ])
    window.press(.keyboardUpArrow)
    window.press(.keyboardSpacebar)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.configurationState.isFocused == true)
  }

  @Test func arrowsScrollTheFocusedRowIntoView() {
    let source = RecordingTableSource([rows(10)])
    let (window, table) = makeTable(source, height: 3)
    _ = window.screen()
    window.press(.keyboardTab)
    for _ in 0..<4 { window.press(.keyboardDownArrow) }
    #expect(table.contentOffset.y == 2)
    #expect(
      window.screen() == """
         Row 2
         Row 3             ┃
         Row 4
        """)
  }

  @Test func scrollToRowPlacesTheRow() {
    let source = RecordingTableSource([rows(50)])
    let (window, table) = makeTable(source, height: 5)
    _ = window.screen()
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 18)
    table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 16)
    table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 45)
    table.scrollToRow(at: IndexPath(row: 44, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 44)
    #expect(table.visibleCells.first?.textLabel?.text == "Row 44")
  }

  @Test func delegateHeightsAreAskedForEveryRowOnReload() {
    let source = RecordingTableSource([rows(4)])
    source.heights = { $0.row == 1 ? 3 : 1 }
    let (window, table) = makeTable(source, height: 6)
    table.separatorStyle = .none
    _ = window.screen()
    #expect(
      source.trace.events.filter { $0.hasPrefix("height") } == [
        "heightForRow 0.0", "heightForRow 0.1", "heightForRow 0.2", "heightForRow 0.3",
      ])
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 4, width: 20, height: 1))
    #expect(
      window.screen() == """
         Row 0

         Row 1

         Row 2
         Row 3
        """)
  }

  @Test func aRowTallerThanItsContentDrawsItsSeparator() {
    let source = RecordingTableSource([rows(2)])
    let (window, table) = makeTable(source, width: 10, height: 4)
    table.rowHeight = 2
    #expect(
      window.screen() == """
         Row 0
         ─────────
         Row 1
         ─────────
        """)
  }

  @Test func automaticHeightsFollowTheCellsContent() {
    let source = RecordingTableSource([["A long row that wraps", "Short"]])
    let (window, table) = makeTable(source, width: 12, height: 5)
    table.register(WrappingCell.self, forCellReuseIdentifier: "Cell")
    #expect(
      window.screen() == """
         A long row
         that wraps
         Short


        """)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 2)
  }

  @Test func groupedSectionsDrawTheirTitlesInCapitalsWithABlankLineAfter() {
    let source = RecordingTableSource([["Wi-Fi", "Bluetooth"], ["General"]])
    source.headers = ["Connections", "Device"]
    source.footers = [nil, "About this device"]
    let (window, _) = makeTable(source, style: .grouped, width: 22, height: 8)
    #expect(
      window.screen() == """
         CONNECTIONS
         Wi-Fi
         Bluetooth

         DEVICE
         General
         About this device

        """)
  }

  @Test func plainHeadersStayAtTheTopWhileTheirSectionScrolls() {
    let source = RecordingTableSource([rows(5, prefix: "A"), rows(5, prefix: "B")])
    source.headers = ["First", "Second"]
    let (window, table) = makeTable(source, height: 4)
    table.contentOffset = CGPoint(x: 0, y: 2)
    #expect(
      window.screen() == """
         First
         A 2               ┃
         A 3
         A 4
        """)
    table.contentOffset = CGPoint(x: 0, y: 5)
    #expect(
      window.screen() == """
         First
         Second
         B 0               ┃
         B 1
        """)
  }

  @Test func accessoriesDrawAtTheTrailingEdge() {
    let source = RecordingTableSource([["Wi-Fi", "Sounds", "Info", "More"]])
    let (window, table) = makeTable(source, width: 14, height: 4)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    _ = window.screen()
    table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .checkmark
    table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .disclosureIndicator
    table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType = .detailButton
    table.cellForRow(at: IndexPath(row: 3, section: 0))?.accessoryType = .detailDisclosureButton
    #expect(
      window.screen() == """
         Wi-Fi      ✓
         Sounds     ›
         Info       ⓘ
         More     ⓘ ›
        """)
    source.trace.reset()
    window.sendTap(at: CGPoint(x: 12, y: 2))
    #expect(source.trace.events == ["accessoryButtonTapped 0.2"])
  }

  @Test func cellStylesLayOutTheirLabels() {
    let window = makeWindow(width: 20, height: 5)
    let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
    var y: CGFloat = 0
    for style in styles {
      let cell = UITableViewCell(style: style, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: y, width: 20, height: style == .subtitle ? 2 : 1)
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
      window.addSubview(cell)
      y += cell.frame.height
    }
    #expect(
      window.screen() == """
         Title
         Title       Detail
          Title Detail
         Title
         Detail
        """)
  }

  @Test func contentConfigurationsDrawTheirStyles() {
    let window = makeWindow(width: 20, height: 4)
    var y: CGFloat = 0
    for (configuration, height) in [
      (UIListContentConfiguration.cell(), 1), (.valueCell(), 1), (.subtitleCell(), 2),
    ] as [(UIListContentConfiguration, CGFloat)] {
      var content = configuration
      content.text = "Text"
      content.secondaryText = "More"
      content.image = UIImage(systemName: "star.fill")
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.contentConfiguration = content
      cell.frame = CGRect(x: 0, y: y, width: 20, height: height)
      window.addSubview(cell)
      y += height
      #expect(cell.contentView is UIListContentView)
    }
    #expect(
      window.screen() == """
         ★ Text
         ★ Text        More
         ★ Text
           More
        """)
  }

  @Test func configurationUpdateHandlerSeesTheSelectedState() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var states: [Bool] = []
    cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
    cell.layoutIfNeeded()
    cell.setSelected(true, animated: false)
    cell.layoutIfNeeded()
    #expect(states == [false, true])
    #expect(cell.defaultContentConfiguration().text == nil)
  }
}

/// A cell whose text wraps, so its height follows its text.
@MainActor
final class WrappingCell: UITableViewCell {
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    textLabel?.numberOfLines = 0
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
