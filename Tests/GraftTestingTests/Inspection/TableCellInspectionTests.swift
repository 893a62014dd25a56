import GraftTesting
import Testing

/// A view controller with a table of settings, as a UIKit app writes one.
@MainActor
private final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let names = ["Wi-Fi", "Bluetooth", "Notifications"]
  var chosen: [String] = []
  let tableView = UITableView(frame: .zero, style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = names[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen.append(names[indexPath.row])
  }
}

@Suite @MainActor struct TableCellInspectionTests {
  @Test func aCellIsFoundByItsTextAndTapped() throws {
    let controller = SettingsViewController()
    let host = ViewHosting.host(controller, size: CGSize(width: 24, height: 4))
    let cell = try host.find(cell: "Bluetooth")
    #expect(cell.description == #"UITableViewCell "Bluetooth""#)
    try cell.tap()
    #expect(controller.chosen == ["Bluetooth"])
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    try host.find(cell: "Notifications").tap()
    #expect(controller.chosen == ["Bluetooth", "Notifications"])
    #expect(host.findAll(cell: "Nothing").isEmpty)
  }

  @Test func theRecursiveDescriptionShowsCellsByTheirText() {
    let controller = SettingsViewController()
    let host = ViewHosting.host(controller, size: CGSize(width: 24, height: 2))
    let description = controller.tableView.recursiveDescription()
    #expect(description.contains("<UITableViewCell; frame = (0 0; 24 1); text = 'Wi-Fi'; accessoryType = disclosureIndicator>"))
    #expect(description.contains("<UITableViewCell; frame = (0 1; 24 1); text = 'Bluetooth'; accessoryType = disclosureIndicator>"))
    #expect(!description.contains("Notifications"))
    _ = host
  }
}
