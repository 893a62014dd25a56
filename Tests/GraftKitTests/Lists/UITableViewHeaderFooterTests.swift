import Foundation
import GraftKit
import Testing

/// A header view class registered with the table, as apps subclass it.
@MainActor
final class BadgeHeader: UITableViewHeaderFooterView {
  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A delegate that gives header views from the table's reuse queue.
@MainActor
private final class HeaderViews: NSObject, UITableViewDataSource, UITableViewDelegate {
  let trace = Trace()
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Item \(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    trace.record("viewForHeader \(section)")
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Badge")
    var content = header?.defaultContentConfiguration()
    content?.text = "Group \(section)"
    header?.contentConfiguration = content
    return header
  }
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    trace.record("willDisplayHeader \(section) \(type(of: view))")
  }
}

@Suite @MainActor struct UITableViewHeaderFooterTests {
  @Test func headerViewsComeFromTheDelegateOncePerSection() {
    let source = HeaderViews()
    let window = makeWindow(width: 20, height: 6)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "Badge")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    #expect(
      window.screen() == """
         Group 0
         Item 0.0
         Item 0.1
         Group 1
         Item 1.0
         Item 1.1
        """)
    #expect(
      source.trace.events == [
        "viewForHeader 0", "viewForHeader 1", "willDisplayHeader 0 BadgeHeader", "willDisplayHeader 1 BadgeHeader",
      ])
    #expect(table.headerView(forSection: 1) is BadgeHeader)
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 3, width: 20, height: 1))
  }

  @Test func tableHeaderAndFooterViewsFrameTheSections() {
    let source = RecordingTableSource([rows(2)])
    let (window, table) = makeTable(source, width: 20, height: 5)
    let header = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    header.text = "Top of the table"
    let footer = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
    footer.text = "2 items"
    table.tableHeaderView = header
    table.tableFooterView = footer
    #expect(
      window.screen() == """
        Top of the table
         Row 0
         Row 1
        2 items

        """)
    #expect(table.contentSize.height == 4)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 1)
  }

  @Test func aTitleHeaderIsAHeaderFooterViewShowingTheTitle() {
    let source = RecordingTableSource([rows(1)])
    source.headers = ["Recent"]
    let (window, table) = makeTable(source, width: 20, height: 3)
    _ = window.screen()
    let header = table.headerView(forSection: 0)
    #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "Recent")
    #expect(header?.description == "<UITableViewHeaderFooterView; frame = (0 0; 20 1); text = 'Recent'>")
  }
}
