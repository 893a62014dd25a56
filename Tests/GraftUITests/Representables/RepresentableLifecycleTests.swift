import Foundation
import GraftTesting
import Observation
import Testing

@Observable private final class LevelModel { var level = 1 }

/// A parent with state the representable does not receive, state it does, and a switch.
private struct Parent: View {
  let log: CallLog
  @State var unrelated = 0
  @State var value = 0
  @State var show = true
  @State var identity = 0

  var body: some View {
    VStack {
      Text("unrelated \(unrelated)")
      if show {
        LoggingRepresentable(log: log, value: value).frame(width: 4, height: 1).id(identity)
      }
      Button("Unrelated") { unrelated += 1 }
      Button("Value") { value += 1 }
      Button("Same value") { value = value }
      Button("Toggle") { show.toggle() }
      Button("Identity") { identity += 1 }
    }
  }
}

@Suite @MainActor struct RepresentableLifecycleTests {
  /// docs/Behaviour.md, "Coordinator, then view, then update, in one pass".
  @Test func makeCoordinatorThenMakeThenUpdateInOnePass() {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    #expect(
      log.calls.map { $0.components(separatedBy: " ")[0] } == [
        "makeCoordinator", "makeUIView", "updateUIView",
      ])
    #expect(host.trace.makes(of: LoggingRepresentable.self) == 1)
    #expect(host.trace.updateReasons(of: LoggingRepresentable.self) == ["make"])
  }

  /// docs/Behaviour.md, "One coordinator and one view per identity".
  @Test func makeRunsOncePerIdentityAcrossParentRerenders() throws {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    for _ in 0..<10 { try host.find(button: "Unrelated").tap() }
    #expect(host.screen.contains("unrelated 10"))
    #expect(log.count("makeCoordinator") == 1)
    #expect(log.count("makeUIView") == 1)
    #expect(log.coordinators.count == 1)
  }

  /// docs/Behaviour.md, "No window until after the first update".
  @Test func theViewHasASuperviewButNoWindowAtTheFirstUpdate() throws {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    try host.find(button: "Value").tap()
    #expect(
      log.calls == [
        "makeCoordinator",
        "makeUIView superview=false window=false",
        "updateUIView superview=true window=false",
        "updateUIView superview=true window=true",
      ])
  }

  /// docs/Behaviour.md, "Updates follow what changed".
  @Test func unrelatedParentStateDoesNotUpdate() throws {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    log.reset()
    host.trace.removeAll()
    try host.find(button: "Unrelated").tap()
    #expect(log.calls.isEmpty)
    #expect(host.trace.updates.isEmpty)
  }

  /// docs/Behaviour.md, "Updates follow what changed".
  @Test func aChangedFieldUpdatesOnceAndAnEqualOneDoesNot() throws {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    log.reset()
    host.trace.removeAll()
    try host.find(button: "Value").tap()
    try host.find(button: "Value").tap()
    try host.find(button: "Same value").tap()
    #expect(log.count("updateUIView") == 2)
    #expect(
      host.trace.updates == [
        .update("LoggingRepresentable", reason: "value: value"),
        .update("LoggingRepresentable", reason: "value: value"),
      ])
  }

  /// docs/Behaviour.md, "Updates follow what changed".
  @Test func aClosureFieldAlwaysCountsAsChanged() throws {
    struct WithClosure: UIViewRepresentable {
      let log: CallLog
      let onTap: () -> Void
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) { log.calls.append("update") }
    }
    struct Host: View {
      let log: CallLog
      @State var unrelated = 0
      var body: some View {
        VStack {
          Text("\(unrelated)")
          WithClosure(log: log, onTap: { print(unrelated) })
          Button("Bump") { unrelated += 1 }
        }
      }
    }
    let log = CallLog()
    let host = ViewHosting.host(Host(log: log), size: CGSize(width: 20, height: 4))
    try host.find(button: "Bump").tap()
    #expect(log.calls == ["update", "update"])
    #expect(host.trace.updateReasons(of: WithClosure.self) == ["make", "value: onTap"])
  }

  /// docs/Behaviour.md, "Updates follow what changed".
  @Test func onlyEnvironmentValuesReadThroughTheContextUpdate() throws {
    struct ReadsScheme: UIViewRepresentable {
      let log: CallLog
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        log.calls.append("update \(context.environment.colorScheme)")
      }
    }
    struct Host: View {
      let log: CallLog
      @State var scheme = ColorScheme.dark
      @State var locale = Locale(identifier: "en_GB")
      var body: some View {
        VStack {
          ReadsScheme(log: log)
          Button("Scheme") { scheme = .light }
          Button("Locale") { locale = Locale(identifier: "fr_FR") }
        }
        .environment(\.colorScheme, scheme)
        .environment(\.locale, locale)
      }
    }
    let log = CallLog()
    let host = ViewHosting.host(Host(log: log), size: CGSize(width: 20, height: 4))
    try host.find(button: "Locale").tap()
    #expect(log.calls == ["update dark"])
    host.trace.removeAll()
    try host.find(button: "Scheme").tap()
    #expect(log.calls == ["update dark", "update light"])
    #expect(host.trace.updates == [.update("ReadsScheme", reason: "environment")])
  }

  /// docs/Behaviour.md, "Updates follow what changed".
  @Test func aBindingReadInUpdateTriggersAnUpdateWhenWrittenElsewhere() throws {
    struct Bound: UIViewRepresentable {
      let log: CallLog
      @Binding var count: Int
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) { log.calls.append("update \(count)") }
    }
    struct Host: View {
      let log: CallLog
      @State var count = 0
      var body: some View {
        VStack {
          Bound(log: log, count: $count)
          Button("Write") { count += 1 }
        }
      }
    }
    let log = CallLog()
    let host = ViewHosting.host(Host(log: log), size: CGSize(width: 20, height: 3))
    try host.find(button: "Write").tap()
    #expect(log.calls == ["update 0", "update 1"])
  }

  /// docs/Behaviour.md, "Updates follow what changed".
  @Test func anObservablePropertyReadInUpdateTriggersAnUpdate() {
    struct Reads: UIViewRepresentable {
      let log: CallLog
      let model: LevelModel
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        log.calls.append("update \(model.level)")
      }
    }
    let log = CallLog()
    let model = LevelModel()
    let host = ViewHosting.host(Reads(log: log, model: model), size: CGSize(width: 10, height: 2))
    host.trace.removeAll()
    model.level = 2
    #expect(log.calls == ["update 1"], "nothing updates before the flush")
    host.flush()
    #expect(log.calls == ["update 1", "update 2"])
    #expect(host.trace.updates == [.update("Reads", reason: "observable")])
  }

  /// docs/Behaviour.md, "Dismantle once, when the identity ends".
  @Test func dismantleRunsOnceWithTheSameInstancesAndReleasesThem() throws {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    for _ in 0..<10 { try host.find(button: "Unrelated").tap() }
    #expect(log.count("dismantle") == 0)
    weak let coordinator = log.coordinators.first
    weak let view = log.views.first
    log.coordinators.removeAll()
    log.views.removeAll()
    try host.find(button: "Toggle").tap()
    #expect(log.count("dismantle") == 1)
    #expect(host.trace.dismantles(of: LoggingRepresentable.self) == 1)
    #expect(coordinator == nil, "the runtime dropped its references after dismantling")
    #expect(view == nil)
  }

  /// docs/Behaviour.md, "A new identity gets a new coordinator and view".
  @Test func anIdentityChangeMakesAFreshViewAndCoordinator() throws {
    let log = CallLog()
    let host = ViewHosting.host(Parent(log: log), size: CGSize(width: 20, height: 8))
    let first = try host.find(viewWithId: 0)
    try host.find(button: "Identity").tap()
    #expect(try host.find(viewWithId: 1).uiView !== first.uiView)
    #expect(log.count("makeCoordinator") == 2)
    #expect(log.count("makeUIView") == 2)
    #expect(log.count("dismantle") == 1)
    #expect(log.views[0] !== log.views[1])
    #expect(log.coordinators[0] !== log.coordinators[1])
  }

  /// docs/Behaviour.md, "What the context carries".
  @Test func theContextCarriesTheTransaction() throws {
    struct Animated: UIViewRepresentable {
      let log: CallLog
      let flag: Bool
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        log.calls.append("animation \(context.transaction.animation != nil)")
        context.animate {
          log.calls.append("changes")
        } completion: {
          log.calls.append("completion")
        }
      }
    }
    struct Host: View {
      let log: CallLog
      @State var flag = false
      var body: some View {
        VStack {
          Animated(log: log, flag: flag)
          Button("Plain") { flag.toggle() }
          Button("Animated") { withAnimation(.easeIn) { flag.toggle() } }
        }
      }
    }
    let log = CallLog()
    let host = ViewHosting.host(Host(log: log), size: CGSize(width: 20, height: 3))
    log.reset()
    try host.find(button: "Animated").tap()
    try host.find(button: "Plain").tap()
    #expect(
      log.calls == [
        "animation true", "changes", "completion", "animation false", "changes", "completion",
      ])
  }

  /// docs/Behaviour.md, "SwiftUI owns the frame of the hosted view".
  @Test func theLayoutOwnsTheHostedViewsFrame() throws {
    struct Wayward: UIViewRepresentable {
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        uiView.frame = CGRect(x: 7, y: 7, width: 1, height: 1)
      }
    }
    let host = ViewHosting.host(
      Wayward().frame(width: 6, height: 2), size: CGSize(width: 10, height: 4))
    let hosted = try host.find(Wayward.self).uiView
    #expect(hosted.convert(hosted.bounds, to: nil) == CGRect(x: 2, y: 1, width: 6, height: 2))
  }
}
