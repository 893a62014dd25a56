import Foundation
import GraftUI
import Testing

private let letters = ["A", "B", "C", "D", "E"]

@Suite @MainActor struct LazyGridTests {
  private func adaptiveGrid() -> some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))], alignment: .leading) {
      ForEach(letters, id: \.self) { Text($0) }
    }
  }

  @Test func adaptiveColumnsFitAsManyAsTheWidthAllows() {
    let wide = host(adaptiveGrid(), width: 14, height: 3).0
    #expect(wide.screen() == " A    B    C\n D    E\n")
    let narrow = host(adaptiveGrid(), width: 9, height: 3).0
    #expect(narrow.screen() == " A    B\n C    D\n E")
  }

  @Test func fixedAndFlexibleColumnsShareTheWidth() {
    let view = LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.flexible())]) {
      Text("1"); Text("one"); Text("2"); Text("two")
    }
    let (window, _) = host(view, width: 12, height: 2)
    #expect(window.screen() == "1     one\n2     two")
  }

  @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
    let view = LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))], alignment: .top) {
      ForEach(letters, id: \.self) { Text($0) }
    }
    let (window, _) = host(view, width: 9, height: 2)
    #expect(window.screen() == "  A C E\n  B D")
  }

  @Test func aLazyHStackLinesItsItemsUp() {
    let view = ScrollView(.horizontal) {
      LazyHStack { ForEach(letters, id: \.self) { Text($0) } }
    }
    let (window, _) = host(view, width: 12, height: 1)
    #expect(window.screen() == "A B C D E")
  }
}
