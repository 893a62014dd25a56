import Foundation
import GraftUI
import Testing

private struct Fruit: Identifiable, Hashable {
  var id: String { name }
  var name: String
}

private let fruits = [Fruit(name: "Apple"), Fruit(name: "Fig"), Fruit(name: "Kiwi")]

private struct SingleFruitList: View {
  @State var chosen: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Chosen: \(chosen ?? "none")")
      List(fruits, selection: $chosen) { fruit in
        Text(fruit.name)
      }
    }
  }
}

private struct TaggedList: View {
  @State var chosen: Int? = 2

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Chosen: \(chosen.map(String.init) ?? "none")")
      List(selection: $chosen) {
        Text("One").tag(1)
        HStack { Text("Two"); Text("(2)") }.tag(2)
        Text("Three").tag(3)
      }
    }
  }
}

private struct MultipleFruitList: View {
  @State var chosen: Set<String> = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      EditButton()
      Text("Chosen: \(chosen.sorted().joined(separator: ","))")
      List(fruits, id: \.name, selection: $chosen) { fruit in
        Text(fruit.name)
      }
    }
  }
}

/// Each cell of the window as `#` when it has a background colour and `.` when not.
@MainActor
private func backgroundMask(_ window: UIWindow) -> String {
  window.layoutIfNeeded()
  let buffer = window.render()
  return (0..<buffer.height).map { y in
    String((0..<buffer.width).map { x in buffer[x, y].style.background == .default ? "." : "#" })
  }.joined(separator: "\n")
}

@MainActor
private func label(_ text: String, in window: UIWindow) -> UILabel {
  window.views(of: UILabel.self).first { $0.text == text }!
}

@Suite @MainActor struct ListSelectionTests {
  @Test func aTapSelectsTheRowByItsIdAndHighlightsIt() {
    let (window, _) = host(SingleFruitList(), width: 14, height: 4)
    #expect(window.screen() == "Chosen: none\nApple\nFig\nKiwi")
    #expect(backgroundMask(window) == "..............\n..............\n..............\n..............")
    window.tap(label("Fig", in: window))
    #expect(window.screen() == "Chosen: Fig\nApple\nFig\nKiwi")
    #expect(backgroundMask(window) == "..............\n..............\n##############\n..............")
    window.tap(label("Kiwi", in: window))
    #expect(window.screen() == "Chosen: Kiwi\nApple\nFig\nKiwi")
    #expect(backgroundMask(window) == "..............\n..............\n..............\n##############")
  }

  @Test func tagsIdentifyRowsAndTheBindingsValueDrawsSelected() {
    let (window, _) = host(TaggedList(), width: 12, height: 4)
    #expect(window.screen() == "Chosen: 2\nOne\nTwo (2)\nThree")
    #expect(backgroundMask(window) == "............\n............\n############\n............")
    window.tap(label("Three", in: window))
    #expect(window.screen() == "Chosen: 3\nOne\nTwo (2)\nThree")
    window.tap(label("(2)", in: window))
    #expect(window.screen() == "Chosen: 2\nOne\nTwo (2)\nThree")
  }

  @Test func multipleSelectionNeedsEditModeAndTapsToggleRows() {
    let (window, _) = host(MultipleFruitList(), width: 20, height: 5)
    window.tap(label("Apple", in: window))
    #expect(window.screen() == "[ Edit ]\nChosen:\nApple\nFig\nKiwi")
    window.tap(window.button("Edit")!)
    window.tap(label("Apple", in: window))
    window.tap(label("Kiwi", in: window))
    #expect(window.screen() == "[ Done ]\nChosen: Apple,Kiwi\nApple\nFig\nKiwi")
    #expect(
      backgroundMask(window) == """
        ....................
        ....................
        ####################
        ....................
        ####################
        """)
    window.tap(label("Apple", in: window))
    #expect(window.screen() == "[ Done ]\nChosen: Kiwi\nApple\nFig\nKiwi")
  }

  @Test func arrowKeysMoveAndSpaceOrReturnSelects() throws {
    let (window, _) = host(SingleFruitList(), width: 14, height: 4)
    let list = try #require(window.focusableViews().first)
    window.setFocus(list)
    window.sendKey(UIKey(keyCode: .keyboardDownArrow))
    window.sendKey(UIKey(keyCode: .keyboardDownArrow))
    #expect(backgroundMask(window) == "..............\n..............\n##############\n..............")
    window.sendKey(UIKey(keyCode: .keyboardReturnOrEnter))
    #expect(window.screen() == "Chosen: Fig\nApple\nFig\nKiwi")
    window.sendKey(UIKey(keyCode: .keyboardUpArrow))
    window.sendKey(UIKey(keyCode: .keyboardSpacebar, characters: " "))
    #expect(window.screen() == "Chosen: Apple\nApple\nFig\nKiwi")
  }

  @Test func aListWithoutSelectionIgnoresTaps() {
    let (window, _) = host(List(fruits) { Text($0.name) }, width: 10, height: 3)
    window.tap(label("Fig", in: window))
    #expect(backgroundMask(window) == "..........\n..........\n..........")
  }
}
