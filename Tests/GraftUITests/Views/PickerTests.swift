import Foundation
import GraftUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
  case choc, vanilla, berry
  var id: Self { self }
}

private struct FlavorPicker: View {
  @State var flavor: Flavor = .vanilla
  var trace: Counter

  var body: some View {
    VStack {
      let selection = Binding(get: { flavor }, set: { trace.hit("write"); flavor = $0 })
      Picker("Flavor", selection: selection) {
        Text("Choc").tag(Flavor.choc)
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Berry").tag(Flavor.berry)
      }
      .pickerStyle(.segmented)
      Text("Picked \(flavor.rawValue)")
      Button("Reset") { flavor = .choc }
    }
  }
}

@MainActor
private func tapSegment(at column: CGFloat, of control: UISegmentedControl, in window: UIWindow) {
  window.sendTap(at: control.convert(CGPoint(x: column, y: 0), to: nil))
}

@Suite @MainActor struct PickerTests {
  @Test func taggedTextsBecomeSegmentsWithTheSelectionSelected() {
    let (window, _) = host(FlavorPicker(trace: Counter()), width: 29, height: 3)
    #expect(
      window.screen() == """
          Choc   |[Vanilla]|  Berry
               Picked vanilla
                  [ Reset ]
        """)
    let control = window.views(of: UISegmentedControl.self).first!
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.accessibilityLabel == "Flavor")
  }

  @Test func tappingASegmentWritesItsTagToTheSelection() {
    let trace = Counter()
    let (window, _) = host(FlavorPicker(trace: trace), width: 29, height: 3)
    tapSegment(at: 24, of: window.views(of: UISegmentedControl.self).first!, in: window)
    #expect(trace["write"] == 1)
    #expect(
      window.screen() == """
          Choc   | Vanilla | [Berry]
                Picked berry
                  [ Reset ]
        """)
  }

  @Test func aSelectionChangeSelectsItsSegmentWithoutSendingEvents() {
    let trace = Counter()
    let (window, _) = host(FlavorPicker(trace: trace), width: 29, height: 3)
    let control = window.views(of: UISegmentedControl.self).first!
    var events = 0
    control.addAction(UIAction { _ in events += 1 }, for: .allEvents)
    window.tap(window.button("Reset")!)
    #expect(control.selectedSegmentIndex == 0)
    #expect(events == 0)
    #expect(trace["write"] == 0)
    #expect(window.screen().hasPrefix(" [Choc]  | Vanilla |  Berry"))
  }

  @Test func forEachContentIsTaggedWithItsIds() {
    struct Looped: View {
      @State var flavor: Flavor = .choc
      var body: some View {
        VStack {
          Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { flavor in
              Text(flavor.rawValue)
            }
          }
          .pickerStyle(.segmented)
          Text("Picked \(flavor.rawValue)")
        }
      }
    }
    let (window, _) = host(Looped(), width: 29, height: 2)
    let control = window.views(of: UISegmentedControl.self).first!
    #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == [
      "choc", "vanilla", "berry",
    ])
    #expect(control.selectedSegmentIndex == 0)
    tapSegment(at: 14, of: control, in: window)
    #expect(window.screen().hasSuffix("Picked vanilla"))
  }

  @Test func aPickerDisabledByTheEnvironmentIgnoresTaps() {
    let trace = Counter()
    let (window, _) = host(
      FlavorPicker(trace: trace).environment(\.isEnabled, false), width: 29, height: 3)
    let control = window.views(of: UISegmentedControl.self).first!
    #expect(!control.isEnabled)
    tapSegment(at: 24, of: control, in: window)
    #expect(trace["write"] == 0)
    #expect(window.screen().contains("Picked vanilla"))
  }
}
