import Foundation
import GraftUI
import Testing

private struct Fruit: Identifiable {
  let id: Int
  let name: String
}

private let fruits = [
  Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Fig"), Fruit(id: 3, name: "Kiwi"),
]

/// A list of buttons that record which was tapped, and show it.
private struct Picker: View {
  @State private var picked = "none"

  var body: some View {
    VStack {
      Text("Picked: \(picked)")
      List(fruits) { fruit in
        Button(fruit.name) { picked = fruit.name }
      }
    }
  }
}

@Suite @MainActor struct ListTests {
  @Test func rowsStackFromTheTopAtTheLeadingEdge() {
    let view = List {
      Text("Alpha")
      Text("Be")
      Text("Gamma ray")
    }
    let (window, _) = host(view, width: 12, height: 4)
    #expect(
      window.screen() == """
        Alpha
        Be
        Gamma ray

        """)
    let frame = window.views(of: UIScrollView.self)[0].frame
    #expect(frame == CGRect(x: 0, y: 0, width: 12, height: 4))
  }

  @Test func rowsComeFromIdentifiableData() {
    let (window, _) = host(List(fruits) { Text($0.name) }, width: 8, height: 3)
    #expect(window.screen() == "Apple\nFig\nKiwi")
  }

  @Test func rowsComeFromDataIdentifiedByAKeyPath() {
    let (window, _) = host(List(["x", "yy"], id: \.self) { Text($0) }, width: 8, height: 2)
    #expect(window.screen() == "x\nyy")
  }

  @Test func everyRowIsOfferedTheFullWidth() {
    let view = List {
      Text("alpha beta gamma")
      Text("delta")
    }
    let (window, _) = host(view, width: 11, height: 3)
    #expect(window.screen() == "alpha beta\ngamma\ndelta")
  }

  @Test func aRowsButtonRunsItsAction() {
    let (window, _) = host(Picker(), width: 12, height: 4)
    #expect(
      window.screen() == """
        Picked: none
        [ Apple ]
        [ Fig ]
        [ Kiwi ]
        """)
    window.tap(window.button("Fig")!)
    #expect(window.screen().hasPrefix("Picked: Fig\n"))
  }

  @Test func aLongListScrolls() {
    let view = List(0..<20) { Text("Item \($0)") }
      .listStyle(.plain)
    let (window, _) = host(view, width: 10, height: 3)
    window.sendScroll(by: CGPoint(x: 0, y: 4), at: CGPoint(x: 0, y: 0))
    #expect(
      window.screen() == """
        Item 4   ┃
        Item 5
        Item 6
        """)
  }

  @Test func anyListStyleLooksPlain() {
    let plain = host(List { Text("A"); Text("B") }.listStyle(.plain), width: 4, height: 2).0
    let automatic = host(List { Text("A"); Text("B") }.listStyle(.automatic), width: 4, height: 2).0
    #expect(plain.screen() == "A\nB")
    #expect(automatic.screen() == "A\nB")
  }
}
