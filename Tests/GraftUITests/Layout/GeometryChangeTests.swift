import Foundation
import GraftUI
import Testing

@Suite @MainActor struct GeometryChangeTests {
  @Test func theActionRunsOnceAtTheFirstLayoutAndOnEachChange() {
    var widths: [CGFloat] = []
    let (window, _) = host(
      Text("hello").frame(maxWidth: .infinity)
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.width
        } action: { width in
          widths.append(width)
        }, width: 10, height: 1)
    _ = window.screen()
    #expect(widths == [10])
    _ = window.screen()
    #expect(widths == [10])
    window.frame = CGRect(x: 0, y: 0, width: 7, height: 1)
    _ = window.screen()
    #expect(widths == [10, 7])
  }

  @Test func theTwoValueFormReceivesTheOldAndTheNewValue() {
    var changes: [String] = []
    let (window, _) = host(
      Color.clear
        .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { old, new in
          changes.append("\(Int(old.width))->\(Int(new.width))")
        }, width: 4, height: 2)
    _ = window.screen()
    window.frame = CGRect(x: 0, y: 0, width: 6, height: 2)
    _ = window.screen()
    #expect(changes == ["4->4", "4->6"])
  }

  @Test func anActionMayWriteStateThatIsShownInTheSameFrame() {
    let (window, _) = host(WidthLabel(), width: 9, height: 1)
    #expect(window.screen() == "width 9")
  }
}

/// Shows its own width, learned through `onGeometryChange`.
private struct WidthLabel: View {
  @State private var width: CGFloat = 0
  var body: some View {
    Text("width \(Int(width))")
      .frame(maxWidth: .infinity, alignment: .leading)
      .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
  }
}
