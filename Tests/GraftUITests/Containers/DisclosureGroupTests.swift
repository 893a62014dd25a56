import Foundation
import GraftUI
import Testing

private struct Advanced: View {
  @State private var verbose = false

  var body: some View {
    VStack(alignment: .leading) {
      DisclosureGroup("Advanced") {
        Text("Verbose logging")
      }
      Text("End")
    }
  }
}

@Suite @MainActor struct DisclosureGroupTests {
  @Test func aTapExpandsAndCollapsesTheContent() {
    let (window, _) = host(Advanced(), width: 20, height: 3)
    #expect(window.screen() == "   [ ▸ Advanced ]\n   End\n")
    window.tap(window.views(of: UIButton.self)[0])
    #expect(window.screen() == " [ ▾ Advanced ]\n   Verbose logging\n End")
    window.tap(window.views(of: UIButton.self)[0])
    #expect(window.screen() == "   [ ▸ Advanced ]\n   End\n")
  }

  @Test func aBindingDecidesWhetherItIsExpanded() {
    let view = DisclosureGroup("More", isExpanded: .constant(true)) { Text("Body") }
    let (window, _) = host(view, width: 12, height: 2)
    #expect(window.screen() == " [ ▾ More ]\n   Body")
  }
}
