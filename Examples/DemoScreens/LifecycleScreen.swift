import SwiftUI

/// Shows a representable's lifecycle as it happens: which calls run, and which do not.
struct LifecycleScreen: View {
  @StateObject private var log = CallLog()
  @State private var value = 0
  @State private var unrelated = 0
  @State private var isShown = true
  @State private var identity = 0

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Button("Value +1") { value += 1 }
        Button("Unrelated +1") { unrelated += 1 }
        Button(isShown ? "Remove" : "Insert") { isShown.toggle() }
        Button("New id") { identity += 1 }
      }
      HStack {
        Text("unrelated: \(unrelated)")
        if isShown {
          TracedLabel(value: value, log: log).id(identity)
        }
      }
      ForEach(Array(log.lines.suffix(8).enumerated()), id: \.offset) { _, line in
        Text(line).foregroundColor(.secondary)
      }
    }
    .padding(.horizontal, 2)
  }
}

/// The lines the traced representable wrote, published after each update.
@MainActor
final class CallLog: ObservableObject {
  @Published private(set) var lines: [String] = []

  func append(_ line: String) {
    // NB: Calls arrive during view updates, where publishing is not allowed; show them after.
    Task { @MainActor in self.lines.append(line) }
  }
}

/// A representable that reports each lifecycle call it receives.
struct TracedLabel: UIViewRepresentable {
  let value: Int
  let log: CallLog

  final class Coordinator {
    let log: CallLog
    init(log: CallLog) { self.log = log }
  }

  func makeCoordinator() -> Coordinator {
    log.append("makeCoordinator")
    return Coordinator(log: log)
  }

  func makeUIView(context: Context) -> UILabel {
    log.append("makeUIView")
    let label = UILabel()
    label.textColor = .systemGreen
    return label
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    log.append("updateUIView(value: \(value))")
    uiView.text = "UILabel value: \(value)"
  }

  static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
    coordinator.log.append("dismantleUIView")
  }
}
