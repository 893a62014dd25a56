import GraftTesting
import Testing

private let stateWriteWarning =
  "Modifying state during view update, this will cause undefined behavior."

@Suite @MainActor struct RuntimeIssueCaptureTests {
  @Test func issuesRaisedByAnActionAreCollectedOnce() throws {
    let host = ViewHosting.host(WritingView(), size: smallScreen)
    #expect(host.runtimeIssues.isEmpty)
    try host.find(button: "Bump").tap()
    #expect(host.runtimeIssues.map(\.message) == [stateWriteWarning])
    #expect(try host.find(text: "count 2").uiView.text == "count 2", "the write was deferred")
    try host.find(button: "Bump").tap()
    #expect(host.runtimeIssues.count == 1, "the same issue from the same place counts once")
    host.removeAllRuntimeIssues()
    #expect(host.runtimeIssues.isEmpty)
    try host.find(button: "Bump").tap()
    #expect(host.runtimeIssues.map(\.message) == [stateWriteWarning])
  }

  @Test func strictModeFailsTheTestAtTheActionThatRaisedTheIssue() throws {
    let host = ViewHosting.host(WritingView(), size: smallScreen, strict: true)
    let bump = try host.find(button: "Bump")
    let line = #line + 2
    try withKnownIssue {
      try bump.tap()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["runtime issue: \(stateWriteWarning)"]
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
    #expect(host.runtimeIssues.map(\.message) == [stateWriteWarning])
  }

  @Test func strictModeFailsTheTestAtTheHostCallForIssuesWhileHosting() {
    struct Eager: View {
      @State var count = 1
      var body: some View { WritingRepresentable(count: $count) }
    }
    let line = #line + 2
    withKnownIssue {
      _ = ViewHosting.host(Eager(), size: smallScreen, strict: true)
    } matching: { issue in
      issue.comments.first?.rawValue.hasSuffix(stateWriteWarning) == true
        && issue.sourceLocation?.line == line
    }
  }

  @Test func strictModeCanBeSwitchedOnLater() throws {
    let host = ViewHosting.host(WritingView(), size: smallScreen)
    #expect(!host.isStrict)
    host.isStrict = true
    try withKnownIssue {
      try host.find(button: "Bump").tap()
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("runtime issue: ") == true
    }
  }
}
