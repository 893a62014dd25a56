import Foundation
import GraftUI
import Testing

private struct Tabs: View {
  @Binding var selection: String
  var body: some View {
    TabView(selection: $selection) {
      Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
      Text("Inbox screen").tabItem { Text("Inbox") }.badge(2).tag("inbox")
    }
  }
}

@Suite @MainActor struct TabViewTests {
  @Test func tabsShowTheSelectedContentAndAClickWritesTheSelection() throws {
    var selection = "home"
    let binding = Binding(get: { selection }, set: { selection = $0 })
    let (window, _) = host(Tabs(selection: binding), width: 30, height: 3)
    let tabs = try #require(window.rootViewController?.children.first as? UITabBarController)
    #expect(tabs.viewControllers?.count == 2)
    #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Inbox"])
    #expect(window.picture().contains("Home screen"))
    window.sendTap(at: CGPoint(x: 22, y: 2))
    window.layoutIfNeeded()
    #expect(selection == "inbox")
    #expect(window.picture().contains("Inbox screen"))
  }
}
