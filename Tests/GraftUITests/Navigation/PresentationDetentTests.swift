import Foundation
import GraftUI
import Testing

private struct FiltersHost: View {
  @State var isPresented = true
  @State var detent = PresentationDetent.medium
  var body: some View {
    Text("Detent \(detent == .large ? "large" : "medium")")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: $isPresented) {
        Text("Filters")
          .presentationDetents([.medium, .large], selection: $detent)
          .presentationDragIndicator(.visible)
      }
  }
}

private struct PlainHost: View {
  var body: some View {
    Text("Root")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: .constant(true)) {
        Text("Half").presentationDetents([.medium])
      }
  }
}

@Suite @MainActor struct PresentationDetentTests {
  @Test func aMediumSheetIsHalfTheWindowHigh() throws {
    let (window, controller) = host(PlainHost(), width: 20, height: 8)
    window.layoutIfNeeded()
    let sheet = try #require(controller.presentedViewController?.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.medium])
    #expect(window.picture() == """
      Root



        ┌──────────────┐
        │     Half     │
        │              │
        └──────────────┘
      """)
  }

  @Test func theGrabberMovesTheSheetAndWritesTheSelection() throws {
    let (window, controller) = host(FiltersHost(), width: 20, height: 8)
    window.layoutIfNeeded()
    let sheet = try #require(controller.presentedViewController?.sheetPresentationController)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.selectedDetentIdentifier == .medium)
    #expect(window.screen().contains("┌──────━━──────┐"))
    window.sendTap(at: CGPoint(x: 10, y: 4))
    window.layoutIfNeeded()
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(window.picture().hasPrefix("Detent large\n  ┌──────━━──────┐"))
  }
}
