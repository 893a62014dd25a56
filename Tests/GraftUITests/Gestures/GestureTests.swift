import Foundation
import GraftUI
import Testing

private struct LikeRow: View {
  @State private var taps = 0
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("taps \(taps) likes \(likes)")
        .onTapGesture(count: 2) { likes += 1 }
        .onTapGesture { taps += 1 }
      Spacer()
    }
  }
}

private struct DragBox: View {
  @GestureState private var dragging = CGSize.zero
  @State private var moved = CGSize.zero
  @State private var events: [String] = []

  var body: some View {
    VStack {
      Text("now \(Int(dragging.width)),\(Int(dragging.height))")
      Text("total \(Int(moved.width)),\(Int(moved.height))")
      Text(events.joined(separator: " "))
    }
    .frame(width: 30, height: 6)
    .contentShape(Rectangle())
    .gesture(
      DragGesture(minimumDistance: 2)
        .updating($dragging) { value, state, _ in state = value.translation }
        .onChanged { _ in events.append("c") }
        .onEnded { value in
          moved.width += value.translation.width
          moved.height += value.translation.height
          events.append("e")
        })
  }
}

private struct NestedTaps: View {
  @State private var log: [String] = []
  let outerPriority: String

  var body: some View {
    VStack {
      Text("inner").onTapGesture { log.append("inner") }
      Text(log.joined(separator: ","))
    }
    .modifier(OuterTap(priority: outerPriority) { log.append("outer") })
  }
}

private struct OuterTap: ViewModifier {
  let priority: String
  let action: () -> Void

  func body(content: Content) -> some View {
    switch priority {
    case "high": AnyView(content.highPriorityGesture(TapGesture().onEnded { action() }))
    case "simultaneous": AnyView(content.simultaneousGesture(TapGesture().onEnded { action() }))
    default: AnyView(content.gesture(TapGesture().onEnded { action() }))
    }
  }
}

@Suite @MainActor struct GestureTests {
  @Test func aTapOnTheTextRunsItsTapAction() {
    let (window, _) = host(LikeRow(), width: 20, height: 3)
    window.sendTap(at: CGPoint(x: 10, y: 0))
    #expect(window.screen().hasPrefix("   taps 1 likes 0"))
  }

  @Test func aTapBesideTheTextOnEmptySpaceDoesNothing() {
    let (window, _) = host(LikeRow(), width: 20, height: 3)
    window.sendTap(at: CGPoint(x: 10, y: 2))
    window.sendTap(at: CGPoint(x: 0, y: 0))
    #expect(window.screen().hasPrefix("   taps 0 likes 0"))
  }

  @Test func aDoubleClickIsADoubleTapAndTheSingleTapGestureFailsOnTheSecondPress() {
    let (window, _) = host(LikeRow(), width: 20, height: 3)
    window.sendTap(at: CGPoint(x: 10, y: 0))
    window.sendTap(at: CGPoint(x: 10, y: 0))
    // NB: The first click is a single tap; the second has a tap count of 2, which the
    // double-tap gesture, attached first and so innermost, wins.
    #expect(window.screen().hasPrefix("   taps 1 likes 1"))
  }

  @Test func aDragReportsItsTranslationWhileMovingAndResetsGestureStateAtTheEnd() {
    let (window, _) = host(DragBox(), width: 30, height: 6)
    window.sendPointer(.began, at: CGPoint(x: 5, y: 2))
    window.sendPointer(.moved, at: CGPoint(x: 6, y: 2))
    #expect(window.screen().contains("now 0,0"))
    window.sendPointer(.moved, at: CGPoint(x: 9, y: 3))
    #expect(window.screen().contains("now 4,1"))
    window.sendPointer(.ended, at: CGPoint(x: 12, y: 4))
    let screen = window.screen()
    #expect(screen.contains("now 0,0"))
    #expect(screen.contains("total 7,2"))
    #expect(screen.contains("c e"))
  }

  @Test func anInnerGestureWinsOverAnOuterOne() {
    let (window, _) = host(NestedTaps(outerPriority: "normal"), width: 20, height: 2)
    window.sendTap(at: CGPoint(x: 10, y: 0))
    #expect(window.screen().contains("inner"))
    #expect(!window.screen().contains("outer"))
    window.sendTap(at: CGPoint(x: 10, y: 1))
    #expect(window.screen().contains("inner,outer"))
  }

  @Test func aHighPriorityOuterGestureWinsOverAnInnerOne() {
    let (window, _) = host(NestedTaps(outerPriority: "high"), width: 20, height: 2)
    window.sendTap(at: CGPoint(x: 10, y: 0))
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "outer")
  }

  @Test func aSimultaneousGestureRunsBesideTheInnerOne() {
    let (window, _) = host(NestedTaps(outerPriority: "simultaneous"), width: 20, height: 2)
    window.sendTap(at: CGPoint(x: 10, y: 0))
    let lines = window.screen().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "inner,outer")
  }

  @Test func aDisabledViewRecognisesNoGesture() {
    struct Disabled: View {
      @State var taps = 0
      var body: some View {
        Text("taps \(taps)").onTapGesture { taps += 1 }.disabled(true)
      }
    }
    let (window, _) = host(Disabled(), width: 10, height: 1)
    window.sendTap(at: CGPoint(x: 3, y: 0))
    #expect(window.screen() == "  taps 0")
  }

  @Test func allowsHitTestingFalseLetsTheTapThroughToTheViewBehind() {
    struct Layers: View {
      @State var log = ""
      var body: some View {
        ZStack {
          Color.clear.contentShape(Rectangle()).onTapGesture { log += "back" }
          Text("front \(log)").onTapGesture { log += "front" }.allowsHitTesting(false)
        }
      }
    }
    let (window, _) = host(Layers(), width: 20, height: 1)
    window.sendTap(at: CGPoint(x: 8, y: 0))
    #expect(window.screen().contains("front back"))
  }

  @Test func aLongPressEndsWhenHeldForItsDuration() {
    struct Hold: View {
      @State var log: [String] = []
      var body: some View {
        Text("log \(log.joined(separator: ","))")
          .onLongPressGesture(minimumDuration: 0.05) { log.append("done") } onPressingChanged: { log.append("\($0)") }
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    let (window, _) = host(Hold(), width: 30, height: 1)
    window.sendPointer(.began, at: CGPoint(x: 1, y: 0))
    Thread.sleep(forTimeInterval: 0.06)
    window.sendPointer(.ended, at: CGPoint(x: 1, y: 0))
    _ = window.screen()
    #expect(window.screen().contains("log true,done,false"))
  }

  @Test func aLongPressReleasedTooSoonFails() {
    struct Hold: View {
      @State var log: [String] = []
      var body: some View {
        Text("log \(log.joined(separator: ","))")
          .onLongPressGesture(minimumDuration: 10) { log.append("done") }
      }
    }
    let (window, _) = host(Hold(), width: 4, height: 1)
    window.sendTap(at: CGPoint(x: 1, y: 0))
    #expect(window.screen() == "log")
  }
}
