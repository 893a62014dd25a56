import Foundation
import GraftUI
import Testing

private struct Inbox: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Open") { Detail() }
        Text("Inbox row")
      }
      .navigationTitle("Inbox")
    }
  }
}

private struct Detail: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  var body: some View {
    VStack {
      Text("Detail body \(isPresented)")
      Button("Close") { dismiss() }
    }
    .navigationTitle("Detail")
  }
}

@MainActor
private final class PathLog {
  var path: [Int] = []
}

private struct PathStack: View {
  let log: PathLog
  @State private var path: [Int]

  init(log: PathLog, path: [Int] = []) {
    self.log = log
    _path = State(initialValue: path)
    log.path = path
  }

  var body: some View {
    NavigationStack(path: Binding(get: { path }, set: { path = $0; log.path = $0 })) {
      VStack {
        NavigationLink("Seven", value: 7)
        Text("Root")
      }
      .navigationTitle("Numbers")
      .navigationDestination(for: Int.self) { number in
        Text("Number \(number)").navigationTitle("N\(number)")
      }
    }
  }
}

@Suite @MainActor struct NavigationStackTests {
  @Test func aTappedLinkShowsTheDestinationWithItsTitleAndABackButton() throws {
    let (window, _) = host(Inbox(), width: 30, height: 4)
    #expect(window.picture() == """
                  Inbox
                [ Open ]
                Inbox row
      """)
    window.tap(try #require(window.button("Open")))
    #expect(window.picture() == """
       ‹ Inbox    Detail
             Detail body true
                [ Close ]
      """)
    let navigation = try #require(window.navigationController)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.navigationItem.title == "Detail")
  }

  @Test func dismissPopsAndEscapePops() throws {
    let (window, _) = host(Inbox(), width: 30, height: 4)
    window.tap(try #require(window.button("Open")))
    window.tap(try #require(window.button("Close")))
    #expect(window.navigationController?.viewControllers.count == 1)
    #expect(window.picture().contains("Inbox row"))
    window.tap(try #require(window.button("Open")))
    window.press(.keyboardEscape)
    #expect(window.navigationController?.viewControllers.count == 1)
    #expect(window.picture().contains("Inbox row"))
  }

  @Test func aValueLinkAppendsToThePathAndPoppingWritesItBack() throws {
    let log = PathLog()
    let (window, _) = host(PathStack(log: log), width: 30, height: 4)
    window.tap(try #require(window.button("Seven")))
    #expect(log.path == [7])
    #expect(window.picture() == """
       ‹ Numbers    N7

                 Number 7
      """)
    window.press(.keyboardEscape)
    #expect(log.path == [])
    #expect(window.picture().contains("Root"))
  }

  @Test func settingThePathPushesEachValue() {
    let log = PathLog()
    let (window, _) = host(PathStack(log: log, path: [1, 2]), width: 30, height: 4)
    #expect(window.navigationController?.viewControllers.count == 3)
    #expect(window.picture().hasPrefix(" ‹ N1"))
    window.press(.keyboardEscape)
    #expect(log.path == [1])
  }

  @Test func aValueWithoutADestinationReportsSwiftUIsWarningAndPushesNothing() throws {
    struct Unmatched: View {
      var body: some View {
        NavigationStack { NavigationLink("Go", value: "text") }
      }
    }
    let (window, _) = host(Unmatched(), width: 30, height: 4)
    RuntimeIssues.resetReportedIssues()
    let button = try #require(window.button("Go"))
    let (_, issues) = RuntimeIssues.collecting { window.tap(button) }
    #expect(issues.map(\.message) == [
      "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
    ])
    #expect(window.navigationController?.viewControllers.count == 1)
  }

  @Test func toolbarItemsBecomeBarButtonItems() throws {
    final class Log { var taps = 0 }
    let log = Log()
    struct Toolbarred: View {
      let log: Log
      var body: some View {
        NavigationStack {
          Text("List")
            .navigationTitle("Notes")
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) { Button("Add") { log.taps += 1 } }
              ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
        }
      }
    }
    let (window, _) = host(Toolbarred(log: log), width: 30, height: 3)
    #expect(window.picture().hasPrefix(" Cancel     Notes         Add"))
    let item = try #require(window.navigationController?.topViewController?.navigationItem.rightBarButtonItem)
    #expect(item.title == "Add")
    let control = try #require(window.descendants(ofType: UIControl.self).first { $0.accessibilityLabel == "Add" })
    window.tap(control)
    #expect(log.taps == 1)
  }

  @Test func isPresentedDestinationFollowsItsBinding() {
    struct Flag: View {
      @State var isShowing = false
      var body: some View {
        NavigationStack {
          Button("Show") { isShowing = true }
            .navigationDestination(isPresented: $isShowing) { Text("Shown") }
        }
      }
    }
    let (window, _) = host(Flag(), width: 30, height: 3)
    if let show = window.button("Show") { window.tap(show) }
    window.layoutIfNeeded()
    #expect(window.picture().contains("Shown"))
    window.press(.keyboardEscape)
    #expect(window.navigationController?.viewControllers.count == 1)
    if let show = window.button("Show") { window.tap(show) }
    window.layoutIfNeeded()
    #expect(window.navigationController?.viewControllers.count == 2)
  }
}
