import Foundation
import GraftTesting
import GraftUI
import Testing

/// A control whose coordinator writes state from a UIKit action, as described in
/// docs/Behaviour.md, "Writes from UIKit apply at once, updates wait".
private struct Tapper: UIViewRepresentable {
  let log: CallLog
  @Binding var value: Int
  let title: String

  final class Coordinator {
    var parent: Tapper
    init(_ parent: Tapper) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Tap", for: .normal)
    let coordinator = context.coordinator
    button.addAction(
      UIAction { _ in
        coordinator.parent.value = 5
        coordinator.parent.log.calls.append("read \(coordinator.parent.value)")
        coordinator.parent.log.calls.append("title \(coordinator.parent.title)")
      }, for: .touchUpInside)
    return button
  }

  func updateUIView(_ uiView: UIButton, context: Context) {
    log.calls.append("update \(value) stale=\(context.coordinator.parent.value)")
  }
}

private struct TapperHost: View {
  let log: CallLog
  @State var value = 0
  @State var title = "first"
  var body: some View {
    VStack {
      Tapper(log: log, value: $value, title: title)
      Button("Retitle") { title = "second" }
      Button("Bump") { value += 1 }
    }
  }
}

@Suite @MainActor struct RepresentableDataFlowTests {
  /// docs/Behaviour.md, "State written during an update", where Graft keeps the write
  /// (docs/Divergences.md).
  @Test func aStateWriteInUpdateWarnsAndIsDeferredNotLost() {
    struct Writer: UIViewRepresentable {
      @Binding var count: Int
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        if count == 0 { count = 1 }
      }
    }
    struct Host: View {
      @State var count = 0
      var body: some View {
        VStack {
          Text("count \(count)")
          Writer(count: $count)
        }
      }
    }
    let host = ViewHosting.host(Host(), size: CGSize(width: 12, height: 2))
    #expect(
      host.runtimeIssues.map(\.message) == [
        "Modifying state during view update, this will cause undefined behavior."
      ])
    #expect(host.screen.contains("count 1"), "the deferred write was applied after the update")
  }

  /// docs/Behaviour.md, "Writes from UIKit apply at once, updates wait".
  @Test func aWriteFromAUIKitActionIsImmediateAndTheUpdateWaits() throws {
    let log = CallLog()
    let host = ViewHosting.host(TapperHost(log: log), size: CGSize(width: 20, height: 3))
    log.reset()
    try host.withoutFlushing { try host.find(button: "Tap").tap() }
    #expect(log.calls == ["read 5", "title first"], "storage changed; no update yet")
    host.flush()
    #expect(log.calls.last?.hasPrefix("update 5") == true)
    #expect(log.count("update") == 1)
  }

  /// Divergence from docs/Behaviour.md, "A binding reads a snapshot during an update"
  /// (docs/Divergences.md): a binding kept by a coordinator reads the source of truth, not a
  /// snapshot from when it was made.
  @Test func aBindingHeldByTheCoordinatorReadsTheSourceOfTruth() throws {
    let log = CallLog()
    let host = ViewHosting.host(TapperHost(log: log), size: CGSize(width: 20, height: 3))
    try host.find(button: "Bump").tap()
    try host.find(button: "Bump").tap()
    #expect(log.calls == ["update 0 stale=0", "update 1 stale=1", "update 2 stale=2"])
  }

  /// docs/Behaviour.md, "The coordinator keeps the value it was made with".
  @Test func theCoordinatorKeepsTheValueItWasMadeWith() throws {
    let log = CallLog()
    let host = ViewHosting.host(TapperHost(log: log), size: CGSize(width: 20, height: 3))
    try host.find(button: "Retitle").tap()
    log.reset()
    try host.find(button: "Tap").tap()
    #expect(log.calls.contains("title first"))
  }

  /// docs/Behaviour.md, "Representables are value types".
  @Test func aClassRepresentableTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        final class Wrong: UIViewRepresentable {
          func makeUIView(context: Context) -> UIView { UIView() }
          func updateUIView(_ uiView: UIView, context: Context) {}
        }
        _ = ViewHosting.host(Wrong(), size: CGSize(width: 4, height: 1))
      }
    }
    // NB: The trap must be the runtime's check, not any crash on the way.
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("UIViewRepresentables must be value types: Wrong"), "standard error: \(standardError)")
  }

  /// docs/Behaviour.md, "Default sizing from the intrinsic size".
  @Test func defaultSizingFollowsIntrinsicSizeAndPriorities() {
    struct Sized: UIViewRepresentable {
      let intrinsic: CGSize
      var hugging: UILayoutPriority = .defaultLow
      var answer: CGSize?
      func makeUIView(context: Context) -> SizedView { SizedView() }
      func updateUIView(_ uiView: SizedView, context: Context) {
        uiView.intrinsic = intrinsic
        uiView.setContentHuggingPriority(hugging, for: .horizontal)
      }
      func sizeThatFits(_ proposal: ProposedViewSize, uiView: SizedView, context: Context)
        -> CGSize?
      {
        answer
      }
    }
    func measure(_ view: Sized, _ proposal: ProposedViewSize) -> CGSize {
      let controller = UIHostingController(rootView: view)
      return (controller.view as! HostingView).contentSize(fitting: proposal)
    }
    let intrinsic = CGSize(width: 10, height: 2)
    #expect(
      measure(Sized(intrinsic: intrinsic), ProposedViewSize(width: 30, height: nil))
        == CGSize(width: 30, height: 2))
    #expect(
      measure(Sized(intrinsic: intrinsic), ProposedViewSize(width: 5, height: nil))
        == CGSize(width: 10, height: 2))
    #expect(
      measure(
        Sized(intrinsic: intrinsic, hugging: .defaultHigh), ProposedViewSize(width: 30, height: nil)
      ) == CGSize(width: 10, height: 2))
    let none = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    #expect(measure(Sized(intrinsic: none), .unspecified) == .zero)
    #expect(
      measure(Sized(intrinsic: intrinsic, answer: CGSize(width: 4, height: 4)), .unspecified)
        == CGSize(width: 4, height: 4))
  }

  /// docs/Behaviour.md, "Default sizing from the intrinsic size".
  @Test func invalidatingTheIntrinsicSizeMeasuresAgain() throws {
    struct Growing: UIViewRepresentable {
      func makeUIView(context: Context) -> SizedView {
        let view = SizedView()
        view.intrinsic = CGSize(width: 2, height: 1)
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        return view
      }
      func updateUIView(_ uiView: SizedView, context: Context) {}
    }
    let host = ViewHosting.host(Growing(), size: CGSize(width: 10, height: 1))
    let view = try host.find(SizedView.self).uiView
    #expect(view.frame.size == CGSize(width: 2, height: 1))
    view.intrinsic = CGSize(width: 6, height: 1)
    view.invalidateIntrinsicContentSize()
    host.flush()
    #expect(view.frame.size == CGSize(width: 6, height: 1))
  }

  /// docs/Behaviour.md, "A view controller joins the containing controller".
  @Test func aViewControllerRepresentableBecomesAChildAndAppearsOnce() {
    final class Child: UIViewController {
      var appearances = 0
      override func viewDidAppear(_ animated: Bool) { appearances += 1 }
    }
    struct Wrapper: UIViewControllerRepresentable {
      let child: Child
      func makeUIViewController(context: Context) -> Child { child }
      func updateUIViewController(_ uiViewController: Child, context: Context) {}
    }
    let child = Child()
    let host = ViewHosting.host(Wrapper(child: child), size: CGSize(width: 10, height: 3))
    #expect(child.parent === host.rootViewController)
    #expect(child.appearances == 1)
    #expect(host.trace.makes == [.make("Wrapper")])
  }
}
