import Foundation
import GraftUI
import Testing

private struct Onboarding: View {
  @State var page = "welcome"
  var mode: PageTabViewStyle.IndexDisplayMode = .automatic

  var body: some View {
    VStack(spacing: 0) {
      Text("Page: \(page)")
      TabView(selection: $page) {
        Text("Welcome").tag("welcome")
        Text("Features").tag("features")
        Text("Start").tag("start")
      }
      .tabViewStyle(.page(indexDisplayMode: mode))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
      Button("Skip") { page = "start" }
    }
  }
}

private struct NewTabs: View {
  @State var tab = 0

  var body: some View {
    VStack(spacing: 0) {
      Text("Tab \(tab)")
      TabView(selection: $tab) {
        Tab("Home", systemImage: "house", value: 0) { Text("Home screen") }
        Tab("Inbox", systemImage: "tray", value: 1) { Text("Inbox screen") }
      }
    }
  }
}

@Suite @MainActor struct PageTabViewTests {
  @Test func thePageStyleIsAPageViewControllerTurnedByTheArrowsWritingTheSelection() throws {
    let (window, _) = host(Onboarding(), width: 20, height: 5)
    let pages = try #require(window.rootViewController?.descendantControllers.compactMap { $0 as? UIPageViewController }.first)
    #expect(pages.transitionStyle == .scroll)
    #expect(window.screen().contains("Page: welcome"))
    #expect(window.screen().contains("Welcome"))
    pages.pressesBegan([UIPress(key: UIKey(keyCode: .keyboardRightArrow))], with: nil)
    #expect(window.screen().contains("Page: features"))
    #expect(window.screen().contains("Features"))
    pages.pressesBegan([UIPress(key: UIKey(keyCode: .keyboardLeftArrow))], with: nil)
    #expect(window.screen().contains("Page: welcome"))
  }

  @Test func aClickOnTheIndexBesideTheCurrentDotTurnsThePage() throws {
    let (window, _) = host(Onboarding(), width: 20, height: 5)
    let index = try #require(window.views(of: UIPageControl.self).first { !$0.isHidden })
    window.sendTap(at: index.convert(CGPoint(x: index.bounds.maxX - 1, y: 0), to: nil))
    #expect(window.screen().contains("Page: features"))
    #expect(index.currentPage == 1)
    window.sendKey(UIKey(keyCode: .keyboardRightArrow))
    #expect(window.screen().contains("Page: start"))
  }

  @Test func aSelectionSetInCodeTurnsToItsPage() {
    let (window, _) = host(Onboarding(), width: 20, height: 5)
    window.tap(window.button("Skip")!)
    #expect(window.screen().contains("Page: start"))
    #expect(window.screen().contains("Start"))
    #expect(!window.screen().contains("Welcome"))
  }

  @Test func theIndexShowsUnlessNever() {
    let (window, _) = host(Onboarding(), width: 20, height: 5)
    #expect(window.views(of: UIPageControl.self).contains { !$0.isHidden && $0.numberOfPages == 3 })
    let (hidden, _) = host(Onboarding(mode: .never), width: 20, height: 5)
    #expect(!hidden.views(of: UIPageControl.self).contains { !$0.isHidden })
  }

  @Test func iOS18TabsAreTabBarItemsWithTheirValues() throws {
    let (window, _) = host(NewTabs(), width: 30, height: 4)
    let tabs = try #require(window.rootViewController?.descendantControllers.compactMap { $0 as? UITabBarController }.first)
    #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Inbox"])
    #expect(window.screen().contains("Home screen"))
    tabs.selectedIndex = 1
    tabs.delegate?.tabBarController(tabs, didSelect: tabs.viewControllers![1])
    #expect(window.screen().contains("Tab 1"))
  }
}

extension UIViewController {
  fileprivate var descendantControllers: [UIViewController] {
    children + children.flatMap(\.descendantControllers)
  }
}
