import Foundation
import GraftUI
import Testing

/// A user defaults suite of its own for one test, removed when the test ends.
@MainActor
private final class TestDefaults {
  let name = "graft.tests.\(UUID().uuidString)"
  let defaults: UserDefaults

  init() {
    defaults = UserDefaults(suiteName: name)!
  }

  isolated deinit {
    defaults.removePersistentDomain(forName: name)
  }
}

private enum Theme: String { case light, dark }
private enum Level: Int { case low = 1, high = 2 }

@Suite @MainActor struct AppStorageTests {
  private struct Counter: View {
    @AppStorage("count") var count = 0
    var body: some View {
      Button("Count \(count)") { count += 1 }
    }
  }

  private struct Reader: View {
    @AppStorage("count") var count = 0
    var body: some View { Text("Read \(count)") }
  }

  @Test func twoViewsReadingOneKeyBothUpdate() {
    let suite = TestDefaults()
    let (window, _) = host(VStack { Counter(); Reader() }.defaultAppStorage(suite.defaults), width: 14, height: 2)
    #expect(window.screen() == "[ Count 0 ]\n   Read 0".replacingOccurrences(of: "[", with: " ["))
    window.tap(window.button("Count 0")!)
    #expect(window.screen() == " [ Count 1 ]\n   Read 1")
    #expect(suite.defaults.integer(forKey: "count") == 1)
    #expect(UserDefaults.standard.object(forKey: "count") == nil)
  }

  @Test func separateHostsShareTheKey() {
    let suite = TestDefaults()
    let (first, _) = host(Counter().defaultAppStorage(suite.defaults), width: 14, height: 1)
    let (second, _) = host(Reader().defaultAppStorage(suite.defaults), width: 14, height: 1)
    first.tap(first.button("Count 0")!)
    #expect(second.screen() == "    Read 1")
  }

  @Test func aWriteFromUserDefaultsUpdatesTheViewOnceNotified() {
    let suite = TestDefaults()
    let (window, _) = host(Reader().defaultAppStorage(suite.defaults), width: 14, height: 1)
    #expect(window.screen() == "    Read 0")
    suite.defaults.set(7, forKey: "count")
    // NB: Apple's Foundation posts this itself; swift-corelibs-foundation does not for one key.
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: suite.defaults)
    #expect(window.screen() == "    Read 7")
  }

  @Test func aKeyHoldingAnotherTypeReadsAsTheDefault() {
    let suite = TestDefaults()
    suite.defaults.set("seven", forKey: "count")
    let (window, _) = host(Reader().defaultAppStorage(suite.defaults), width: 14, height: 1)
    #expect(window.screen() == "    Read 0")
  }

  @Test func everyValueTypeRoundTripsAndOptionalsStartNil() {
    struct All: View {
      let store: UserDefaults
      @AppStorage("flag") var flag = false
      @AppStorage("ratio") var ratio = 0.5
      @AppStorage("name") var name = "anon"
      @AppStorage("home") var home = URL(string: "https://a.example")!
      @AppStorage("blob") var blob = Data()
      @AppStorage("when") var when = Date(timeIntervalSince1970: 0)
      @AppStorage("theme") var theme = Theme.light
      @AppStorage("level") var level = Level.low
      @AppStorage("nick") var nick: String?
      @AppStorage("pick") var pick: Theme?

      init(store: UserDefaults) {
        self.store = store
        _flag = AppStorage(wrappedValue: false, "flag", store: store)
        _ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        _name = AppStorage(wrappedValue: "anon", "name", store: store)
        _home = AppStorage(wrappedValue: URL(string: "https://a.example")!, "home", store: store)
        _blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        _when = AppStorage(wrappedValue: Date(timeIntervalSince1970: 0), "when", store: store)
        _theme = AppStorage(wrappedValue: .light, "theme", store: store)
        _level = AppStorage(wrappedValue: .low, "level", store: store)
        _nick = AppStorage("nick", store: store)
        _pick = AppStorage("pick", store: store)
      }

      var body: some View {
        VStack {
          Text("\(flag) \(ratio) \(name) \(home.host ?? "") \(blob.count)")
          Text("\(when.timeIntervalSince1970) \(theme.rawValue) \(level.rawValue) \(nick ?? "-") \(pick?.rawValue ?? "-")")
          Button("Change") {
            flag = true
            ratio = 2
            name = "zoe"
            home = URL(string: "https://b.example")!
            blob = Data([1, 2])
            when = Date(timeIntervalSince1970: 60)
            theme = .dark
            level = .high
            nick = "z"
            pick = .dark
          }
          Button("Clear") {
            nick = nil
            pick = nil
          }
        }
      }
    }
    let suite = TestDefaults()
    let (window, _) = host(All(store: suite.defaults), width: 30, height: 4)
    #expect(window.screen().contains("false 0.5 anon a.example 0"))
    #expect(window.screen().contains("0.0 light 1 - -"))
    window.tap(window.button("Change")!)
    #expect(window.screen().contains("true 2.0 zoe b.example 2"))
    #expect(window.screen().contains("60.0 dark 2 z dark"))
    #expect(suite.defaults.string(forKey: "theme") == "dark")
    #expect(suite.defaults.integer(forKey: "level") == 2)
    window.tap(window.button("Clear")!)
    #expect(window.screen().contains("60.0 dark 2 - -"))
    #expect(suite.defaults.object(forKey: "nick") == nil)
  }

  @Test func aBindingWritesTheStore() {
    struct Settings: View {
      @AppStorage("on") var on = false
      var body: some View { Toggle("Sync", isOn: $on) }
    }
    let suite = TestDefaults()
    let (window, _) = host(Settings().defaultAppStorage(suite.defaults), width: 12, height: 1)
    window.tap(window.views(of: UISwitch.self)[0])
    #expect(suite.defaults.bool(forKey: "on"))
    #expect(window.screen() == "Sync   [ ON]")
  }

  @Test func sceneStorageKeepsValuesInMemoryForEveryViewOfTheKey() {
    struct Tabs: View {
      @SceneStorage("graft.tests.tab") var tab = 0
      var body: some View { Button("Tab \(tab)") { tab += 1 } }
    }
    struct Label: View {
      @SceneStorage("graft.tests.tab") var tab = 0
      var body: some View { Text("Shown \(tab)") }
    }
    let (window, _) = host(VStack { Tabs(); Label() }, width: 12, height: 2)
    let start = window.screen()
    window.tap(window.views(of: UIButton.self)[0])
    #expect(window.screen() != start)
    #expect(window.screen().contains("Tab 1") == window.screen().contains("Shown 1"))
    #expect(UserDefaults.standard.object(forKey: "graft.tests.tab") == nil)
  }
}
