import Foundation
import GraftUI
import Testing

@MainActor private var reduceCalls: [String] = []

private struct LastNameKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    let next = nextValue()
    MainActor.assumeIsolated { reduceCalls.append("reduce(\(value), \(next))") }
    value = next
  }
}

private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

@Suite(.serialized) @MainActor struct PreferenceTests {
  /// docs/Behaviour.md, "Values reduce in tree order".
  @Test func valuesReduceInTreeOrderStartingFromTheFirstContributor() {
    reduceCalls.removeAll()
    var delivered: [String] = []
    _ = host(
      VStack {
        Text("1").preference(key: LastNameKey.self, value: "Rectangle1")
        Text("2").preference(key: LastNameKey.self, value: "Rectangle2")
        Text("-")
        Text("3").preference(key: LastNameKey.self, value: "Rectangle3")
        Text("4").preference(key: LastNameKey.self, value: "Rectangle4")
      }
      .onPreferenceChange(LastNameKey.self) { delivered.append($0) }, width: 10, height: 5)
    #expect(
      reduceCalls == [
        "reduce(Rectangle1, Rectangle2)", "reduce(Rectangle2, Rectangle3)", "reduce(Rectangle3, Rectangle4)",
      ])
    #expect(delivered == ["Rectangle4"])
  }

  /// docs/Behaviour.md, "Preferences on a container replace those of its children".
  @Test func aContainersPreferenceReplacesItsChildrens() {
    var delivered: [[String]] = []
    _ = host(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["child-1"])
        Text("b").preference(key: NamesKey.self, value: ["child-2"])
      }
      .preference(key: NamesKey.self, value: ["parent-1"])
      .onPreferenceChange(NamesKey.self) { delivered.append($0) }, width: 10, height: 2)
    #expect(delivered == [["parent-1"]])
  }

  @Test func transformPreferenceMergesWithTheChildren() {
    var delivered: [[String]] = []
    _ = host(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["child"])
      }
      .transformPreference(NamesKey.self) { $0.append("parent") }
      .onPreferenceChange(NamesKey.self) { delivered.append($0) }, width: 10, height: 2)
    #expect(delivered == [["child", "parent"]])
  }

  /// docs/Behaviour.md, "Preference changes arrive after the update".
  @Test func deliveredOnceInitiallyThenOnlyOnChangeAndWriteableFromTheAction() {
    struct Host: View {
      @State var name = "a"
      @State var seen: [String] = []
      @State var unrelated = 0
      var body: some View {
        VStack {
          Text(seen.joined(separator: ",")).preference(key: NamesKey.self, value: [name])
          Button("Rename") { name = "b" }
          Button("Unrelated") { unrelated += 1 }
        }
        .onPreferenceChange(NamesKey.self) { seen.append($0.joined()) }
      }
    }
    let (window, _) = host(Host(), width: 16, height: 3)
    window.tap(window.button("Unrelated")!)
    window.tap(window.button("Rename")!)
    #expect(window.screen().hasPrefix("      a,b\n"))
  }

  /// docs/Behaviour.md, "Preference changes arrive after the update".
  @Test func aFeedbackLoopIsReportedAndStops() {
    struct Loop: View {
      @State var count = 0
      var body: some View {
        Text("\(count)")
          .preference(key: NamesKey.self, value: ["\(count)"])
          .onPreferenceChange(NamesKey.self) { _ in count += 1 }
      }
    }
    let (_, issues) = RuntimeIssues.collecting { _ = host(Loop(), width: 6, height: 1) }
    #expect(issues.map(\.message).contains("Bound preference NamesKey tried to update multiple times per frame."))
  }
}
