import Foundation
import Graft

/// Handles the benchmark and its count tests use to change state from outside, the way an
/// action would.
@MainActor
package enum Probe {
  /// The rows whose `@State` binding is recorded when their body runs.
  package static var watchedRows: [Int] = []
  package static var rowBindings: [Int: Binding<Int>] = [:]
  package static var items: Binding<[Item]>?
  package static var textField: UITextField?
  package static var leaf: Binding<Int>?

  package static func reset() {
    watchedRows = []
    rowBindings = [:]
    items = nil
    textField = nil
    leaf = nil
  }

  package static func register(_ index: Int, _ binding: Binding<Int>) {
    if watchedRows.contains(index) { rowBindings[index] = binding }
  }
}

// MARK: - S1 and S3: rows with their own state

/// A row with its own state: `HStack { Text, Text }`, the anchor's row shape.
package struct StatefulRow: View {
  package let index: Int
  @State private var count = 0

  package var body: some View {
    let _ = Probe.register(index, $count)
    HStack {
      Text("Row \(index)")
      Text("\(count)")
    }
  }
}

/// `n` stateful rows in a scroll view.
package struct RowList: View {
  package let count: Int

  package var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { index in
          StatefulRow(index: index)
        }
      }
    }
  }

  package init(count: Int) {
    self.count = count
  }
}

// MARK: - S2: a parent-owned array

package struct Item: Identifiable, Equatable {
  package let id: Int
  package var value: Int
}

/// A row showing one element of its parent's array.
package struct ItemRow: View {
  package let item: Item

  package var body: some View {
    HStack {
      Text("Item \(item.id)")
      Text("\(item.value)")
    }
  }
}

/// A list whose parent owns the array.
package struct ItemList: View {
  @State private var items: [Item]

  package init(count: Int) {
    _items = State(initialValue: (0..<count).map { Item(id: $0, value: 0) })
  }

  package var body: some View {
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
package struct Leaf: View {
  @State private var value = 0

  package var body: some View {
    let _ = Probe.leaf = $value
    Text("leaf \(value)")
  }
}

/// A custom view that only wraps its content: nesting it builds one distinct type per level.
package struct Wrap<Content: View>: View {
  package let content: Content

  package var body: some View {
    content
  }
}

/// A view type that contains itself.
package struct Nest: View {
  package let depth: Int

  package var body: some View {
    if depth > 0 {
      Nest(depth: depth - 1)
    } else {
      Leaf()
    }
  }

  package init(depth: Int) {
    self.depth = depth
  }
}

/// `depth` levels of `Wrap` around a leaf, built at run time (one generic type per level).
@MainActor
package func nestedCustomViews(depth: Int) -> any View {
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
package struct StackChain: View {
  package let depth: Int

  package var body: some View {
    VStack {
      if depth > 0 {
        StackChain(depth: depth - 1)
      } else {
        Leaf()
      }
    }
  }

  package init(depth: Int) {
    self.depth = depth
  }
}

/// Shows a view whose type is only known at run time.
package struct Erased: View {
  package let content: AnyView

  package var body: some View {
    content
  }
}

// MARK: - S5: representables

/// A representable with one input.
package struct ValueLabel: UIViewRepresentable {
  package let value: Int

  package func makeUIView(context: Context) -> UILabel {
    UILabel()
  }

  package func updateUIView(_ label: UILabel, context: Context) {
    label.text = "value \(value)"
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
    CGSize(width: 12, height: 1)
  }
}

/// A row whose own state is the representable's input.
package struct RepresentableRow: View {
  package let index: Int
  @State private var value = 0

  package var body: some View {
    let _ = Probe.register(index, $value)
    ValueLabel(value: value)
  }
}

/// `n` representables in a scroll view, each fed by its row's state.
package struct RepresentableList: View {
  package let count: Int

  package var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { index in
          RepresentableRow(index: index)
        }
      }
    }
  }

  package init(count: Int) {
    self.count = count
  }
}

/// `n` representables fed from one parent-owned array.
package struct RepresentableArrayList: View {
  @State private var items: [Item]

  package init(count: Int) {
    _items = State(initialValue: (0..<count).map { Item(id: $0, value: 0) })
  }

  package var body: some View {
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
package struct BridgedTextField: UIViewRepresentable {
  @Binding var text: String

  package final class Coordinator {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
  }

  package func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  package func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    let coordinator = context.coordinator
    field.addAction(
      UIAction { [weak field] _ in coordinator.text.wrappedValue = field?.text ?? "" },
      for: .editingChanged)
    Probe.textField = field
    return field
  }

  package func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.text = $text
    if field.text != text { field.text = text }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextField, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 40, height: 1)
  }
}

/// A text field above `rows` stateful rows.
package struct TypingScreen: View {
  package let rows: Int
  @State private var text = ""

  package var body: some View {
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

  package init(rows: Int) {
    self.rows = rows
  }
}

// MARK: - S15: lazy lists

/// `n` stateful rows in a `List`, built as they come on screen.
package struct LazyRowList: View {
  package let count: Int

  package var body: some View {
    List(0..<count, id: \.self) { index in
      StatefulRow(index: index)
    }
  }

  package init(count: Int) {
    self.count = count
  }
}

/// A label a lazy container hands from a row leaving the screen to one coming on.
package struct ReusableValueLabel: ReusableUIViewRepresentable {
  package let value: Int

  package func makeUIView(context: Context) -> UILabel {
    UILabel()
  }

  package func updateUIView(_ label: UILabel, context: Context) {
    label.text = "value \(value)"
  }

  package static func resetUIView(_ label: UILabel, coordinator: Void) {
    label.text = nil
  }
}

/// `n` reusable representables in a lazy stack.
package struct ReusableRepresentableList: View {
  package let count: Int

  package var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          ReusableValueLabel(value: index).frame(height: 1)
        }
      }
    }
  }

  package init(count: Int) {
    self.count = count
  }
}

// MARK: - S16: navigation and presentation

/// What S16 changes from outside, as a button's action would.
@MainActor
package enum NavigationProbe {
  package static var path: Binding<[Int]>?
  package static var isSheetPresented: Binding<Bool>?
}

/// A detail screen as apps push one: a title, rows of text, a toggle and a button.
package struct BenchDetail: View {
  package let number: Int
  @State private var isFavourite = false

  package init(number: Int) {
    self.number = number
  }

  package var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Item \(number)").bold()
      ForEach(0..<8, id: \.self) { row in Text("Detail \(row) of item \(number)") }
      Toggle("Favourite", isOn: $isFavourite)
      Button("Share") {}
    }
    .navigationTitle("Item \(number)")
  }
}

/// A `NavigationStack` over a list of links, with a typed path and a sheet.
package struct NavigationScene: View {
  @State private var path: [Int] = []
  @State private var isSheetPresented = false

  package init() {}

  package var body: some View {
    let _ = NavigationProbe.path = $path
    let _ = NavigationProbe.isSheetPresented = $isSheetPresented
    NavigationStack(path: $path) {
      List(0..<20, id: \.self) { number in
        NavigationLink("Item \(number)", value: number)
      }
      .navigationTitle("Items")
      .navigationDestination(for: Int.self) { number in BenchDetail(number: number) }
    }
    .sheet(isPresented: $isSheetPresented) {
      BenchDetail(number: -1)
    }
  }
}
