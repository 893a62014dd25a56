import Foundation
import GraftKit
import Testing

/// Records which cells the table shows, as a delegate.
@MainActor
private final class DisplayRecorder: NSObject, UITableViewDelegate {
  let trace = Trace()
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    trace.record("willDisplay \(cell.textLabel?.text ?? "")")
  }
}

/// A diffable data source whose sections have titles, as apps subclass it.
@MainActor
private final class TitledDataSource: UITableViewDiffableDataSource<String, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sectionIdentifier(for: section)
  }
}

@Suite @MainActor struct UITableViewDiffableDataSourceTests {
  private func makeDiffableTable(height: Int = 6) -> (UIWindow, UITableView, UITableViewDiffableDataSource<String, String>, Trace, () -> [String]) {
    let window = makeWindow(width: 20, height: height)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: height), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    var provided: [String] = []
    let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
      provided.append(item)
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    let recorder = DisplayRecorder()
    table.delegate = recorder
    keepAlive(recorder, with: table)
    window.addSubview(table)
    return (window, table, dataSource, recorder.trace, { defer { provided = [] }; return provided })
  }

  @Test func applyingShowsTheSnapshot() {
    let (window, table, dataSource, _, provided) = makeDiffableTable()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit"])
    snapshot.appendItems(["Apple", "Banana", "Cherry"])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(window.screen() == " Apple\n Banana\n Cherry\n\n\n")
    #expect(provided() == ["Apple", "Banana", "Cherry"])
    #expect(table.dataSource === dataSource)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Banana")
    #expect(dataSource.indexPath(for: "Cherry") == IndexPath(row: 2, section: 0))
    #expect(dataSource.sectionIdentifier(for: 0) == "Fruit")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
    #expect(dataSource.snapshot().itemIdentifiers == ["Apple", "Banana", "Cherry"])
  }

  @Test func onlyChangedRowsGetNewCells() {
    let (window, table, dataSource, trace, provided) = makeDiffableTable()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit"])
    snapshot.appendItems(["Apple", "Banana", "Cherry"])
    dataSource.apply(snapshot, animatingDifferences: false)
    _ = window.screen()
    _ = provided()
    let banana = table.cellForRow(at: IndexPath(row: 1, section: 0))
    trace.reset()

    snapshot.deleteItems(["Apple"])
    snapshot.insertItems(["Date"], afterItem: "Banana")
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
    #expect(completed)
    #expect(provided() == ["Date"])
    #expect(trace.events == ["willDisplay Date"])
    #expect(window.screen() == " Banana\n Date\n Cherry\n\n\n")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === banana)
  }

  @Test func movedItemsKeepTheirCellsAndReloadedOnesAreMadeAgain() {
    let (window, table, dataSource, _, provided) = makeDiffableTable()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit"])
    snapshot.appendItems(["Apple", "Banana", "Cherry"])
    dataSource.apply(snapshot)
    _ = window.screen()
    _ = provided()
    let apple = table.cellForRow(at: IndexPath(row: 0, section: 0))
    snapshot.moveItem("Apple", afterItem: "Cherry")
    snapshot.reloadItems(["Banana"])
    dataSource.apply(snapshot)
    #expect(provided() == ["Banana"])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === apple)
    #expect(window.screen() == " Banana\n Cherry\n Apple\n\n\n")
    // The reload was applied; the snapshot handed back asks for none.
    #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
  }

  @Test func reconfiguringReusesTheCell() {
    let (window, table, dataSource, _, provided) = makeDiffableTable()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit"])
    snapshot.appendItems(["Apple", "Banana"])
    dataSource.apply(snapshot)
    _ = window.screen()
    _ = provided()
    let banana = table.cellForRow(at: IndexPath(row: 1, section: 0))
    snapshot.reconfigureItems(["Banana"])
    dataSource.apply(snapshot)
    #expect(provided() == ["Banana"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === banana)
  }

  @Test func sectionsComeAndGoWithTheirTitles() {
    let window = makeWindow(width: 20, height: 6)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 6), style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = TitledDataSource(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    window.addSubview(table)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit", "Nuts"])
    snapshot.appendItems(["Apple"], toSection: "Fruit")
    snapshot.appendItems(["Pecan"], toSection: "Nuts")
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(window.screen() == " FRUIT\n Apple\n\n NUTS\n Pecan\n")
    snapshot.deleteSections(["Fruit"])
    dataSource.apply(snapshot)
    #expect(window.screen() == " NUTS\n Pecan\n\n\n\n")
    dataSource.applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot())
    #expect(table.numberOfSections == 0)
  }
}

/// Keeps `object` alive as long as `owner`, as an app's view controller keeps its delegate.
@MainActor
private func keepAlive(_ object: AnyObject, with owner: UIView) {
  keptAlive.append(object)
}
@MainActor private var keptAlive: [AnyObject] = []
