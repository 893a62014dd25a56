import Foundation
import GraftUI
import Testing

private struct Document: View {
  @State var log: [String] = []
  @State var isPinned = false
  @State var sort = "Name"

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Menu("Actions") {
        Button("Duplicate") { log.append("duplicate") }
        Toggle("Pinned", isOn: $isPinned)
        Picker("Sort", selection: $sort) {
          Text("Name").tag("Name")
          Text("Date").tag("Date")
        }
        Divider()
        Menu("Share") {
          Button("Copy Link") { log.append("copy") }
        }
        Button("Delete", role: .destructive) { log.append("delete") }
      }
      Text("\(log.joined(separator: ",")) pinned:\(isPinned) sort:\(sort)")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

extension UIWindow {
  /// The screen without the blank rows below what is drawn.
  fileprivate func shown() -> String {
    var text = screen()
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  fileprivate func pressKey(_ key: UIKeyboardHIDUsage) {
    sendKey(UIKey(keyCode: key))
    layoutIfNeeded()
  }
}

@Suite @MainActor struct MenuTests {
  @Test func aMenuIsABorderlessButtonWhoseMenuIsItsPrimaryAction() throws {
    let (window, _) = host(Document(), width: 40, height: 14)
    #expect(window.shown() == " Actions\n pinned:false sort:Name")
    let button = try #require(window.button("Actions"))
    #expect(button.showsMenuAsPrimaryAction)
    #expect(button.menu != nil)
  }

  @Test func tappingTheLabelOpensTheContentAsAMenu() throws {
    let (window, _) = host(Document(), width: 40, height: 14)
    window.tap(try #require(window.button("Actions")))
    #expect(
      window.shown() == """
         Actions
        ┌────────────┐sort:Name
        │  Duplicate │
        │  Pinned    │
        │────────────│
        │ Sort       │
        │✓ Name      │
        │  Date      │
        │────────────│
        │  Share    ›│
        │  Delete    │
        └────────────┘
        """)
  }

  @Test func choosingItemsRunsActionsAndWritesBindings() throws {
    let (window, _) = host(Document(), width: 40, height: 14)
    let button = try #require(window.button("Actions"))
    window.tap(button)
    window.pressKey(.keyboardReturnOrEnter)
    #expect(window.shown() == " Actions\nduplicate pinned:false sort:Name")
    window.tap(button)
    window.pressKey(.keyboardDownArrow)
    window.pressKey(.keyboardReturnOrEnter)
    window.tap(button)
    window.pressKey(.keyboardDownArrow)
    window.pressKey(.keyboardDownArrow)
    window.pressKey(.keyboardDownArrow)
    window.pressKey(.keyboardReturnOrEnter)
    #expect(window.shown() == " Actions\nduplicate pinned:true sort:Date")
    window.tap(button)
    #expect(window.shown().contains("│✓ Pinned    │"))
    #expect(window.shown().contains("│✓ Date      │"))
  }

  @Test func aNestedMenuOpensAsASubmenu() throws {
    let (window, _) = host(Document(), width: 40, height: 14)
    window.tap(try #require(window.button("Actions")))
    window.pressKey(.keyboardUpArrow)
    window.pressKey(.keyboardUpArrow)
    window.pressKey(.keyboardRightArrow)
    #expect(window.shown().contains("│ Share      │\n│  Copy Link │"))
    window.pressKey(.keyboardReturnOrEnter)
    #expect(window.shown() == " Actions\ncopy pinned:false sort:Name")
  }

  @Test func aMenuWithAPrimaryActionRunsItOnATap() throws {
    struct Primary: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Menu("Add") { Button("Add Folder") {} } primaryAction: { taps += 1 }
          Text("taps \(taps)")
        }
      }
    }
    let (window, _) = host(Primary(), width: 20, height: 2)
    let button = try #require(window.button("Add"))
    #expect(!button.showsMenuAsPrimaryAction)
    window.tap(button)
    #expect(window.shown().contains("taps 1"))
  }

  @Test func holdingTheViewOpensItsContextMenu() throws {
    struct Row: View {
      @State var favourite = false
      var body: some View {
        Text(favourite ? "Rock ★" : "Rock")
          .contextMenu {
            Button("Add to Favorites") { favourite = true }
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let (window, _) = host(Row(), width: 24, height: 5)
    window.sendPointer(.began, at: CGPoint(x: 1, y: 0))
    Thread.sleep(forTimeInterval: 0.55)
    window.sendPointer(.ended, at: CGPoint(x: 1, y: 0))
    #expect(window.shown().contains("│  Add to Favorites │"))
    window.pressKey(.keyboardReturnOrEnter)
    #expect(window.shown() == "Rock ★")
  }
}
