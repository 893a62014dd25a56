import Foundation
import GraftUI
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
  @Test func B1_makeCoordinatorThenMakeThenUpdateInOnePass() {
    let log = CallLog()
    _ = host(Parent(log: log), width: 20, height: 8)
    #expect(log.calls.map { $0.components(separatedBy: " ")[0] } == ["makeCoordinator", "makeUIView", "updateUIView"])
  }

  @Test func B2_makeRunsOncePerIdentityAcrossParentRerenders() {
    let log = CallLog()
    let (window, _) = host(Parent(log: log), width: 20, height: 8)
    for _ in 0..<10 { window.tap(window.button("Unrelated")!) }
    #expect(window.screen().contains("unrelated 10"))
    #expect(log.count("makeCoordinator") == 1)
    #expect(log.count("makeUIView") == 1)
    #expect(log.coordinators.count == 1)
  }

  @Test func B3_theViewHasASuperviewButNoWindowAtTheFirstUpdate() {
    let log = CallLog()
    let (window, _) = host(Parent(log: log), width: 20, height: 8)
    window.tap(window.button("Value")!)
    #expect(
      log.calls == [
        "makeCoordinator",
        "makeUIView superview=false window=false",
        "updateUIView superview=true window=false",
        "updateUIView superview=true window=true",
      ])
  }

  @Test func B4a_unrelatedParentStateDoesNotUpdate() {
    let log = CallLog()
    let (window, _) = host(Parent(log: log), width: 20, height: 8)
    log.reset()
    window.tap(window.button("Unrelated")!)
    #expect(log.calls.isEmpty)
  }

  @Test func B4b_aChangedFieldUpdatesOnceAndAnEqualOneDoesNot() {
    let log = CallLog()
    let (window, trace) = hostTraced(Parent(log: log), width: 20, height: 8)
    log.reset()
    trace.removeAll()
    window.tap(window.button("Value")!)
    window.tap(window.button("Value")!)
    window.tap(window.button("Same value")!)
    #expect(log.count("updateUIView") == 2)
    #expect(trace.updates == [
      .update("LoggingRepresentable", reason: "value: value"),
      .update("LoggingRepresentable", reason: "value: value"),
    ])
  }

  @Test func B4c_aClosureFieldAlwaysCountsAsChanged() {
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
    let (window, _) = host(Host(log: log), width: 20, height: 4)
    window.tap(window.button("Bump")!)
    #expect(log.calls == ["update", "update"])
  }

  @Test func B4d_onlyEnvironmentValuesReadThroughTheContextUpdate() {
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
    let (window, trace) = hostTraced(Host(log: log), width: 20, height: 4)
    window.tap(window.button("Locale")!)
    #expect(log.calls == ["update dark"])
    trace.removeAll()
    window.tap(window.button("Scheme")!)
    #expect(log.calls == ["update dark", "update light"])
    #expect(trace.updates == [.update("ReadsScheme", reason: "environment")])
  }

  @Test func B4e_aBindingReadInUpdateTriggersAnUpdateWhenWrittenElsewhere() {
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
    let (window, _) = host(Host(log: log), width: 20, height: 3)
    window.tap(window.button("Write")!)
    #expect(log.calls == ["update 0", "update 1"])
  }

  @Test func B4f_anObservablePropertyReadInUpdateTriggersAnUpdate() {
    struct Reads: UIViewRepresentable {
      let log: CallLog
      let model: LevelModel
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) { log.calls.append("update \(model.level)") }
    }
    let log = CallLog()
    let model = LevelModel()
    let (window, trace) = hostTraced(Reads(log: log, model: model), width: 10, height: 2)
    trace.removeAll()
    model.level = 2
    window.layoutIfNeeded()
    #expect(log.calls == ["update 1", "update 2"])
    #expect(trace.updates == [.update("Reads", reason: "observable")])
  }

  @Test func B9_dismantleRunsOnceWithTheSameInstancesAndReleasesThem() {
    let log = CallLog()
    let (window, _) = host(Parent(log: log), width: 20, height: 8)
    for _ in 0..<10 { window.tap(window.button("Unrelated")!) }
    #expect(log.count("dismantle") == 0)
    weak let coordinator = log.coordinators.first
    weak let view = log.views.first
    log.coordinators.removeAll()
    log.views.removeAll()
    window.tap(window.button("Toggle")!)
    #expect(log.count("dismantle") == 1)
    #expect(coordinator == nil, "the runtime dropped its references after dismantling")
    #expect(view == nil)
  }

  @Test func B10_anIdentityChangeMakesAFreshViewAndCoordinator() {
    let log = CallLog()
    let (window, _) = host(Parent(log: log), width: 20, height: 8)
    window.tap(window.button("Identity")!)
    #expect(log.count("makeCoordinator") == 2)
    #expect(log.count("makeUIView") == 2)
    #expect(log.count("dismantle") == 1)
    #expect(log.views[0] !== log.views[1])
    #expect(log.coordinators[0] !== log.coordinators[1])
  }

  @Test func B13_theContextCarriesTheTransaction() {
    struct Animated: UIViewRepresentable {
      let log: CallLog
      let flag: Bool
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        log.calls.append("animation \(context.transaction.animation != nil)")
        context.animate { log.calls.append("changes") } completion: { log.calls.append("completion") }
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
    let (window, _) = host(Host(log: log), width: 20, height: 3)
    log.reset()
    window.tap(window.button("Animated")!)
    window.tap(window.button("Plain")!)
    #expect(log.calls == ["animation true", "changes", "completion", "animation false", "changes", "completion"])
  }

  @Test func B15_theLayoutOwnsTheHostedViewsFrame() {
    struct Wayward: UIViewRepresentable {
      func makeUIView(context: Context) -> UIView { UIView() }
      func updateUIView(_ uiView: UIView, context: Context) {
        uiView.frame = CGRect(x: 7, y: 7, width: 1, height: 1)
      }
    }
    let (window, _) = host(Wayward().frame(width: 6, height: 2), width: 10, height: 4)
    let hosted = window.views(of: UIView.self).first { $0.superview is PlatformViewHost }!
    #expect(hosted.convert(hosted.bounds, to: nil) == CGRect(x: 2, y: 1, width: 6, height: 2))
  }
}

extension LifecycleTrace {
  /// Only the update events, in order.
  fileprivate var updates: [Event] {
    events.filter { if case .update = $0 { true } else { false } }
  }
}
