import Foundation
import GraftKit
import GraftTerminal
import GraftUI
import Testing

/// State written from inside a view update, from every place app code runs during one: each
/// write gives Apple's warning, and none crashes, loops forever, or is lost.
@Suite(.serialized) @MainActor struct ReentrancyTests {
  @Test func writesInUpdateUIViewFromTwoRepresentablesBothCount() {
    let (window, issues) = RuntimeIssues.collecting { hostInWindow(TwoIncrementers()).0 }
    #expect(issues.map(\.message) == [Warning.modifyingState])
    #expect(window.labelTexts.contains("count 2"), "each representable's read-modify-write is kept")
  }

  @Test func aWriteInBodyIsKept() {
    let tally = Tally()
    let (window, issues) = RuntimeIssues.collecting { hostInWindow(IncrementsInBody(tally: tally)).0 }
    #expect(issues.map(\.message) == [Warning.modifyingState])
    #expect(window.labelTexts == ["count 1"])
  }

  @Test func aWriteInSizeThatFitsShowsWithoutFurtherInput() throws {
    let tally = Tally()
    let terminal = MemoryTerminal(width: 20, height: 4)
    let scheduler = ManualScheduler()
    let host = TerminalHost(
      window: TerminalHost.makeWindow(size: terminal.size), backend: terminal, scheduler: scheduler)
    let controller = UIHostingController(rootView: MeasuredHost(tally: tally))
    let (_, issues) = try RuntimeIssues.collecting {
      try host.run { $0.rootViewController = controller }
      scheduler.runUntilIdle()
    }
    #expect(issues.map(\.message) == [Warning.modifyingState])
    #expect(terminal.screenText.contains("measured 1"), "the write reached the screen: \(terminal.screenText)")
    #expect((controller.view as? HostingView)?.graph.hasPendingWork == false)
  }

  @Test func writesInDismantleFromTwoRepresentablesBothCount() {
    let (window, _) = hostInWindow(DismantleHost())
    let hide = window.views(of: UIButton.self).first { $0.currentTitle == "Hide" }!
    let (_, issues) = RuntimeIssues.collecting {
      window.sendTap(at: hide.convert(CGPoint(x: 1, y: 0), to: nil))
      window.layoutIfNeeded()
    }
    #expect(issues.map(\.message) == [Warning.modifyingState])
    #expect(window.labelTexts.contains("gone 2"))
  }

  @Test func aDelegateCallbackFiredDuringAnUpdateWritesOnceAndSettles() {
    let (window, _) = hostInWindow(ShoutingHost())
    let field = window.views(of: UITextField.self)[0]
    #expect(field.becomeFirstResponder())
    let (_, issues) = RuntimeIssues.collecting {
      window.sendText("graft")
      window.layoutIfNeeded()
    }
    #expect(issues.map(\.message) == [Warning.modifyingState])
    #expect(window.labelTexts.contains("text GRAFT"), "the callback's write was kept: \(window.labelTexts)")
    #expect(field.text == "GRAFT")
  }

  @Test func publishingDuringAnUpdateWarnsAndIsShown() {
    let counter = PublishedCounter()
    let (window, issues) = RuntimeIssues.collecting {
      hostInWindow(PublishingHost(counter: counter, tally: Tally())).0
    }
    #expect(issues.map(\.message) == [Warning.publishing])
    #expect(window.labelTexts.contains("published 1"))
  }

  @Test func anObservableMutatedDuringABodyWarnsAndIsShown() {
    let store = ObservedStore()
    let (window, issues) = RuntimeIssues.collecting {
      hostInWindow(ObservationWriteHost(store: store, tally: Tally())).0
    }
    #expect(issues.map(\.message) == [Warning.modifyingState])
    #expect(window.labelTexts.contains("x 1"))
  }

  @Test func observableWritesBetweenTwoBodiesAreCutByTheRuntime() {
    let store = ObservedStore()
    let tally = Tally()
    let (_, issues) = RuntimeIssues.collecting { _ = hostInWindow(PingPongHost(store: store, tally: tally)) }
    // NB: 1,000 is the fixture's own brake; the runtime must stop well before it.
    #expect(tally.count < 1_000, "the bodies ran \(tally.count) times before the runtime stopped them")
    #expect(issues.contains { $0.message.hasPrefix("View update cycle detected") })
    #expect(issues.contains { $0.message == Warning.modifyingState })
  }
}
