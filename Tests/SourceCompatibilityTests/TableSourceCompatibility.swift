// Typical table code, as written for iOS: a cell subclass, a view controller that is its
// table's data source and delegate, a UITableViewController subclass and a diffable data
// source subclass. It must compile unchanged.
import Foundation
import Testing
import UIKit

final class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"
  let nameLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nameLabel)
    NSLayoutConstraint.activate([
      nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1),
      nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
      nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
  }
}

final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var contacts = ["Ada", "Grace", "Linus"]
  var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 1
    tableView.tableFooterView = UIView()
    view.addSubview(tableView)
  }

  func numberOfSections(in tableView: UITableView) -> Int { 1 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as? ContactCell
    else { return UITableViewCell() }
    cell.nameLabel.text = contacts[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    cell.selectionStyle = .default
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Contacts" }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    opened.append(contacts[indexPath.row])
  }

  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    guard editingStyle == .delete else { return }
    contacts.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
      self?.contacts.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    delete.backgroundColor = .systemRed
    let configuration = UISwipeActionsConfiguration(actions: [delete])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

final class SettingsTableViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Setting \(indexPath.row)"
    content.secondaryText = "On"
    content.image = UIImage(systemName: "gear")
    content.textProperties.color = .label
    content.secondaryTextProperties.color = .secondaryLabel
    content.imageProperties.tintColor = .systemBlue
    cell.contentConfiguration = content
    var background = UIBackgroundConfiguration.listGroupedCell()
    background.backgroundColor = .secondarySystemBackground
    cell.backgroundConfiguration = background
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

enum ContactSection: Hashable, Sendable { case main }

final class ContactsDataSource: UITableViewDiffableDataSource<ContactSection, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "People"
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

@MainActor
func makeContactsDataSource(for tableView: UITableView) -> ContactsDataSource {
  let dataSource = ContactsDataSource(tableView: tableView) { tableView, indexPath, name in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = name
    return cell
  }
  dataSource.defaultRowAnimation = .fade
  var snapshot = NSDiffableDataSourceSnapshot<ContactSection, String>()
  snapshot.appendSections([.main])
  snapshot.appendItems(["Ada", "Grace"], toSection: .main)
  dataSource.apply(snapshot, animatingDifferences: false)
  return dataSource
}

@Suite @MainActor struct TableSourceCompatibilityTests {
  @Test func typicalTableCodeRuns() {
    let controller = ContactsViewController()
    controller.loadViewIfNeeded()
    let settings = SettingsTableViewController(style: .insetGrouped)
    settings.loadViewIfNeeded()
    #expect(settings.tableView.style == .insetGrouped)
    #expect(settings.tableView.numberOfSections == 2)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 5), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = makeContactsDataSource(for: tableView)
    #expect(dataSource.snapshot().numberOfItems == 2)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
  }
}
