import Foundation
import GraftUI
import Testing

private struct Fruits: View {
  @State var fruits = ["Apple", "Fig", "Kiwi"]

  var body: some View {
    VStack(alignment: .leading) {
      EditButton()
      List {
        ForEach(fruits, id: \.self) { Text($0) }
          .onDelete { fruits.remove(atOffsets: $0) }
          .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }
}

private struct SearchableFruits: View {
  @State private var query = ""
  private let fruits = ["Apple", "Fig", "Kiwi", "Pear"]

  var body: some View {
    List(fruits.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self) {
      Text($0)
    }
    .searchable(text: $query, prompt: "Fruit")
  }
}

@MainActor private final class Refreshes {
  var count = 0
}

@Suite @MainActor struct ListFeaturesTests {
  @Test func sectionsDrawHeadersAndABlankLineBetween() {
    let view = List {
      Section("Fruit") { Text("Apple") }
      Section("Veg") { Text("Leek") }
    }
    let (window, _) = host(view, width: 10, height: 6)
    #expect(window.screen() == "FRUIT\nApple\n\nVEG\nLeek\n")
  }

  @Test func aPlainListKeepsTheHeadersCase() {
    let view = List {
      Section("Fruit") { Text("Apple") }
      Section("Veg") { Text("Leek") }
    }.listStyle(.plain)
    let (window, _) = host(view, width: 10, height: 4)
    #expect(window.screen() == "Fruit\nApple\nVeg\nLeek")
  }

  @Test func editModeDeletesARowThroughTheUI() {
    let (window, _) = host(Fruits(), width: 20, height: 5)
    #expect(window.screen() == "[ Edit ]\nApple\nFig\nKiwi\n")
    window.tap(window.button("Edit")!)
    #expect(window.screen() == "[ Done ]\n[ ⊖ ] Apple    [ ≡ ]\n[ ⊖ ] Fig      [ ≡ ]\n[ ⊖ ] Kiwi     [ ≡ ]\n")
    window.tap(window.views(of: UIButton.self).filter { $0.currentTitle == "⊖" }[1])
    #expect(window.screen().contains("Fig") == false)
    #expect(window.screen() == "[ Done ]\n[ ⊖ ] Apple    [ ≡ ]\n[ ⊖ ] Kiwi     [ ≡ ]\n\n")
  }

  @Test func editModeMovesARowWithItsHandle() {
    let (window, _) = host(Fruits(), width: 20, height: 5)
    window.tap(window.button("Edit")!)
    let handles = { window.views(of: UIButton.self).filter { $0.currentTitle?.hasPrefix("≡") == true } }
    window.tap(handles()[0])
    window.tap(handles()[2])
    #expect(window.screen() == "[ Done ]\n[ ⊖ ] Fig      [ ≡ ]\n[ ⊖ ] Kiwi     [ ≡ ]\n[ ⊖ ] Apple    [ ≡ ]\n")
  }

  @Test func typingInTheSearchFieldFiltersTheList() {
    let (window, _) = host(SearchableFruits(), width: 16, height: 5)
    #expect(window.screen() == "[Fruit         ]\nApple\nFig\nKiwi\nPear")
    window.tap(window.views(of: UITextField.self)[0])
    window.sendText("i")
    #expect(window.screen() == "[i             ]\nFig\nKiwi\n\n")
  }

  @Test func refreshRunsItsActionOncePerPull() async {
    let refreshes = Refreshes()
    let view = List(0..<3) { Text("Row \($0)") }
      .refreshable { await MainActor.run { refreshes.count += 1 } }
    let (window, _) = host(view, width: 10, height: 5)
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 1, y: 1))
    for _ in 0..<50 where refreshes.count == 0 { await Task.yield() }
    #expect(refreshes.count == 1)
    for _ in 0..<10 { await Task.yield() }
    window.sendScroll(by: CGPoint(x: 0, y: -1), at: CGPoint(x: 1, y: 1))
    for _ in 0..<50 where refreshes.count == 1 { await Task.yield() }
    #expect(refreshes.count == 2)
  }

  @Test func swipeActionsShowInEditMode() {
    struct Mail: View {
      @State private var mode = EditMode.inactive
      var body: some View {
        List {
          Text("Hello").swipeActions { Button("Archive") {} }
        }
        .environment(\.editMode, $mode)
        .onAppear { mode = .active }
      }
    }
    let (window, _) = host(Mail(), width: 20, height: 1)
    #expect(window.screen() == "Hello    [ Archive ]")
  }
}
