import Foundation
import Graft

/// Handles the benchmark uses to change state from outside, the way an action would.
@MainActor
enum Probe {
  /// The rows whose `@State` binding is recorded when their body runs.
  static var watchedRows: [Int] = []
  static var rowBindings: [Int: Binding<Int>] = [:]
  static var items: Binding<[Item]>?
  static var textField: UITextField?
  static var leaf: Binding<Int>?

  static func reset() {
    watchedRows = []
    rowBindings = [:]
    items = nil
    textField = nil
    leaf = nil
  }

  static func register(_ index: Int, _ binding: Binding<Int>) {
    if watchedRows.contains(index) { rowBindings[index] = binding }
  }
}

// MARK: - S1 and S3: rows with their own state

/// A row with its own state: `HStack { Text, Text }`, the anchor's row shape.
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

/// `n` stateful rows in a scroll view.
struct RowList: View {
  let count: Int

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { index in
          StatefulRow(index: index)
        }
      }
    }
  }
}

// MARK: - S2: a parent-owned array

struct Item: Identifiable, Equatable {
  let id: Int
  var value: Int
}

/// A row showing one element of its parent's array.
struct ItemRow: View {
  let item: Item

  var body: some View {
    HStack {
      Text("Item \(item.id)")
      Text("\(item.value)")
    }
  }
}

/// A list whose parent owns the array.
struct ItemList: View {
  @State private var items: [Item]

  init(count: Int) {
    _items = State(initialValue: (0..<count).map { Item(id: $0, value: 0) })
  }

  var body: some View {
    let _ = Probe.items = $items
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(items) { item in
          ItemRow(item: item)
        }
      }
    }
  }
}

// MARK: - S4: deep trees

/// The leaf of every deep tree: the only view that reads the state.
struct Leaf: View {
  @State private var value = 0

  var body: some View {
    let _ = Probe.leaf = $value
    Text("leaf \(value)")
  }
}

/// A custom view that only wraps its content: nesting it builds one distinct type per level.
struct Wrap<Content: View>: View {
  let content: Content

  var body: some View {
    content
  }
}

/// A view type that contains itself.
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

/// `depth` levels of `Wrap` around a leaf, built at run time (one generic type per level).
@MainActor
func nestedCustomViews(depth: Int) -> any View {
  func wrap(_ view: some View, _ remaining: Int) -> any View {
    remaining == 0 ? view : wrap(Wrap(content: view), remaining - 1)
  }
  return wrap(Leaf(), depth)
}

/// `depth` levels of `VStack`, one inside the other, around a leaf.
///
/// NB: Each level is a small view value that names the next level; a single
/// `VStack<VStack<…>>` value 1,000 levels deep is 1,000 × 24 bytes, copied at every level, which
/// overflows the stack in Swift's generic value witnesses before the runtime sees it.
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

/// Shows a view whose type is only known at run time.
struct Erased: View {
  let content: AnyView

  var body: some View {
    content
  }
}

// MARK: - S5: representables

/// A representable with one input.
struct ValueLabel: UIViewRepresentable {
  let value: Int

  func makeUIView(context: Context) -> UILabel {
    UILabel()
  }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = "value \(value)"
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
    CGSize(width: 12, height: 1)
  }
}

/// A row whose own state is the representable's input.
struct RepresentableRow: View {
  let index: Int
  @State private var value = 0

  var body: some View {
    let _ = Probe.register(index, $value)
    ValueLabel(value: value)
  }
}

/// `n` representables in a scroll view, each fed by its row's state.
struct RepresentableList: View {
  let count: Int

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { index in
          RepresentableRow(index: index)
        }
      }
    }
  }
}

/// `n` representables fed from one parent-owned array.
struct RepresentableArrayList: View {
  @State private var items: [Item]

  init(count: Int) {
    _items = State(initialValue: (0..<count).map { Item(id: $0, value: 0) })
  }

  var body: some View {
    let _ = Probe.items = $items
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(items) { item in
          ValueLabel(value: item.value)
        }
      }
    }
  }
}

// MARK: - S6: a bridged text field

/// A `UITextField` bridged with a binding, as apps bridge UIKit controls.
struct BridgedTextField: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
  }

  func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

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

/// A text field above `rows` stateful rows.
struct TypingScreen: View {
  let rows: Int
  @State private var text = ""

  var body: some View {
    VStack(alignment: .leading) {
      BridgedTextField(text: $text)
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<rows, id: \.self) { index in
            StatefulRow(index: index)
          }
        }
      }
    }
  }
}
