import Foundation
import Graft
import GraftTerminal
import GraftUI

/// Handles the tests use to change state from outside, as an action would.
@MainActor
enum Probe {
  static var watchedRows: [Int] = []
  static var rowBindings: [Int: Binding<Int>] = [:]
  static var items: Binding<[Item]>?
  static var leaf: Binding<Int>?
  static var textField: UITextField?

  static func reset() {
    watchedRows = []
    rowBindings = [:]
    items = nil
    leaf = nil
    textField = nil
  }

  static func register(_ index: Int, _ binding: Binding<Int>) {
    if watchedRows.contains(index) { rowBindings[index] = binding }
  }
}

struct StatefulRow: View {
  let index: Int
  @State private var count = 0

  var body: some View {
    let _ = Probe.register(index, $count)
    HStack {
      Text("Row \(index)")
      Text("\(count)")
    }
  }
}

struct RowList: View {
  let count: Int

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { StatefulRow(index: $0) }
      }
    }
  }
}

struct Item: Identifiable, Equatable {
  let id: Int
  var value: Int
}

struct ItemRow: View {
  let item: Item

  var body: some View {
    HStack {
      Text("Item \(item.id)")
      Text("\(item.value)")
    }
  }
}

struct ItemList: View {
  @State private var items: [Item]

  init(count: Int) {
    _items = State(initialValue: (0..<count).map { Item(id: $0, value: 0) })
  }

  var body: some View {
    let _ = Probe.items = $items
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(items) { ItemRow(item: $0) }
      }
    }
  }
}

struct Leaf: View {
  @State private var value = 0

  var body: some View {
    let _ = Probe.leaf = $value
    Text("leaf \(value)")
  }
}

struct Wrap<Content: View>: View {
  let content: Content
  var body: some View { content }
}

struct Nest: View {
  let depth: Int

  var body: some View {
    if depth > 0 {
      Nest(depth: depth - 1)
    } else {
      Leaf()
    }
  }
}

@MainActor
func nestedCustomViews(depth: Int) -> AnyView {
  func wrap(_ view: some View, _ remaining: Int) -> AnyView {
    remaining == 0 ? AnyView(view) : wrap(Wrap(content: view), remaining - 1)
  }
  return wrap(Leaf(), depth)
}

struct StackChain: View {
  let depth: Int

  var body: some View {
    VStack {
      if depth > 0 {
        StackChain(depth: depth - 1)
      } else {
        Leaf()
      }
    }
  }
}

/// Counts its make and update calls, besides the runtime's own counters.
struct ValueLabel: UIViewRepresentable {
  let value: Int

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = "value \(value)"
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
    CGSize(width: 12, height: 1)
  }
}

struct RepresentableRow: View {
  let index: Int
  @State private var value = 0

  var body: some View {
    let _ = Probe.register(index, $value)
    ValueLabel(value: value)
  }
}

struct RepresentableList: View {
  let count: Int

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { RepresentableRow(index: $0) }
      }
    }
  }
}

struct BridgedTextField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
  }

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    field.addAction(
      UIAction { [weak field] _ in coordinator.text.wrappedValue = field?.text ?? "" },
      for: .editingChanged)
    Probe.textField = field
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.text = $text
    if field.text != text { field.text = text }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextField, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 40, height: 1)
  }
}

struct TypingScreen: View {
  let rows: Int
  @State private var text = ""

  var body: some View {
    VStack(alignment: .leading) {
      BridgedTextField(text: $text)
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<rows, id: \.self) { StatefulRow(index: $0) }
        }
      }
    }
  }
}

/// An app in a ``MemoryTerminal`` with time driven by hand.
@MainActor
final class TerminalApp<Content: View> {
  let terminal: MemoryTerminal
  let scheduler = ManualScheduler()
  let host: TerminalHost
  let controller: UIHostingController<Content>
  private let savedScreenBounds = UIScreen.main.bounds

  init(_ content: Content, width: Int = 80, height: Int = 24) {
    terminal = MemoryTerminal(width: width, height: height)
    host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal,
      capabilities: TerminalCapabilities(colorDepth: .trueColor), scheduler: scheduler)
    controller = UIHostingController(rootView: content)
    let controller = self.controller
    try! host.run { window in window.rootViewController = controller }
    terminal.clearWrites()
  }

  isolated deinit {
    host.stop()
    UIScreen.main.bounds = savedScreenBounds
  }

  var window: UIWindow { host.window }
  var graph: ViewGraph { (controller.view as! HostingView).graph }

  /// Runs the frame a change scheduled.
  func settle() {
    scheduler.runUntilIdle()
  }

  /// Runs `change`, then the frame it scheduled, and returns what the graph, the window and
  /// the terminal did.
  func measure(_ change: () -> Void) -> Delta {
    let graphBefore = graph.counters
    let renderBefore = window.renderCounters
    terminal.clearWrites()
    let framesBefore = host.framesWritten
    change()
    settle()
    let g = graph.counters
    let r = window.renderCounters
    return Delta(
      bodies: g.bodies - graphBefore.bodies,
      evaluations: g.evaluations - graphBefore.evaluations,
      makes: g.representableMakes - graphBefore.representableMakes,
      updates: g.representableUpdates - graphBefore.representableUpdates,
      layoutNodesVisited: g.layoutNodesVisited - graphBefore.layoutNodesVisited,
      viewsVisited: r.viewsVisited - renderBefore.viewsVisited,
      frames: host.framesWritten - framesBefore,
      writes: terminal.writes.count,
      bytes: terminal.writes.reduce(0) { $0 + $1.count })
  }
}

/// What one change cost, in counts.
struct Delta: Equatable {
  var bodies: Int
  var evaluations: Int
  var makes: Int
  var updates: Int
  var layoutNodesVisited: Int
  var viewsVisited: Int
  var frames: Int
  var writes: Int
  var bytes: Int
}
