import Foundation
import GraftUI
import Observation
import Testing

@MainActor private var trace: [String] = []

private struct RowList: View {
  @State var items = ["A", "B", "C"]

  var body: some View {
    VStack {
      ForEach(items, id: \.self) { TapCountingRow(title: $0) }
      Button("Remove B") { items.removeAll { $0 == "B" } }
      Button("Insert Z") { items.insert("Z", at: 0) }
    }
  }
}

private struct Branches: View {
  @State var showFirst = true

  var body: some View {
    VStack {
      if showFirst { TapCountingRow(title: "first") } else { TapCountingRow(title: "second") }
      Button("Switch") { showFirst.toggle() }
    }
  }
}

@MainActor private final class Model: ObservableObject {
  static var made = 0
  @Published var value = 0
  init() { Model.made += 1 }
}

private struct Owner: View {
  @StateObject private var model = Model()
  var body: some View { Text("model \(model.value)") }
}

private struct OwnerParent: View {
  @State var renders = 0
  @State var identity = 0

  var body: some View {
    VStack {
      Text("renders \(renders)")
      Owner().id(identity)
      Button("Render") { renders += 1 }
      Button("New identity") { identity += 1 }
    }
  }
}

@Observable private final class Library {
  var title = "Dune"
  var author = "Herbert"
}

private struct TitleView: View {
  let library: Library
  var body: some View {
    let _ = trace.append("title")
    Text(library.title)
  }
}

private struct AuthorView: View {
  let library: Library
  var body: some View {
    let _ = trace.append("author")
    Text(library.author)
  }
}

private struct LibraryView: View {
  let library: Library
  var body: some View {
    let _ = trace.append("library")
    VStack {
      TitleView(library: library)
      AuthorView(library: library)
    }
  }
}

@Suite(.serialized) @MainActor struct StateTests {
  @Test func forEachKeepsTheStateOfRowsThatSurvive() {
    let (window, _) = host(RowList(), width: 20, height: 5)
    window.tap(window.button("C 0")!)
    window.tap(window.button("C 1")!)
    window.tap(window.button("A 0")!)
    window.tap(window.button("Remove B")!)
    window.tap(window.button("Insert Z")!)
    #expect(
      window.screen() == """
              [ Z 0 ]
              [ A 1 ]
              [ C 2 ]
            [ Remove B ]
            [ Insert Z ]
        """)
  }

  @Test func aBranchSwitchResetsState() {
    let (window, _) = host(Branches(), width: 20, height: 2)
    window.tap(window.button("first 0")!)
    #expect(window.button("first 1") != nil)
    window.tap(window.button("Switch")!)
    #expect(window.button("second 0") != nil)
    window.tap(window.button("Switch")!)
    #expect(window.button("first 0") != nil, "the first branch's state was discarded")
  }

  @Test func stateObjectIsMadeOncePerIdentity() {
    Model.made = 0
    let (window, _) = host(OwnerParent(), width: 20, height: 4)
    for _ in 0..<5 { window.tap(window.button("Render")!) }
    #expect(window.screen().contains("renders 5"))
    #expect(Model.made == 1)
    window.tap(window.button("New identity")!)
    #expect(Model.made == 2)
  }

  @Test func anObservableChangeRerunsOnlyTheViewThatReadIt() {
    let library = Library()
    let (window, _) = host(LibraryView(library: library), width: 20, height: 2)
    #expect(trace == ["library", "title", "author"])
    trace.removeAll()
    library.title = "Emma"
    #expect(window.screen() == "       Emma\n      Herbert")
    #expect(trace == ["title"])
    trace.removeAll()
  }

  @Test func stateWritesApplyAtOnceAndUpdateOnce() {
    struct Probe: View {
      @State var value = 0
      var body: some View {
        let _ = trace.append("body \(value)")
        Button("Set") {
          value = 5
          trace.append("read \(value)")
          value = 5
        }
      }
    }
    trace.removeAll()
    let (window, _) = host(Probe(), width: 10, height: 1)
    window.sendTap(at: CGPoint(x: 2, y: 0))
    #expect(trace == ["body 0", "read 5"], "storage changes at once; the update waits")
    window.layoutIfNeeded()
    #expect(trace == ["body 0", "read 5", "body 5"])
    trace.removeAll()
  }
}

@MainActor private final class Score: ObservableObject {
  @Published var points = 0
  @Published var name = "A"
}

@MainActor private final class Manual: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  var value = 0 {
    willSet { objectWillChange.send() }
  }
}

private struct ScoreView: View {
  @ObservedObject var score: Score
  let manual: Manual

  var body: some View {
    Text("\(score.name) \(score.points) \(manual.value)")
  }
}

private struct ManualView: View {
  @ObservedObject var manual: Manual
  var body: some View { Text("manual \(manual.value)") }
}

@Suite @MainActor struct ObservableObjectTests {
  @Test func publishedPropertiesShareOnePublisher() {
    let score = Score()
    var sent = 0
    let subscription = score.objectWillChange.sink { sent += 1 }
    score.points = 1
    score.name = "B"
    #expect(sent == 2)
    #expect(score.objectWillChange === score.objectWillChange)
    subscription.cancel()
    score.points = 2
    #expect(sent == 2)
  }

  @Test func aPublishedChangeUpdatesTheObservingView() {
    let score = Score()
    let (window, _) = host(ScoreView(score: score, manual: Manual()), width: 10, height: 1)
    score.points = 3
    #expect(window.screen() == "  A 3 0")
  }

  @Test func aManualObjectWillChangeUpdatesTheObservingView() {
    let manual = Manual()
    let (window, _) = host(ManualView(manual: manual), width: 10, height: 1)
    manual.value = 7
    #expect(window.screen() == " manual 7")
  }

  @Test func thePublishedProjectionDeliversValues() {
    let score = Score()
    var seen: [Int] = []
    let subscription = score.$points.sink { seen.append($0) }
    score.points = 4
    #expect(seen == [0, 4])
    _ = subscription
  }
}
