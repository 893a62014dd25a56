import GraftTesting
import Observation
import Testing

@Observable private final class Level {
  var value = 1
}

private struct LevelView: View {
  let level: Level
  var body: some View { Text("Level \(level.value)") }
}

/// A UIKit screen that embeds a SwiftUI one, as an app migrating to SwiftUI does.
private final class EmbeddingController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let child = UIHostingController(rootView: BridgeView())
    addChild(child)
    view.addSubview(child.view)
    child.view.frame = CGRect(x: 0, y: 0, width: 30, height: 8)
    child.didMove(toParent: self)
  }
}

@Suite @MainActor struct ViewHostingTests {
  @Test func hostingIsDoneWhenHostReturns() throws {
    let host = ViewHosting.host(BridgeView())
    #expect(host.size == CGSize(width: 80, height: 24))
    #expect(host.rootViewController is UIHostingController<BridgeView>)
    #expect(host.window.isKeyWindow)
    #expect(try host.find(CounterUIView.self).uiView.window === host.window)
    #expect(host.screen.contains("Taps: 0"))
  }

  @Test func theTraceRecordsFromBeforeTheFirstUpdate() {
    let host = ViewHosting.host(BridgeView(), size: smallScreen)
    #expect(host.trace.events.first == .body("BridgeView"))
    #expect(host.trace.makes == [.make("CounterRepresentable")])
    #expect(host.trace.updateReasons(of: CounterRepresentable.self) == ["make"])
  }

  @Test func aViewControllerIsHostedWithTheSwiftUIInsideItTraced() throws {
    let host = ViewHosting.host(EmbeddingController(), size: smallScreen)
    #expect(host.trace.makes == [.make("CounterRepresentable")])
    try host.find(button: "+1").tap()
    #expect(try host.find(text: "Taps: 1").path.hasPrefix("UIView > BridgeView > VStack"))
  }

  @Test func aUIKitViewFillsTheWindow() throws {
    let host = ViewHosting.host(CounterUIView(), size: CGSize(width: 12, height: 2))
    let counter = try host.find(CounterUIView.self)
    #expect(counter.uiView.frame == CGRect(x: 0, y: 0, width: 12, height: 2))
    try host.find(button: "+1").tap()
    #expect(counter.uiView.taps == 1)
    #expect(try host.find(text: "Taps: 1").path == #"CounterUIView > UILabel "Taps: 1""#)
  }

  @Test func resizeLaysTheViewsOutAgain() {
    let host = ViewHosting.host(Text("Hi"), size: CGSize(width: 10, height: 1))
    #expect(host.screen == "    Hi")
    host.resize(to: CGSize(width: 4, height: 2))
    #expect(host.size == CGSize(width: 4, height: 2))
    #expect(host.screen == " Hi\n")
  }

  @Test func updatingTheRootViewUpdatesTheRepresentable() throws {
    let host = ViewHosting.host(BridgeView(title: "first"), size: smallScreen)
    try host.update(rootView: BridgeView(title: "second"))
    #expect(host.trace.updateReasons(of: CounterRepresentable.self) == ["make", "value: title"])
    #expect(try host.find(CounterUIView.self).uiView.accessibilityLabel == "second")
  }

  @Test func updatingTheRootViewNeedsItsType() {
    let host = ViewHosting.host(BridgeView(), size: smallScreen)
    #expect(
      throws: InspectionError.typeMismatch(
        "the root view controller UIHostingController", expected: "UIHostingController<Text>")
    ) { try host.update(rootView: Text("x")) }
    let uiKit = ViewHosting.host(UIView(), size: smallScreen)
    #expect(
      throws: InspectionError.typeMismatch(
        "the root view controller UIViewController", expected: "UIHostingController<Text>")
    ) { try uiKit.update(rootView: Text("x")) }
  }

  @Test func flushRunsWhatAModelChangeScheduled() throws {
    let level = Level()
    let host = ViewHosting.host(LevelView(level: level), size: smallScreen)
    level.value = 2
    #expect(host.findAll(text: "Level 2").isEmpty, "nothing updates before the flush")
    host.flush()
    #expect(try host.find(text: "Level 2").uiView.text == "Level 2")
  }

  @Test func withoutFlushingShowsTheStateBetweenTheEventAndTheUpdate() throws {
    let host = ViewHosting.host(FormView(), size: smallScreen)
    let count = try host.find(text: "Count 0")
    try host.withoutFlushing { try host.find(button: "Add").tap() }
    #expect(count.uiView.text == "Count 0")
    #expect(try host.find(FormView.self).view(as: FormView.self).count == 1, "state changed")
    host.flush()
    #expect(count.uiView.text == "Count 1")
  }

  @Test func settleRunsWorkTheViewsDeferred() async throws {
    struct Loading: View {
      @State var isLoaded = false
      var body: some View {
        Text(isLoaded ? "Loaded" : "Loading")
          .task { isLoaded = true }
      }
    }
    let host = ViewHosting.host(Loading(), size: smallScreen)
    #expect(host.findAll(text: "Loaded").isEmpty)
    await host.settle()
    #expect(try host.find(text: "Loaded").uiView.text == "Loaded")
  }
}
