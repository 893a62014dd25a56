import Foundation
import GraftUI
import Testing

@MainActor
private final class Feed {
  let messages = PassthroughSubject<String, Never>()
}

private struct Inbox: View {
  let feed: Feed
  @State private var last = "none"
  @State private var count = 0

  var body: some View {
    Text("\(last) \(count)")
      .onReceive(feed.messages) { message in
        last = message
        count += 1
      }
  }
}

private final class Model: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .removeDuplicates()
      .map { query in ["apple", "apricot", "banana"].filter { !query.isEmpty && $0.hasPrefix(query) } }
      .assign(to: &$results)
  }
}

private struct Search: View {
  @StateObject private var model = Model()

  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      Text(model.results.joined(separator: ","))
    }
  }
}

@Suite @MainActor struct OnReceiveTests {
  @Test func eachValueSentRunsTheActionOnceAndUpdatesTheScreen() {
    let feed = Feed()
    let (window, _) = host(Inbox(feed: feed), width: 12, height: 1)
    #expect(window.screen() == "   none 0")
    feed.messages.send("hi")
    feed.messages.send("ho")
    #expect(window.screen() == "    ho 2")
  }

  @Test func theSubscriptionSurvivesUpdatesAndEndsWithTheView() {
    let feed = Feed()
    let (window, controller) = host(Inbox(feed: feed), width: 12, height: 1)
    feed.messages.send("a")
    _ = window.screen()
    feed.messages.send("b")
    #expect(window.screen() == "    b 2")
    controller.rootView = Inbox(feed: Feed())
    _ = window.screen()
    feed.messages.send("c")
    // NB: A different subject is a different publisher: the old one no longer reaches the view.
    #expect(window.screen() == "    b 2")
  }

  @Test func aValueSentFromABackgroundThreadArrivesOnTheMainQueue() async {
    let feed = Feed()
    let (window, _) = host(Inbox(feed: feed), width: 12, height: 1)
    let subject = feed.messages
    await Task.detached { subject.send("bg") }.value
    for _ in 0..<100 where !window.screen().contains("bg") {
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(window.screen() == "    bg 1")
  }

  @Test func aPublishedPipelineAssignedToAnotherPublishedPropertyDrivesTheView() throws {
    let (window, _) = host(Search(), width: 20, height: 2)
    let field = try #require(window.views(of: UITextField.self).first)
    window.tap(field)
    window.sendText("ap")
    #expect(window.screen().contains("apple,apricot"))
  }
}

private final class Downloads: ObservableObject {
  @Published var done = 0
}

private struct Progress: View {
  @ObservedObject var downloads: Downloads
  var body: some View { Text("done \(downloads.done)") }
}

@Suite @MainActor struct BackgroundPublishingTests {
  @Test func aChangePublishedOffTheMainThreadIsReportedInApplesWordsAndStillShown() async {
    let downloads = Downloads()
    let (window, _) = host(Progress(downloads: downloads), width: 10, height: 1)
    let previous = RuntimeIssues.sink
    var issues: [String] = []
    RuntimeIssues.sink = { issues.append($0.message) }
    defer { RuntimeIssues.sink = previous }
    nonisolated(unsafe) let model = downloads
    await Task.detached { model.done = 3 }.value
    for _ in 0..<100 where !window.screen().contains("3") {
      try? await Task.sleep(for: .milliseconds(5))
    }
    #expect(window.screen() == "  done 3")
    #expect(
      issues.contains(
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
      ))
  }
}
