import SwiftUI

/// A UIKit table in a representable: grouped sections, a checkmark choice and a disclosure
/// row, with the choice read back in SwiftUI.
struct TableScreen: View {
  @State private var tone = "Chime"
  @State private var opened = "nothing"

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("A UITableView: click a row, or Tab to it and use the arrows and Return.")
      SettingsTable(tone: $tone, opened: $opened)
        .frame(height: 12)
      Text("Tone: \(tone) · Opened: \(opened)").foregroundColor(.secondary)
    }
    .padding(.horizontal, 2)
  }
}

/// The table, with its coordinator as data source and delegate, as UIKit bridges write it.
struct SettingsTable: UIViewRepresentable {
  @Binding var tone: String
  @Binding var opened: String

  static let tones = ["Default", "Chime", "Bell"]

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITableView {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    tableView.dataSource = context.coordinator
    tableView.delegate = context.coordinator
    return tableView
  }

  func updateUIView(_ tableView: UITableView, context: Context) {
    context.coordinator.parent = self
  }

  final class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate {
    var parent: SettingsTable

    init(_ parent: SettingsTable) {
      self.parent = parent
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      section == 0 ? SettingsTable.tones.count : 2
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      section == 0 ? "Ringtone" : "General"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      section == 0 ? "Plays for calls and alarms." : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
      var content = indexPath.section == 0 ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
      if indexPath.section == 0 {
        let tone = SettingsTable.tones[indexPath.row]
        content.text = tone
        cell.accessoryType = tone == parent.tone ? .checkmark : .none
      } else {
        content.text = indexPath.row == 0 ? "About" : "Storage"
        content.secondaryText = indexPath.row == 0 ? nil : "12 GB"
        cell.accessoryType = .disclosureIndicator
      }
      cell.contentConfiguration = content
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      if indexPath.section == 0 {
        parent.tone = SettingsTable.tones[indexPath.row]
        tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
      } else {
        parent.opened = indexPath.row == 0 ? "About" : "Storage"
      }
    }
  }
}
